import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startDatabase, type DatabaseHandle } from '../../server/db/connect';
import { freePort } from '../../server/db/ferretdb';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/http/database-unavailable';
import { TEST_JWT_SECRET, getJson, startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn } from './profile-fixtures';

const DB = 'api_database_restart';

/** The FerretDB process itself: the child of the guard shell whose pid the data dir's lock file holds. */
function ferretdbPid(ferretDir: string): number {
  const guard = fs.readFileSync(path.join(ferretDir, 'ferretdb.pid'), 'utf8').trim();
  for (const task of fs.readdirSync(`/proc/${guard}/task`)) {
    for (const child of fs
      .readFileSync(`/proc/${guard}/task/${task}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)) {
      const argv0 = fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0')[0] ?? '';
      if (path.basename(argv0) === 'ferretdb') return Number(child);
    }
  }
  throw new Error(`no ferretdb child under the guard ${guard}`);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Its own embedded FerretDB (supervised, as `npm start` runs it), so killing it does not disturb the run's one.
describe('the embedded FerretDB after kill -9', () => {
  let dataDir: string;
  let db: DatabaseHandle;
  let app: TestApp;
  const reports: string[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-db-restart-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: dataDir,
      FERRETDB_PORT: String(await freePort()),
    });
    db = await startDatabase(config, {
      dbName: DB,
      log: () => undefined,
      report: (level, line) => reports.push(`${level} ${line}`),
      // long enough that the outage is certainly seen (the default is 0.5 s)
      restartDelayMs: 2000,
    });
    app = await startTestApp({ dbName: DB, db, seed: false });
  });

  afterAll(async () => {
    await app?.close();
    await db?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while it is down, restarts it, then serves the same route again', async () => {
    const user = await createUser();
    const token = await signIn(app, user);
    const me = client(app, token);
    expect((await me.get('/users/profile')).status).toBe(200);

    process.kill(ferretdbPid(path.join(dataDir, 'ferretdb')), 'SIGKILL');
    // A request already in flight may fail (503) or be retried by the driver across the restart (200): wait until
    // the supervisor has seen the exit, then the next request must be refused at once.
    for (let i = 0; i < 100 && reports.length === 0; i += 1) await pause(20);
    expect(reports).toEqual([
      expect.stringMatching(
        /^warn database: embedded FerretDB exited \(code \d+\); restarting in 2 s$/,
      ),
    ]);

    const started = performance.now();
    const down = await getJson(`${app.baseUrl}/api/users/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const downMs = performance.now() - started;
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(down.body).toEqual({
      success: false,
      code: 'DATABASE_UNAVAILABLE',
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
    console.log(`503 answered in ${downMs.toFixed(1)} ms while the database was down`);
    const italian = await getJson(`${app.baseUrl}/api/users/profile`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'it' },
    });
    expect(italian.status).toBe(503);
    expect(italian.body).toEqual({
      success: false,
      code: 'DATABASE_UNAVAILABLE',
      message: 'Il servizio è temporaneamente non disponibile. Riprova tra poco.',
    });
    // health still answers, and says why
    const degraded = await getJson<{ data: { database: string } }>(`${app.baseUrl}/api/health`);
    expect(degraded.status).toBe(503);
    expect(degraded.body.data.database).toBe('down');

    // Back: the supervisor restarts it and mongoose reconnects, without restarting the app.
    let status = 0;
    for (let i = 0; i < 200 && status !== 200; i += 1) {
      status = (await me.get('/users/profile')).status;
      if (status !== 200) {
        expect(status).toBe(503);
        await pause(100);
      }
    }
    expect(status).toBe(200);
    const health = await getJson<{ data: { database: string } }>(`${app.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(health.body.data.database).toBe('up');
    expect(reports).toContainEqual(
      expect.stringMatching(/^info database: embedded FerretDB is back/),
    );
  });
});
