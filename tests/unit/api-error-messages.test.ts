import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { API_ERROR_CODES, API_ERRORS, errorMessageId } from '@/domain/errors';
import en from '@/i18n/en.json';
import it_ from '@/i18n/it.json';

/**
 * Every code and message id the server can answer has a text in both catalogs, so a client never shows a raw
 * id: the failure codes (src/domain/errors.ts), the message keys of every request schema in src/domain (what
 * lands in `errors`), and the keys the server puts in `errors` itself.
 */
const catalogs: Record<string, Record<string, string>> = { en, it: it_ };
const ROOT = path.resolve(import.meta.dirname, '../..');

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(relative);
    return relative.endsWith('.ts') ? [relative] : [];
  });

const isKey = (message: unknown): message is string =>
  typeof message === 'string' && !/\s/.test(message);

/** Message keys of a schema and everything under it (yup's own default messages are sentences). */
function schemaKeys(schema: yup.Schema, into: Set<string>): void {
  const internal = (
    schema as unknown as { internalTests: Record<string, { OPTIONS?: yup.TestConfig }> }
  ).internalTests;
  for (const test of [...schema.tests, ...Object.values(internal ?? {})]) {
    const message = test.OPTIONS?.message;
    if (isKey(message)) into.add(message);
  }
  if (schema instanceof yup.ObjectSchema)
    for (const field of Object.values(schema.fields)) schemaKeys(field as yup.Schema, into);
  if (schema instanceof yup.ArraySchema && schema.innerType)
    schemaKeys(schema.innerType as yup.Schema, into);
}

async function domainSchemaKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const file of filesUnder('src/domain')) {
    const module = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    for (const value of Object.values(module))
      if (yup.isSchema(value)) schemaKeys(value as yup.Schema, keys);
  }
  return keys;
}

/** `errors: { field: 'key' }` written by the server and by rule code. */
function serverErrorKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of [...filesUnder('server'), ...filesUnder('src/domain')]) {
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const block of source.matchAll(
      /(?:errors:\s*\{|ApiError\.validation\(\{|ApiError\.invalidQuery\(\{)([^}]*)\}/g,
    ))
      for (const key of block[1]!.matchAll(/:\s*'([A-Za-z][\w.]*)'/g)) keys.add(key[1]!);
  }
  return keys;
}

describe('what the API can answer is translated', () => {
  it('has every failure code in both catalogs, the English equal to the domain text', () => {
    expect(API_ERROR_CODES.length).toBeGreaterThan(40);
    for (const code of API_ERROR_CODES) {
      const id = errorMessageId(code);
      expect(en[id as keyof typeof en], id).toBe(API_ERRORS[code].message);
      expect(typeof it_[id as keyof typeof it_], id).toBe('string');
    }
  });

  it('has every message key of the request schemas and of the server’s field errors', async () => {
    const keys = new Set([...(await domainSchemaKeys()), ...serverErrorKeys()]);
    expect(keys.size).toBeGreaterThan(30);
    for (const [lang, catalog] of Object.entries(catalogs))
      expect(
        [...keys].filter((key) => !(key in catalog)).sort(),
        `${lang}.json is missing`,
      ).toEqual([]);
  });
});
