/** Every story in Italian with a dark theme, and in each accessibility variant across themes and locales. */
import { describeAllStories } from './story-harness';

describeAllStories([
  { theme: 'spa-dark', locale: 'it', a11yVariant: 'none' },
  { theme: 'dark', locale: 'en', a11yVariant: 'highContrast' },
  { theme: 'spa-light', locale: 'it', a11yVariant: 'reducedMotion' },
  { theme: 'system', locale: 'en', a11yVariant: 'largeText' },
]);
