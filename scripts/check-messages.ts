/**
 * `npm run lint` step: every message id in the catalogs is used by some code, and every id the code uses is in
 * the catalogs. Exits 1 listing the offenders.
 *
 * Which ids count as used: the source files of src/, design-system/, server/, mocks/ and stories/ are parsed
 * with TypeScript (comments and tests do not count) and every string is read:
 * - a string literal (including JSX attributes such as id="auth.login.title") equal to a catalog id uses it;
 * - a template literal with substitutions, e.g. `booking.status.${status}` or `pages.${page}.title`, uses every
 *   id it can produce: each `${…}` stands for any text. It counts only when the text before its first `${`
 *   starts with a catalog namespace and a dot ("booking.", "pages."), so `${tone}.main` is not read as an id.
 * A string built any other way (concatenation, a prefix passed to a helper) is invisible here: write ids as
 * whole literals or as template literals with a namespace prefix.
 *
 * Which ids count as missing: a string literal shaped like a dotted id whose namespace is a catalog namespace
 * (e.g. 'auth.login.titel') that neither catalog has, and a template literal as above that produces no id.
 * Server mail templates keep their texts in their own catalogs (server/mail/templates), not in these.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['src', 'design-system', 'server', 'mocks', 'stories'];
const CATALOGS = ['src/i18n/en.json', 'src/i18n/it.json'];
const ID_SHAPE = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

function readCatalog(file: string): string[] {
  return Object.keys(JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as object);
}

function sourceFiles(): string[] {
  return SOURCE_DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => path.join(dir, file)),
  );
}

interface Found {
  literals: Map<string, string>; // text → first place seen
  templates: { pattern: RegExp; head: string; where: string }[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function collect(files: string[]): Found {
  const found: Found = { literals: new Map(), templates: [] };
  for (const file of files) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
    const where = (node: ts.Node) =>
      `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (!found.literals.has(node.text)) found.literals.set(node.text, where(node));
      } else if (ts.isTemplateExpression(node)) {
        const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        found.templates.push({
          pattern: new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`),
          head: node.head.text,
          where: where(node),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function main(): number {
  const ids = new Set(CATALOGS.flatMap(readCatalog));
  const namespaces = new Set(
    [...ids].filter((id) => id.includes('.')).map((id) => id.split('.')[0]),
  );
  const isIdHead = (head: string) => {
    const dot = head.indexOf('.');
    return dot > 0 && namespaces.has(head.slice(0, dot));
  };
  const { literals, templates } = collect(sourceFiles());
  const idTemplates = templates.filter((t) => isIdHead(t.head));

  const used = new Set<string>();
  for (const id of ids) {
    if (literals.has(id) || idTemplates.some((t) => t.pattern.test(id))) used.add(id);
  }
  const unused = [...ids].filter((id) => !used.has(id)).sort();
  const missing = [...literals]
    .filter(([text]) => ID_SHAPE.test(text) && isIdHead(text) && !ids.has(text))
    .map(([text, where]) => `${text}  (${where})`);
  const producesNothing = idTemplates
    .filter((t) => ![...ids].some((id) => t.pattern.test(id)))
    .map((t) => `${t.pattern.source}  (${t.where})`);

  const report = (title: string, lines: string[]) => {
    if (lines.length === 0) return;
    console.error(`${title} (${lines.length}):`);
    for (const line of lines) console.error(`  ${line}`);
  };
  report('Message ids no code uses (remove them from en.json and it.json)', unused);
  report('Message ids the code uses that the catalogs lack', missing);
  report('Message id templates that match no id', producesNothing);
  return unused.length + missing.length + producesNothing.length === 0 ? 0 : 1;
}

process.exitCode = main();
