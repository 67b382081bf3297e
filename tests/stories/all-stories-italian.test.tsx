/**
 * Every story once more, in Italian: missing or untranslated message ids show up here. It renders
 * with spa-dark and high contrast so those theme branches run (and cannot throw) in jsdom too;
 * their colours are checked in Chromium (tests/stories-browser). A file of its own so the two
 * renders of each story run in parallel, one per vitest worker.
 */
import { describeAllStories } from './story-harness';

describeAllStories({ theme: 'spa-dark', locale: 'it', a11yVariant: 'highContrast' });
