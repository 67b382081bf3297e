/**
 * `npm run bench`: figures, and a non-zero exit code when a budget is missed.
 *  (a) gzip size of the JavaScript the home route loads — a production build with a manifest into a temp dir; the
 *      entry chunk and its static imports, plus the lazily loaded home page chunk and its static imports — against
 *      the 170 KB budget (exit code 1 over it), and no form validation (yup) in the first load of home, search
 *      or a shop's booking page (scripts/bench/page-closures.ts);
 *  (b) the real server's resident memory (RSS) after start and after 1,000 requests to /api/health and
 *      /api/shops/featured, on a temp embedded FerretDB on 127.0.0.1 (bounded in time);
 *  (c) shop search latency and throughput at 1,000 / 10,000 / 50,000 shops (scripts/bench-search.ts);
 *  (d) slot computation for a shop with 10 staff over 90 days (scripts/bench/slots-compute.ts);
 *  (e) the slots endpoint p95 at 50 connections with 100,000 stored bookings, and booking creation throughput
 *      (scripts/bench/bookings-load.ts);
 *  (f) FerretDB find/update by _id with 100,000 documents, against a 20 ms median budget (scripts/bench-ferretdb.ts);
 *  (g) Lighthouse (mobile preset) on /, /search and /booking/:id of the built app, against the LCP, TBT, CLS and
 *      score targets (scripts/bench/lighthouse.ts; exit code 1 over any of them);
 *  (h) the shop overview: dashboard, performance and calendar-week p95 for one shop with 20,000 bookings over two
 *      years, against a 50 ms budget (scripts/bench/shop-dashboard-load.ts; exit code 1 over it);
 *  (i) sales: dashboard p95 for one shop with 50,000 transactions over two years (100 ms budget), and the time and
 *      the server's peak memory of a year's CSV, XLSX and PDF export (scripts/bench/sales.ts; exit code 1 over).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT_DIR } from '../server/config';
import { freePort } from '../server/db/ferretdb';
import { benchFerretDB } from './bench-ferretdb';
import { benchSearch } from './bench-search';
import { landingPagesFreeOfFormValidation } from './bench/page-closures';

const BUDGET_KB = 170;
const REQUESTS = 1000;
const CONCURRENCY = 10;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk and everything it imports statically, depth first, each key once. */
function staticClosure(manifest: Manifest, key: string, seen: Set<string>): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const out = [key];
  for (const dep of manifest[key].imports ?? []) out.push(...staticClosure(manifest, dep, seen));
  return out;
}

