import type { Locale } from './constants';

/** BCP 47 tags per interface language (spec 01 §9: en-US default). */
export const INTL_LOCALE_TAG: Record<Locale, string> = { en: 'en-US', it: 'it-IT' };
