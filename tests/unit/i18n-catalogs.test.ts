import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/en.json';
import it_ from '@/i18n/it.json';

const catalogs: Record<string, Record<string, unknown>> = { en, it: it_ };

/**
 * Arguments such as {count} or {minutes, plural, …} (read from the parsed message, so the words inside plural
 * branches are not taken for arguments): both languages must use the same ones.
 */
function argumentNames(text: string): string[] {
  const names = new Set<string>();
  const visit = (elements: unknown[]): void => {
    for (const element of elements as {
      value?: unknown;
      options?: Record<string, { value: unknown[] }>;
    }[]) {
      if (
        typeof element.value === 'string' &&
        'type' in element &&
        (element as { type: number }).type !== 0
      )
        names.add(element.value);
      for (const option of Object.values(element.options ?? {})) visit(option.value);
    }
  };
  visit(new IntlMessageFormat(text, 'en').getAst());
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

describe('validation message keys the server can answer', () => {
  it('are all in the catalogs, so a field error always has a translation', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const roots = ['src/domain', 'server'];
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (full.endsWith('.ts')) files.push(full);
      }
    };
    roots.forEach(walk);
    const keys = new Set<string>();
    for (const file of files)
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/'(validation\.[A-Za-z]+)'/g))
        keys.add(match[1]!);
    expect(keys.size).toBeGreaterThan(5);
    expect([...keys].filter((key) => !(key in en)).sort()).toEqual([]);
  });
});
