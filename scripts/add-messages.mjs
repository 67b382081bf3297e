#!/usr/bin/env node
// Adds or updates messages in both catalogs at once, keeping keys sorted and the two files in step.
// Usage: node scripts/add-messages.mjs messages.json   where messages.json is { "key": { "en": "…", "it": "…" } }
// Takes an exclusive lock so several people (or agents) adding messages at once never clobber each other.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = path.join(root, 'src/i18n/.lock');
const input = process.argv[2];
if (!input) {
  console.error('usage: node scripts/add-messages.mjs <file.json | ->');
  process.exit(2);
}
const additions = JSON.parse(fs.readFileSync(input === '-' ? 0 : input, 'utf8'));

const deadline = Date.now() + 10_000;
for (;;) {
  try {
    fs.mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) {
      console.error(`could not take ${lock}; remove it if no one else is adding messages`);
      process.exit(1);
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  for (const lang of ['en', 'it']) {
    const file = path.join(root, `src/i18n/${lang}.json`);
    const catalog = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const [key, texts] of Object.entries(additions)) {
      if (typeof texts?.[lang] !== 'string') throw new Error(`${key}: missing "${lang}" text`);
      catalog[key] = texts[lang];
    }
    const sorted = Object.fromEntries(
      Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b)),
    );
    fs.writeFileSync(file, JSON.stringify(sorted, null, 2) + '\n');
  }
  console.log(`added ${Object.keys(additions).length} messages`);
} finally {
  fs.rmdirSync(lock);
}
