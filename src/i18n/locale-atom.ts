import { atom } from 'jotai';
import type { Locale } from '@/domain/constants';
import { initialLocale, persistLocale } from './locale';
import { loadCatalog } from './messages';

const UNSET = Symbol('unset');
const chosenLocaleAtom = atom<Locale | typeof UNSET>(UNSET);

/**
 * The interface language. Read lazily per store (so each app mount detects afresh);
 * every change is saved to `user-language`.
 */
export const localeAtom = atom(
  (get): Locale => {
    const chosen = get(chosenLocaleAtom);
    return chosen === UNSET ? initialLocale() : chosen;
  },
  (_get, set, next: Locale) => {
    set(chosenLocaleAtom, next);
    persistLocale(next);
  },
);

/**
 * Switches language once its catalog has loaded, so the page never shows message ids or a blank
 * screen in between. Resolves when the new language is active.
 */
export const changeLocaleAtom = atom(null, async (_get, set, next: Locale) => {
  await loadCatalog(next);
  set(localeAtom, next);
});
