/**
 * Every story (design system and features) rendered once in jsdom, in English with the light
 * theme: it renders, logs no console.error, shows no raw message id and its play function passes.
 * all-stories-italian.test.tsx renders each story once more in Italian. Colours cannot be seen
 * in jsdom: the theme matrix with axe colour contrast runs in Chromium (tests/stories-browser).
 */
import { describeAllStories } from './story-harness';

describeAllStories({ theme: 'light', locale: 'en', a11yVariant: 'none' });
