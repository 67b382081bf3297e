import type { Locale } from './constants';
import { INTL_LOCALE_TAG } from './intl-locale';
import { isKnownTimeZone } from './known-time-zones';

/**
 * Times and dates as people read them, once for the app, the design system and the server's emails.
 *
 * The rule: the clock is 24-hour in both languages ("13:30", "00:00", "12:00"). Italian writes the time that
 * way; for English one choice had to hold everywhere, from the slot buttons to the emails, and the 24-hour
 * clock is the one the shops' opening hours, signs and slot grid already use (and it keeps the slot buttons
 * narrow on a phone). Change `CLOCK_CYCLE` to change it everywhere.
 *
 * A booking's date and time are the shop's wall clock: they are formatted as written (through UTC) and never
 * shifted into the reader's zone. Instants (a deadline, a refresh) are formatted in the zone given.
 */

// the languages' BCP 47 tags live in a file of their own: every page's first code needs them, not the formatters
export { INTL_LOCALE_TAG };

/** The hour cycle per language: 'h23' = 24-hour, 'h12' = 12-hour with AM/PM. */
export const CLOCK_CYCLE: Record<Locale, 'h23' | 'h12'> = { en: 'h23', it: 'h23' };

export type CalendarDateStyle = 'full' | 'long' | 'medium' | 'short';

/** 'it', 'it-IT', 'en-US', 'en' … → the interface language ('en' for anything not Italian). */
export function clockLocale(locale: string): Locale {
  return locale.toLowerCase().startsWith('it') ? 'it' : 'en';
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

function clockOptions(language: Locale): Intl.DateTimeFormatOptions {
  const cycle = CLOCK_CYCLE[language];
  return { hour: cycle === 'h23' ? '2-digit' : 'numeric', minute: '2-digit', hourCycle: cycle };
}

const CLOCK = /^(\d{1,2}):(\d{2})$/;

/** A wall-clock 'HH:MM' → "13:30" (or "1:30 PM" under a 12-hour cycle); anything else comes back as given. */
export function formatClockTime(locale: string, time: string): string {
  const match = CLOCK.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  // 24:00 is a valid closing time ("open until midnight")
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes !== 0)) return time;
  const language = clockLocale(locale);
  if (hours === 24 && CLOCK_CYCLE[language] === 'h23') return '24:00';
  const at = Date.UTC(1970, 0, 1, hours % 24, minutes);
  return formatter(`t|${language}`, () =>
    Intl.DateTimeFormat(INTL_LOCALE_TAG[language], { ...clockOptions(language), timeZone: 'UTC' }),
  ).format(at);
}

/** Two wall-clock times as a range: "09:00–19:00". */
export function formatClockRange(locale: string, start: string, end: string): string {
  return `${formatClockTime(locale, start)}–${formatClockTime(locale, end)}`;
}

/**
 * A day's opening ranges as one text, in order: "09:00–13:00, 15:00–19:00" (in both languages; each range
 * through `range`, default `formatClockRange`, with the times already formatted).
 */
export function formatClockRanges(
  locale: string,
  ranges: readonly { start: string; end: string }[],
  range: (start: string, end: string) => string = (start, end) => `${start}–${end}`,
): string {
  return ranges
    .map((r) => range(formatClockTime(locale, r.start), formatClockTime(locale, r.end)))
    .join(', ');
}

const DATE_OPTIONS: Record<CalendarDateStyle, Intl.DateTimeFormatOptions> = {
  full: { dateStyle: 'full' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  medium: { dateStyle: 'medium' },
  short: { weekday: 'short', day: 'numeric', month: 'short' },
};

/** A calendar day 'YYYY-MM-DD' → "Friday, June 12, 2026" / "venerdì 12 giugno 2026"; never shifted a day. */
export function formatCalendarDate(
  locale: string,
  date: string,
  style: CalendarDateStyle = 'long',
): string {
  const at = new Date(`${date}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(at.getTime())) return date;
  const language = clockLocale(locale);
  return formatter(`d|${language}|${style}`, () =>
    Intl.DateTimeFormat(INTL_LOCALE_TAG[language], { ...DATE_OPTIONS[style], timeZone: 'UTC' }),
  ).format(at);
}

/** The zone when the runtime knows it; an unknown name gives the reader's zone, better than nothing. */
function validZone(timeZone: string | undefined): string | undefined {
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : undefined;
}

/**
 * An instant in a zone (the reader's when none, or when the name is unknown) with the formatter `key` names;
 * the raw value back when it is not a date.
 */
function formatInZone(
  locale: string,
  instant: string | number | Date,
  timeZone: string | undefined,
  key: string,
  options: (language: Locale) => Intl.DateTimeFormatOptions,
): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return String(instant);
  const language = clockLocale(locale);
  const zone = validZone(timeZone);
  return formatter(`${key}|${language}|${zone ?? ''}`, () =>
    Intl.DateTimeFormat(INTL_LOCALE_TAG[language], { ...options(language), timeZone: zone }),
  ).format(at);
}

/** An instant's calendar day in a zone (the reader's when none): "Jun 12, 2026" / "12 giu 2026". */
export function formatInstantDate(
  locale: string,
  instant: string | number | Date,
  timeZone?: string,
): string {
  return formatInZone(locale, instant, timeZone, 'id', () => ({ dateStyle: 'medium' }));
}

/** An instant's time of day in a zone (the reader's when none): "13:30", or "13:30:05" with seconds. */
export function formatInstantTime(
  locale: string,
  instant: string | number | Date,
  timeZone?: string,
  options: { seconds?: boolean } = {},
): string {
  const seconds = options.seconds === true;
  return formatInZone(locale, instant, timeZone, `it|${seconds}`, (language) => ({
    ...clockOptions(language),
    ...(seconds ? { second: '2-digit' } : {}),
  }));
}

/** An instant as date and time in a zone: "June 12, 2026, 13:30" / "12 giugno 2026, 13:30". */
export function formatInstant(
  locale: string,
  instant: string | number | Date,
  timeZone?: string,
): string {
  return formatInZone(locale, instant, timeZone, 'i', (language) => ({
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...clockOptions(language),
  }));
}
