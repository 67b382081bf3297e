/**
 * The booking lists alone, with the CPU they cost (`npx tsx scripts/bench/booking-list-cpu.ts [--bookings=100000]
 * [--seconds=10] [--connections=50]`): the list runs of the booking bench (bookings-load.ts: (c) a customer's
 * `GET /api/bookings?scope=upcoming`, (d) a shop owner's `GET /api/bookings`) against a copy of the seeded
 * template of booking-create-cpu.ts, with the server's CPU per list request (from /proc/<pid>/stat). A list is
 * served from memory, so the server's CPU is what bounds it: in a closed loop of 50 connections the latency is
 * about 50 / rate, and the rate about 1 / (CPU per list) while the load generator has the other core.
 * BENCH_CPU_PROF=<dir> makes the server write a V8 CPU profile when it stops (bench-http.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startFerretDB } from '../../server/db/ferretdb';
import {
  drive,
  firstLists,
  ms,
  numberArg,
  startServer,
  stopServer,
  waitForHealth,
} from './bench-http';
import { cpuSeconds, scratchCopy, seededTemplate, TEMPLATE_DB } from './booking-create-cpu';
import { signInAll } from './bookings-load';
import { benchOwnerId } from './bookings-seed';

const OWNERS = 50;

export async function benchListCpu(options: {
  bookings: number;
  seconds: number;
  connections: number;
}): Promise<void> {
  const { dir: templateDir, emails } = await seededTemplate(options.bookings);
  const ownerEmails = Array.from(
    { length: OWNERS },
    (_, i) => `${benchOwnerId(i)}@bench.orabella.test`,
  );
  const dir = scratchCopy(templateDir, 'orabella-list-cpu-');
  const ferret = await startFerretDB({
    dataDir: path.join(dir, 'ferretdb'),
    port: await freePort(),
    log: () => undefined,
  });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startServer(`${ferret.uri}${TEMPLATE_DB}`, port, path.join(dir, 'app'));
  try {
    await waitForHealth(url, child, 300_000);
    const tokens = await signInAll(url, emails);
    const ownerTokens = await signInAll(url, ownerEmails);
    for (const [who, list, listPath] of [
      ['customer', tokens, '/api/bookings?scope=upcoming'],
      ['owner', ownerTokens, '/api/bookings'],
    ] as const) {
      const first = await firstLists(url, list, listPath);
      console.log(
        `first list of each ${who} (${list.length}): median ${ms(first.median)} ms, p95 ${ms(first.p95)} ms`,
      );
    }
    for (const [who, list, listPath] of [
      ['customer', tokens, '/api/bookings?scope=upcoming'],
      ['owner', ownerTokens, '/api/bookings'],
    ] as const) {
      let n = 0;
      const next = () => ({
        method: 'GET',
        path: listPath,
        headers: { authorization: `Bearer ${list[n++ % list.length]!}` },
      });
      // a short warm-up (the optimising compiler), not counted
      await drive(url, { connections: options.connections, seconds: 2 }, next);
      const app0 = cpuSeconds(child.pid!) ?? 0;
      const client0 = process.cpuUsage();
      const load0 = os.loadavg()[0]!;
      const run = await drive(
        url,
        { connections: options.connections, seconds: options.seconds },
        next,
      );
      const app = (cpuSeconds(child.pid!) ?? 0) - app0;
      const clientUsage = process.cpuUsage(client0);
      const client = (clientUsage.user + clientUsage.system) / 1e6;
      const per = (s: number) => `${((s / Math.max(1, run.requests)) * 1000).toFixed(3)} ms`;
      console.log(
        `${who} lists: ${run.rps.toFixed(0)}/s, p50 ${ms(run.p50)} ms, p95 ${ms(run.p95)} ms, ${run.errors} errors ` +
          `(load ${load0.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}); CPU per list: app ${per(app)}, ` +
          `load client ${per(client)}`,
      );
    }
  } finally {
    await stopServer(child);
    await ferret.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('booking-list-cpu.ts')) {
  await benchListCpu({
    bookings: numberArg('bookings', 100_000),
    seconds: numberArg('seconds', 10),
    connections: numberArg('connections', 50),
  });
  process.exit(0);
}