/** Prints the figures; false when the build failed or the total is over the budget. */
function bundleSize(): boolean {
  console.log('\n== (a) JavaScript loaded by the home route (gzip) ==');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-bench-build-'));
  try {
    const vite = path.join(ROOT_DIR, 'node_modules', '.bin', 'vite');
    console.log('vite build --manifest (temp outDir) …');
    const build = spawnSync(
      vite,
      ['build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: ROOT_DIR,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    if (build.status !== 0) {
      console.log(
        `build failed (exit ${build.status}); no bundle figures.\n${(build.stderr || build.stdout).slice(-2000)}`,
      );
      return false;
    }
    const manifest = JSON.parse(
      fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entryKey) {
      console.log('no entry chunk in the manifest');
      return false;
    }
    const seen = new Set<string>();
    const rows: { part: string; file: string; gzip: number }[] = [];
    const add = (part: string, keys: string[]) => {
      for (const key of keys) {
        const file = manifest[key]!.file;
        if (!file.endsWith('.js')) continue;
        rows.push({
          part,
          file,
          gzip: gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length,
        });
      }
    };
    add('entry', staticClosure(manifest, entryKey, seen));

    // The home page: a dynamic import (of the entry or of a chunk it loads) whose source or name says "home".
    const dynamicKeys = new Set<string>();
    for (const key of [...seen])
      for (const dyn of manifest[key]?.dynamicImports ?? []) dynamicKeys.add(dyn);
    const homeKeys = [...dynamicKeys].filter(
      (key) => /home/i.test(key) || /home/i.test(manifest[key]?.name ?? ''),
    );
    if (homeKeys.length === 0) {
      console.log(
        `(no lazily loaded chunk matching /home/i among ${dynamicKeys.size} dynamic imports: home is in the entry or not built yet)`,
      );
    }
    for (const key of homeKeys) add(`home (${key})`, staticClosure(manifest, key, seen));
    // The active language's catalog is loaded before the first render, so it belongs to what home loads.
    const catalogKey = [...dynamicKeys].find((key) => /catalog[:/]en\/core$/.test(key));
    if (catalogKey) add('catalog (en)', staticClosure(manifest, catalogKey, seen));

    const width = Math.max(...rows.map((r) => r.file.length), 10);
    for (const row of rows)
      console.log(`  ${row.file.padEnd(width)}  ${kb(row.gzip).padStart(9)}  ${row.part}`);
    const total = rows.reduce((sum, r) => sum + r.gzip, 0);
    const status = total <= BUDGET_KB * 1024 ? 'within' : 'OVER';
    console.log(
      `  ${'total'.padEnd(width)}  ${kb(total).padStart(9)}  ${status} the ${BUDGET_KB} KB budget (${((total / (BUDGET_KB * 1024)) * 100).toFixed(0)}%)`,
    );
    const freeOfForms = landingPagesFreeOfFormValidation(manifest, outDir, entryKey);
    return total <= BUDGET_KB * 1024 && freeOfForms;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/** (g) Lighthouse on the built app; false over a target or when it could not measure. */
async function lighthouse(argv: string[]): Promise<boolean> {
  const { benchLighthouse } = await import('./bench/lighthouse');
  return benchLighthouse(argv);
}

function rssKb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The FerretDB process: the child of the guard shell (pid in the lock file) whose argv[0] is the binary. */
function ferretdbPid(dataDir: string): number | null {
  try {
    const guard = Number.parseInt(
      fs.readFileSync(path.join(dataDir, 'ferretdb', 'ferretdb.pid'), 'utf8'),
      10,
    );
    for (const task of fs.readdirSync(`/proc/${guard}/task`)) {
      for (const child of fs
        .readFileSync(`/proc/${guard}/task/${task}/children`, 'utf8')
        .trim()
        .split(/\s+/)) {
        const argv0 = fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0')[0] ?? '';
        if (path.basename(argv0) === 'ferretdb') return Number(child);
      }
    }
  } catch {
    // not on Linux, or gone
  }
  return null;
}

const mb = (kib: number | null) => (kib === null ? 'n/a' : `${(kib / 1024).toFixed(1)} MB`);

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy in time');
}

async function serverMemory(): Promise<void> {
  console.log('\n== (b) server memory (RSS) ==');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-bench-data-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT_DIR, 'server', 'index.ts')],
    {
      cwd: ROOT_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        FERRETDB_PORT: String(await freePort()),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        MONGODB_URI: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const hardStop = setTimeout(() => child.kill('SIGKILL'), 180_000);
  try {
    const started = Date.now();
    await waitForHealth(url, child, 120_000);
    console.log(
      `server up in ${((Date.now() - started) / 1000).toFixed(1)} s (embedded FerretDB, seeded, NODE_ENV=production)`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const pid = child.pid!;
    const dbPid = ferretdbPid(dataDir);
    console.log(
      `  after start:          node ${mb(rssKb(pid))}   ferretdb ${mb(dbPid ? rssKb(dbPid) : null)}`,
    );

    const paths = [
      '/api/health',
      '/api/shops/featured',
      '/api/shops/featured?limit=50&latitude=41.9&longitude=12.49',
    ];
    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const deadline = Date.now() + 120_000;
    const t0 = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS && Date.now() < deadline) {
          const i = next++;
          const start = performance.now();
          try {
            const response = await fetch(`${url}${paths[i % paths.length]}`);
            await response.arrayBuffer();
            if (!response.ok) failures += 1;
          } catch {
            failures += 1;
          }
          latencies.push(performance.now() - start);
        }
      }),
    );
    const seconds = (Date.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(
        1,
      );
    console.log(
      `  ${latencies.length} requests (${CONCURRENCY} at a time) in ${seconds.toFixed(1)} s: ${(latencies.length / seconds).toFixed(0)} req/s, ` +
        `p50 ${pct(50)} ms, p95 ${pct(95)} ms, ${failures} failed`,
    );
    console.log(
      `  after ${latencies.length} requests: node ${mb(rssKb(pid))}   ferretdb ${mb(dbPid ? rssKb(dbPid) : null)}`,
    );
  } catch (error) {
    console.log(`could not measure: ${(error as Error).message}\n${stderr}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(null);
      else child.once('exit', resolve);
    });
    clearTimeout(hardStop);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** (d) slot computation in process and (e) the slots endpoint and booking creation against a real server. */
async function benchBooking(argv: string[]): Promise<void> {
  console.log('\n== (d) slot computation: 10 staff, 3 calendar months + 90 days of slots ==');
  const { benchSlotCompute } = await import('./bench/slots-compute');
  await benchSlotCompute();
  console.log('\n== (e) slots endpoint and booking creation with 100,000 bookings stored ==');
  const bookings = Number(/--bookings=(\d+)/.exec(argv.join(' '))?.[1] ?? 100_000);
  const { benchBookings } = await import('./bench/bookings-load');
  await benchBookings({ bookings });
}

// `npm run bench -- --bundle` measures only the bundle (quick while trimming it);
// `npm run bench -- --search [--sizes=1000,10000]` only the search benchmark (scripts/bench-search.ts);
// `npm run bench -- --booking [--bookings=100000]` only the booking benchmarks;
// `npm run bench -- --ferretdb [--docs=100000] [--binary=path]` only the _id lookups (exit code 1 over budget);
/** (h) the shop overview endpoints; false over the budget. */
async function shopDashboard(argv: string[]): Promise<boolean> {
  console.log(
    '\n== (h) shop overview: dashboard, performance and calendar week, 20,000 bookings ==',
  );
  const bookings = Number(/--dashboard-bookings=(\d+)/.exec(argv.join(' '))?.[1] ?? 20_000);
  const { benchShopDashboard } = await import('./bench/shop-dashboard-load');
  return benchShopDashboard({ bookings });
}

/** (i) the sales dashboard and exports; false over a budget. */
async function sales(argv: string[]): Promise<boolean> {
  const transactions = Number(/--sales-transactions=(\d+)/.exec(argv.join(' '))?.[1] ?? 50_000);
  console.log(
    `\n== (i) sales: dashboard and a year's export, ${transactions.toLocaleString('en')} transactions ==`,
  );
  const { benchSales } = await import('./bench/sales');
  return benchSales({ transactions });
}

