import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { CATALOG_SECTIONS, sectionOfMessage } from '../../src/i18n/catalog-sections.ts';

const require = createRequire(import.meta.url);
const PREFIX = 'virtual:catalog/';
const RESOLVED = '\0orabella-catalog:';

/**
 * A catalog part is data: as a JSON text given to JSON.parse, V8 reads it faster than the same object written as
 * a JavaScript literal, which it must parse as code (V8's advice for data over 10 KB; the `pages` part is some
 * 200 KB, read on the main thread while the app takes over a page's first view). A JSON text holds no raw line
 * breaks, so escaping backslashes and quotes makes it a valid string literal.
 */
function jsStringLiteral(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * `import('virtual:catalog/<locale>/<section>')`: one part of src/i18n/<locale>.json (see catalog-sections.ts).
 * Production builds also ship the messages already parsed (react-intl's AST), so the browser never needs the
 * ICU parser: it is swapped for the package's own `no-parser` entry. Dev and tests keep plain strings, and so
 * does Storybook (ORABELLA_STORYBOOK=1 in its scripts), whose stories read the JSON catalogs directly.
 */
export function messageCatalogs({ rootDir }: { rootDir: string }): Plugin {
  let precompile = false;
  const storybook = process.env.ORABELLA_STORYBOOK === '1';
  return {
    name: 'orabella:message-catalogs',
    config: (_config, { command }) =>
      command === 'build' && !storybook
        ? {
            resolve: {
              alias: [
                {
                  find: /^@formatjs\/icu-messageformat-parser$/,
                  replacement: require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
                },
              ],
            },
          }
        : undefined,
    configResolved(config) {
      precompile = config.command === 'build' && !storybook;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [locale, section] = id.slice(RESOLVED.length).split('/');
      if (!locale || !/^[a-z]{2}$/.test(locale) || !CATALOG_SECTIONS.some((s) => s === section)) {
        this.error(`unknown message catalog ${id.slice(RESOLVED.length)}`);
      }
      const file = path.join(rootDir, 'src', 'i18n', `${locale}.json`);
      this.addWatchFile(file);
      const catalog = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      const part = Object.entries(catalog)
        .filter(([key]) => sectionOfMessage(key) === section)
        .map(([key, text]) => [key, precompile ? parse(text) : text]);
      return `export default JSON.parse(${jsStringLiteral(JSON.stringify(Object.fromEntries(part)))});`;
    },
  };
}
