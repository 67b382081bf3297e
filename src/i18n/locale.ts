import { rememberForFirstView } from '@/lib/first-view-cookies';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { INTL_LOCALE_TAG } from '@/domain/intl-locale';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@/domain/constants';

/** localStorage key holding the chosen interface language (spec 01 §3). */
export const LANGUAGE_STORAGE_KEY = STORAGE_KEYS.language;

/** Formatting locale per interface language (spec 01 §9: default locale en-US). */
export const INTL_LOCALES: Record<Locale, string> = INTL_LOCALE_TAG;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * Spec 01 §4: the stored `user-language` if it is 'en' or 'it'; otherwise the browser language
 * ('it' when it starts with 'it', else 'en'); fallback 'en'.
 */
export function detectLocale(
  stored: string | null | undefined,
  browserLanguage: string | null | undefined,
): Locale {
  if (isLocale(stored)) return stored;
  if (typeof browserLanguage === 'string' && browserLanguage.trim() !== '') {
    return browserLanguage.trim().toLowerCase().startsWith('it') ? 'it' : 'en';
  }
  return DEFAULT_LOCALE;
}

function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The locale to start with in this browser. */
export function initialLocale(): Locale {
  const nav = typeof navigator === 'undefined' ? undefined : navigator.language;
  return detectLocale(readStored(), nav);
}

export function persistLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch (error) {
    console.warn('Could not save the interface language', error);
  }
}

/** Keeps `<html lang>` in step with the interface language. */
export function applyDocumentLanguage(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  // the server's first view of a page is drawn in it (src/domain/first-view.ts)
  rememberForFirstView('language', locale);
}