// `npm run bench -- --dashboard [--dashboard-bookings=20000]` only the shop overview (exit code 1 over budget);
// `npm run bench -- --sales [--sales-transactions=50000]` only the sales benchmark (exit code 1 over budget);
// `npm run bench -- --lighthouse [--lighthouse-runs=5] [--lighthouse-pages=home,search,booking] [--lighthouse-save=dir]`
// only the Lighthouse run, median of 5 per page by default
// (exit code 1 over a target).
if (process.argv.includes('--dashboard')) {
  if (!(await shopDashboard(process.argv))) process.exitCode = 1;
} else if (process.argv.includes('--sales')) {
  if (!(await sales(process.argv))) process.exitCode = 1;
} else if (process.argv.includes('--lighthouse')) {
  if (!(await lighthouse(process.argv))) process.exitCode = 1;
} else if (process.argv.includes('--ferretdb')) {
  await benchFerretDB(process.argv);
} else if (process.argv.includes('--search')) {
  await benchSearch(process.argv);
} else if (process.argv.includes('--booking')) {
  await benchBooking(process.argv);
} else {
  if (!bundleSize()) process.exitCode = 1;
  if (!process.argv.includes('--bundle')) {
    await serverMemory();
    await benchSearch(process.argv);
    await benchBooking(process.argv);
    await benchFerretDB(process.argv);
    if (!(await shopDashboard(process.argv))) process.exitCode = 1;
    if (!(await sales(process.argv))) process.exitCode = 1;
    if (!(await lighthouse(process.argv))) process.exitCode = 1;
  }
}
