import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  detectLocale,
  initialLocale,
  INTL_LOCALES,
  isLocale,
  LANGUAGE_STORAGE_KEY,
} from '@/i18n/locale';

describe('locale detection (spec 01 §4)', () => {
  it('uses the stored user-language when it is en or it', () => {
    expect(detectLocale('it', 'en-US')).toBe('it');
    expect(detectLocale('en', 'it-IT')).toBe('en');
  });

  it('ignores other stored values and falls back to the browser language', () => {
    expect(detectLocale('fr', 'it-IT')).toBe('it');
    expect(detectLocale('IT', 'en-GB')).toBe('en');
    expect(detectLocale('', 'it')).toBe('it');
    expect(detectLocale(null, 'it-CH')).toBe('it');
  });

  it('any browser language not starting with it gives en', () => {
    expect(detectLocale(null, 'de-DE')).toBe('en');
    expect(detectLocale(null, 'en-US')).toBe('en');
    expect(detectLocale(null, 'IT-it')).toBe('it');
  });

  it('falls back to en with nothing to go on', () => {
    expect(detectLocale(null, null)).toBe('en');
    expect(detectLocale(undefined, undefined)).toBe('en');
    expect(detectLocale(undefined, '')).toBe('en');
  });

  it('isLocale and formatting locales', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('es')).toBe(false);
    expect(isLocale(3)).toBe(false);
    expect(INTL_LOCALES).toEqual({ en: 'en-US', it: 'it-IT' });
  });

  describe('initialLocale reads storage and navigator', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('stored value wins', () => {
      const store = new Map<string, string>([[LANGUAGE_STORAGE_KEY, 'it']]);
      vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null });
      vi.stubGlobal('navigator', { language: 'en-US' });
      expect(initialLocale()).toBe('it');
    });

    it('browser language when nothing stored, en when storage throws and no navigator language', () => {
      vi.stubGlobal('localStorage', { getItem: () => null });
      vi.stubGlobal('navigator', { language: 'it-IT' });
      expect(initialLocale()).toBe('it');
      vi.stubGlobal('localStorage', {
        getItem: () => {
          throw new Error('denied');
        },
      });
      vi.stubGlobal('navigator', { language: '' });
      expect(initialLocale()).toBe('en');
    });
  });
});
