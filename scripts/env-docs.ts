/**
 * Writes the README's Environment table from the documentation on the server's env schema
 * (server/env.schema.ts) and the few variables read elsewhere (server/env.docs.ts), then formats the README
 * with Prettier. `npx tsx scripts/env-docs.ts`; tests/unit/server-config.test.ts fails while the README and
 * the schema differ, and names this command.
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { ROOT_DIR } from '../server/config';
import { envTable } from '../server/env.docs';

const readmePath = path.join(ROOT_DIR, 'README.md');
const readme = fs.readFileSync(readmePath, 'utf8');
const heading = readme.indexOf('## Environment');
const tableStart = readme.indexOf('\n|', heading) + 1;
let tableEnd = tableStart;
while (readme.startsWith('|', tableEnd)) {
  const next = readme.indexOf('\n', tableEnd);
  tableEnd = next < 0 ? readme.length : next + 1;
}
if (heading < 0 || tableStart === 0)
  throw new Error('README.md has no table under "## Environment"');

const updated = `${readme.slice(0, tableStart)}${envTable()}\n${readme.slice(tableEnd)}`;
const options = (await prettier.resolveConfig(readmePath)) ?? {};
const formatted = await prettier.format(updated, { ...options, filepath: readmePath });
if (formatted === readme) console.log('README.md: the Environment table is up to date');
else {
  fs.writeFileSync(readmePath, formatted);
  console.log('README.md: Environment table rewritten from the env schema');
}
