import { createAppTheme } from '@design-system/theme';
import { INTL_LOCALE_TAG } from '@/domain/intl-locale';
import type { Locale } from '@/domain/constants';
import { DEFAULT_SHOP_TIME_ZONE } from '@/domain/known-time-zones';

/**
 * The app's start-up over a server's first view, cut into tasks of its own.
 *
 * A phone blocks input for as long as one task runs; Lighthouse counts what a task takes over 50 ms (at 4× this
 * machine's time) as blocking. Work that start-up does anyway, done inside the first render, made React's slices
 * long: the theme's four colour schemes and CSS variables (one call, 30-45 ms here) and the first use of the
 * browser's Intl data (20-100 ms). Done first, each in a task of its own between which the browser can answer input,
 * the first render finds them ready.
 */

/** Resolves in a new task (after the browser had a chance to handle input and paint). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The theme the first view was drawn in (the server draws only the default look), built and cached. */
function buildDefaultTheme(): void {
  createAppTheme();
}

/**
 * The browser loads its Intl data for a kind of formatter when the first one is built (20-100 ms for numbers or
 * dates in Debian's Chromium here, then well under a millisecond each): one of each kind the pages' first render
 * builds (prices, times in the shop's zone, plurals), each in a task of its own.
 */
function intlSteps(locale: Locale): (() => void)[] {
  const tag = INTL_LOCALE_TAG[locale];
  return [
    () => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(1),
    () =>
      new Intl.DateTimeFormat(tag, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: DEFAULT_SHOP_TIME_ZONE,
      }).format(0),
    () => new Intl.PluralRules(tag).select(1),
  ];
}

/** Runs the start-up work the first render would otherwise do, one task each. */
export async function prepareFirstRender(locale: Locale): Promise<void> {
  for (const step of [buildDefaultTheme, ...intlSteps(locale)]) {
    await nextTask();
    try {
      step();
    } catch (error) {
      // only a head start: the first render does it again, and reports what fails there
      console.warn('Start-up step failed', error);
    }
  }
  await nextTask();
}
