/**
 * Every story (design system and features) in all five theme modes in English, and in Italian
 * with the light theme. all-stories-variants.test.tsx adds Italian with a dark theme and the
 * accessibility variants (split so the files can run in parallel on larger machines).
 */
import { THEME_MODES } from '@design-system/theme';
import { describeAllStories } from './story-harness';

describeAllStories([
  ...THEME_MODES.map((theme) => ({ theme, locale: 'en' as const, a11yVariant: 'none' as const })),
  { theme: 'light', locale: 'it', a11yVariant: 'none' },
]);
