import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from './constants';

/**
 * Text that shops write (descriptions, service names, special-date notes, staff roles) is kept per language;
 * either language may be missing. The API serves it as a plain string in the caller's language, falling back to
 * the other language, so the response shapes stay those of the specs.
 */
export type LocalizedText = Partial<Record<Locale, string>>;

/**
 * What a stored text field may hold: the per-language object, or a plain string — documents written before
 * content was bilingual, read as English (no migration: this rule reads them) — or nothing.
 */
export type StoredText = LocalizedText | string | null | undefined;

const isLocale = (value: string): value is Locale =>
  (SUPPORTED_LOCALES as readonly string[]).includes(value);

/** A stored value → the per-language object, blank languages dropped (a plain string is English). */
export function localizedTextOf(stored: StoredText): LocalizedText {
  if (typeof stored === 'string') return stored.trim() ? { en: stored } : {};
  if (!stored || typeof stored !== 'object') return {};
  const out: LocalizedText = {};
  for (const locale of SUPPORTED_LOCALES) {
    const text = (stored as Record<string, unknown>)[locale];
    if (typeof text === 'string' && text.trim()) out[locale] = text;
  }
  return out;
}

/**
 * The text in `language`, else in the other languages (English first, then the rest in catalog order), else ''.
 * Blank counts as missing, so a half-filled editor never serves an empty name.
 */
export function localized(stored: StoredText, language: Locale): string {
  const text = localizedTextOf(stored);
  const order = [language, DEFAULT_LOCALE, ...SUPPORTED_LOCALES];
  for (const locale of order) {
    const value = text[locale];
    if (value) return value;
  }
  return '';
}

/** Every language's text of a field, distinct, in catalog order (for indexes that must find either). */
export function textsOf(stored: StoredText): string[] {
  const text = localizedTextOf(stored);
  return [...new Set(SUPPORTED_LOCALES.map((l) => text[l]).filter((t): t is string => Boolean(t)))];
}

/**
 * The content language a request asks for in its `Accept-Language` header (the app's client sends its
 * interface language): the supported language with the highest q, English when none is named or the header is
 * absent or `*`. Region subtags count for their language (`it-IT` → it).
 */
export function contentLanguageOf(acceptLanguage: string | null | undefined): Locale {
  return namedLanguageOf(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The supported language an `Accept-Language` header asks for (as above), or null when it names none. */
export function namedLanguageOf(acceptLanguage: string | null | undefined): Locale | null {
  let best: { locale: Locale; q: number } | null = null;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLocale(base)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: base, q };
  }
  return best?.locale ?? null;
}
