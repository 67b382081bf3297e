/**
 * `npm start`: builds the client (`vite build`) when dist/ is missing or older than its sources, then runs the
 * server in this process (API, built app and Socket.IO on one port; embedded FerretDB unless MONGODB_URI).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../server/config';
import { main } from '../server/index';

const SOURCES = [
  'src',
  'design-system',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.ssr.config.ts',
  'package.json',
];
const SKIP = new Set(['node_modules', '.git', '.lock']);

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why a build is needed, or null when dist/ is current. */
export function buildReason(root = ROOT_DIR): string | null {
  const index = path.join(root, 'dist', 'index.html');
  const built = fs.statSync(index, { throwIfNoEntry: false })?.mtimeMs;
  if (built === undefined) return 'dist/ is missing';
  if (!fs.existsSync(path.join(root, 'dist', '.ssr', 'entry-server.js')))
    return "the server's build of the first views is missing";
  const newest = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  return newest > built ? 'sources changed since the last build' : null;
}

const reason = buildReason();
if (reason) {
  console.log(`Building the web app (${reason}): npm run build …`);
  // the browser's build, then the server's (its first views: vite.ssr.config.ts)
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('\nThe web app build failed (see above). Fix it and run `npm start` again.\n');
    process.exit(result.status ?? 1);
  }
}
await main();
