import { describe, expect, it } from 'vitest';
import en from '@/i18n/en.json';
import it_ from '@/i18n/it.json';

const catalogs: Record<string, Record<string, unknown>> = { en, it: it_ };

/** Placeholders such as {count} or {minutes, plural, …}: both languages must use the same arguments. */
function argumentNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)) names.add(match[1]!);
  return [...names].sort();
}

describe('i18n catalogs', () => {
  it('en.json and it.json have identical key sets', () => {
    const enKeys = Object.keys(en).sort();
    const itKeys = Object.keys(it_).sort();
    expect(enKeys.filter((k) => !itKeys.includes(k))).toEqual([]);
    expect(itKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
  });

  for (const [lang, catalog] of Object.entries(catalogs)) {
    it(`${lang}.json has no empty or non-string values`, () => {
      const bad = Object.entries(catalog).filter(
        ([, v]) => typeof v !== 'string' || v.trim() === '',
      );
      expect(bad.map(([k]) => k)).toEqual([]);
    });
  }

  it('both languages use the same message arguments', () => {
    const mismatched = Object.keys(en).filter(
      (key) =>
        typeof it_[key as keyof typeof it_] === 'string' &&
        argumentNames(en[key as keyof typeof en]).join() !==
          argumentNames(it_[key as keyof typeof it_]).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
