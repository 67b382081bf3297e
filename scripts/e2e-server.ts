/**
 * The server Playwright starts (playwright.config.ts webServer): a FRESH embedded FerretDB in a temp dir on a free
 * port (or a throw-away database on MONGODB_URI when set), seeded, serving the already-built dist/ on PORT with
 * NODE_ENV=production. The temp dir (or database) is removed on exit.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { ROOT_DIR } from '../server/config';
import { freePort } from '../server/db/ferretdb';
import { reportStartupError, startServer, type RunningServer } from '../server/index';

const PREFIX = 'orabella-e2e-';

/** Temp dirs of earlier runs that were killed (SIGKILL leaves no chance to clean up). */
function removeStaleTempDirs(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = path.join(os.tmpdir(), name);
    const pidFile = path.join(dir, 'ferretdb', 'ferretdb.pid');
    let pid = 0;
    try {
      pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8'), 10) || 0;
    } catch {
      // no FerretDB ran there
    }
    let alive = false;
    if (pid > 0) {
      try {
        process.kill(pid, 0);
        alive = true;
      } catch {
        alive = false;
      }
    }
    const age = Date.now() - fs.statSync(dir).mtimeMs;
    if (!alive && age > 60_000) fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (!fs.existsSync(path.join(ROOT_DIR, 'dist', 'index.html'))) {
  console.error(
    '\nEnd-to-end tests serve the built app, and dist/ is missing: run `npm run build` first.\n',
  );
  process.exit(1);
}

removeStaleTempDirs();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
const useMongo = !!process.env.MONGODB_URI;
const dbName = useMongo ? `orabella_e2e_${Date.now()}` : undefined;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: tmp,
  PORT: process.env.PORT ?? process.env.E2E_PORT ?? '3210',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The accounts e2e reads reset emails from the development outbox (production otherwise hides it).
  OUTBOX_PAGE: process.env.OUTBOX_PAGE ?? 'true',
  FERRETDB_PORT: String(await freePort()),
  JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('base64url'),
};

const cleanupSync = () => fs.rmSync(tmp, { recursive: true, force: true });
process.on('exit', cleanupSync);

let running: RunningServer;
try {
  running = await startServer({ env, dbName, seedWhenEmpty: true, banner: false });
} catch (error) {
  reportStartupError(error);
  process.exit(1);
}
console.log(`e2e server on ${running.url} (data in ${useMongo ? `database ${dbName}` : tmp})`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    if (useMongo) await mongoose.connection.dropDatabase().catch(() => undefined);
    await running.close();
  } finally {
    cleanupSync();
    process.exit(0);
  }
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
