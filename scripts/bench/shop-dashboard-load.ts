/**
 * Overview benchmark (`npm run bench -- --dashboard [--dashboard-bookings=20000]`): one shop with 20,000 bookings
 * over two years (scripts/bench/shop-dashboard-seed.ts) on a scratch FerretDB, the real server as a child process,
 * its owner signed in. Measured cold (`refresh=true`, so every request computes its figures; the server's index
 * documents stay in memory as in production): GET /api/shops/:id/dashboard, /performance for each period, and
 * the calendar week (`GET /api/shops/:id/calendar?start=<monday>&days=7`, the calendar tab's read; measured when
 * the server has it). One request at a time (the latency a user sees), then 10 connections for a few seconds.
 * Budget: p95 ≤ 50 ms one at a time; over it the process exits non-zero.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { shopToday } from '../../src/domain/availability';
import { weekStart } from '../../src/domain/shop-dashboard-figures';
import { freePort, startFerretDB } from '../../server/db/ferretdb';
import { drive, ms, startServer, stopServer, waitForHealth } from './bench-http';
import { seedBenchShop } from './shop-dashboard-seed';
import { BENCH_OWNER_PASSWORD, createBenchOwner } from './bench-owner';

const BUDGET_P95_MS = 50;
const SEQUENTIAL = 100;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_OWNER_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { accessToken?: string } };
  if (!body.data?.accessToken) throw new Error(`owner sign-in failed: ${response.status}`);
  return body.data.accessToken;
}

/** `count` requests one after the other; null when the endpoint does not answer 200. */
async function sequential(url: string, token: string, route: string, count: number) {
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    const response = await fetch(`${url}${route}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    if (response.status !== 200) return { status: response.status, latencies: [] };
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  return { status: 200, latencies };
}

/** Seeds, starts the server, measures; false when a p95 is over the budget or the run failed. */
export async function benchShopDashboard(options: { bookings?: number } = {}): Promise<boolean> {
  const total = options.bookings ?? 20_000;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-bench-dashboard-'));
  const ferret = await startFerretDB({
    dataDir: path.join(dir, 'ferretdb'),
    port: await freePort(),
    log: (line) => console.log(line),
  });
  const dbName = 'bench_dashboard';
  let child: ChildProcess | undefined;
  let withinBudget = true;
  try {
    await mongoose.connect(ferret.uri, { dbName });
    process.stdout.write(`seeding one shop with ${total.toLocaleString('en')} bookings … `);
    const seed = await seedBenchShop(mongoose.connection, { bookings: total });
    const email = await createBenchOwner(seed.ownerId);
    await mongoose.disconnect();
    console.log(
      `${seed.seconds.toFixed(1)} s (${seed.bookings} bookings ${seed.from} → ${seed.to}, ${seed.reviews} reviews)`,
    );

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = startServer(`${ferret.uri}${dbName}`, port, path.join(dir, 'app'));
    await waitForHealth(url, child, 300_000);
    const token = await signIn(url, email);
    const shop = `/api/shops/${seed.shopId}`;
    const monday = weekStart(shopToday(new Date(), 'Europe/Rome'));
    const routes: [string, string][] = [
      ['dashboard', `${shop}/dashboard?refresh=true`],
      ['performance (week)', `${shop}/performance?period=week&refresh=true`],
      ['performance (month)', `${shop}/performance?period=month&refresh=true`],
      ['performance (quarter)', `${shop}/performance?period=quarter&refresh=true`],
      ['performance (year)', `${shop}/performance?period=year&refresh=true`],
      // the calendar tab's week (its own endpoint); reported as not measured while the server lacks it
      ['calendar week', `${shop}/calendar?start=${monday}&days=7`],
    ];
    // the first request of a kind loads the shop's index documents into memory: not counted
    for (const [, route] of routes)
      await fetch(`${url}${route}`, { headers: { authorization: `Bearer ${token}` } });

    console.log(
      `  one request at a time (${SEQUENTIAL} each, cold figures), then 10 connections for 3 s:`,
    );
    for (const [name, route] of routes) {
      const run = await sequential(url, token, route, SEQUENTIAL);
      if (run.status !== 200) {
        console.log(`  ${name.padEnd(22)} not measured: the server answered ${run.status}`);
        continue;
      }
      const p95 = percentile(run.latencies, 95);
      const loaded = await drive(url, { connections: 10, seconds: 3 }, () => ({
        method: 'GET',
        path: route,
        headers: { authorization: `Bearer ${token}` },
      }));
      const over = p95 > BUDGET_P95_MS;
      if (over) withinBudget = false;
      console.log(
        `  ${name.padEnd(22)} p50 ${ms(percentile(run.latencies, 50))} ms  p95 ${ms(p95)} ms ` +
          `${over ? 'OVER' : 'within'} the ${BUDGET_P95_MS} ms budget  |  10 connections: ` +
          `${loaded.rps.toFixed(0)} req/s, p95 ${ms(loaded.p95)} ms, ${loaded.errors} errors`,
      );
    }
  } catch (error) {
    console.log(`could not measure: ${(error as Error).message}`);
    withinBudget = false;
  } finally {
    if (child) await stopServer(child);
    await ferret.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return withinBudget;
}
