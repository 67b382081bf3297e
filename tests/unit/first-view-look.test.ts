import { describe, expect, it } from 'vitest';
import { cookieValue, lookCookieValue } from '../../src/domain/first-view';

/** The look a device renders in, as its first-view cookie says it (src/domain/first-view.ts). */
describe('lookCookieValue', () => {
  const plain = { scheme: 'light', highContrast: false, largeText: false, customColours: false };

  it('is absent for the default look, the one the first view is drawn in', () => {
    expect(lookCookieValue(plain)).toBeNull();
  });

  it('names every way a look differs', () => {
    expect(lookCookieValue({ ...plain, scheme: 'dark' })).toBe('dark');
    expect(lookCookieValue({ ...plain, scheme: 'spa-light' })).toBe('spa-light');
    expect(lookCookieValue({ ...plain, highContrast: true })).toBe('light+contrast');
    expect(
      lookCookieValue({
        scheme: 'spa-dark',
        highContrast: true,
        largeText: true,
        customColours: true,
      }),
    ).toBe('spa-dark+contrast+large-text+custom');
  });
});

describe('cookieValue', () => {
  it('finds a cookie among others, and nothing when it is absent or empty', () => {
    const header = 'a=1; orabella-look=dark+contrast; orabella-language=it';
    expect(cookieValue(header, 'orabella-look')).toBe('dark+contrast');
    expect(cookieValue(header, 'orabella-language')).toBe('it');
    expect(cookieValue(header, 'missing')).toBeNull();
    expect(cookieValue('orabella-look=', 'orabella-look')).toBeNull();
    expect(cookieValue(undefined, 'orabella-look')).toBeNull();
  });
});
