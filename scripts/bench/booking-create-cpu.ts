/**
 * Booking creation alone, with the CPU it costs (`npx tsx scripts/bench/booking-create-cpu.ts [--bookings=100000]
 * [--creates=1500] [--connections=50]`): the creation run of the booking bench (bookings-load.ts: 1,000 shops, 500
 * signed-in customers, distinct free times), plus the CPU seconds the server process and the FerretDB process spent
 * per created booking (from /proc/<pid>/stat, before and after the run). On a shared machine the wall-clock rate
 * follows the load; the CPU per booking does not, and bounds the rate: on two cores the server and FerretDB run side
 * by side, so the rate is at most 1 / max(app, ferretdb) per second while neither core waits on the other, and
 * 2 / (app + ferretdb) when both share the cores.
 *
 * The seeded database is kept as a template (in the system temp dir, per day and size) and copied for each run,
 * so a second run skips the minutes of seeding.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { shopToday } from '../../src/domain/availability';
import { freePort, installFerretDB, startFerretDB } from '../../server/db/ferretdb';
import { drive, ms, numberArg, startServer, stopServer, waitForHealth } from './bench-http';
import { createRequests, createUsers, freeTimes, signInAll } from './bookings-load';
import {
  benchCustomerId,
  benchOwnerId,
  seedBenchBookings,
  type SeededBookings,
} from './bookings-seed';

const CUSTOMERS = 500;
export const TEMPLATE_DB = 'bench_bookings';
const TICKS = 100; // USER_HZ on Linux

/** utime + stime of a process and its threads, in seconds (null when /proc cannot tell) */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return null;
  }
}

/** The FerretDB binary's pid: the guard shell's child whose command line names ferretdb. */
function ferretPid(guardPid: number): number {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === guardPid && cmd.includes('ferretdb')) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return guardPid;
}

/** FerretDB's requests so far, per command (from its Prometheus counters). */
async function commandCounts(url: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const text = await (await fetch(url)).text();
  for (const line of text.split('\n')) {
    const match = /^ferretdb_client_requests_total\{([^}]*)\} (\S+)$/.exec(line);
    const command = match && /command="([^"]+)"/.exec(match[1]!)?.[1];
    if (command) counts.set(command, (counts.get(command) ?? 0) + Number(match[2]));
  }
  return counts;
}

/**
 * The server's commands so far per `<command> <collection>`, when it runs with scripts/bench/count-commands.mjs
 * preloaded (BENCH_COUNT_COMMANDS=<file>: see that file), else null.
 */
function commandsByCollection(): Record<string, number> | null {
  const file = process.env.BENCH_COUNT_COMMANDS;
  if (!file) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>;
  } catch {
    return null;
  }
}

export interface Template {
  dir: string;
  seed: SeededBookings;
  emails: string[];
}

/** The seeded database of today, made once (minutes) and reused. */
export async function seededTemplate(bookings: number): Promise<Template> {
  const today = shopToday(new Date(), 'Europe/Rome');
  const dir = path.join(os.tmpdir(), `orabella-create-template-${bookings}-${today}`);
  const meta = path.join(dir, 'seed.json');
  const emails = Array.from(
    { length: CUSTOMERS },
    (_, i) => `${benchCustomerId(i)}@bench.orabella.test`,
  );
  if (fs.existsSync(meta)) {
    const stored = JSON.parse(fs.readFileSync(meta, 'utf8')) as SeededBookings & {
      taken: string[];
    };
    return { dir, seed: { ...stored, taken: new Set(stored.taken) }, emails };
  }
  fs.rmSync(dir, { recursive: true, force: true });
  const ferret = await startFerretDB({
    dataDir: path.join(dir, 'ferretdb'),
    port: await freePort(),
    log: () => undefined,
  });
  try {
    await mongoose.connect(ferret.uri, { dbName: TEMPLATE_DB });
    console.log(`seeding 1,000 shops and ${bookings.toLocaleString('en')} bookings …`);
    const seed = await seedBenchBookings(mongoose.connection, {
      shops: 1_000,
      bookings,
      days: 90,
    });
    await createUsers(CUSTOMERS, 'customer', benchCustomerId);
    await createUsers(50, 'shop', benchOwnerId);
    await mongoose.disconnect();
    fs.writeFileSync(meta, JSON.stringify({ ...seed, taken: [...seed.taken] }));
    return { dir, seed, emails };
  } finally {
    await ferret.stop();
  }
}

/** A scratch directory holding a copy of the template's database files, for a run to write into. */
export function scratchCopy(templateDir: string, prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(path.join(templateDir, 'ferretdb'), path.join(dir, 'ferretdb'), { recursive: true });
  fs.rmSync(path.join(dir, 'ferretdb', 'ferretdb.pid'), { force: true });
  return dir;
}

export async function benchCreateCpu(options: {
  bookings: number;
  creates: number;
  connections: number;
}): Promise<void> {
  const { dir: templateDir, seed, emails } = await seededTemplate(options.bookings);
  const dir = scratchCopy(templateDir, 'orabella-create-cpu-');
  // FerretDB with its debug handler on, for its per-command counters (a later flag wins over the default's)
  const metricsPort = await freePort();
  const wrapper = path.join(dir, 'ferretdb-metrics.sh');
  fs.writeFileSync(
    wrapper,
    `#!/bin/sh\nexec ${await installFerretDB({ log: () => undefined })} "$@" --debug-addr=127.0.0.1:${metricsPort}\n`,
    { mode: 0o755 },
  );
  const ferret = await startFerretDB({
    dataDir: path.join(dir, 'ferretdb'),
    port: await freePort(),
    binaryPath: wrapper,
    log: () => undefined,
  });
  const commands = () => commandCounts(`http://127.0.0.1:${metricsPort}/debug/metrics`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startServer(`${ferret.uri}${TEMPLATE_DB}`, port, path.join(dir, 'app'));
  try {
    await waitForHealth(url, child, 300_000);
    const tokens = await signInAll(url, emails);
    const createRequest = createRequests(freeTimes(seed, 40_000), tokens);
    // three alone first (the first warms what a create reads once per process)
    for (let i = 0; i < 3; i += 1) {
      const { path: url0, ...init } = createRequest();
      await (await fetch(`${url}${url0}`, init)).arrayBuffer();
    }
    const ferretdb = ferretPid(ferret.pid);
    const app0 = cpuSeconds(child.pid!);
    const db0 = cpuSeconds(ferretdb);
    const client0 = process.cpuUsage();
    const commands0 = await commands();
    const byCollection0 = commandsByCollection();
    const load0 = os.loadavg()[0]!;
    const t0 = performance.now();
    // BENCH_FERRETDB_PPROF=<file>: a Go CPU profile of FerretDB over the first 20 s of the run
    const pprof = process.env.BENCH_FERRETDB_PPROF;
    const profiled = pprof
      ? fetch(`http://127.0.0.1:${metricsPort}/debug/pprof/profile?seconds=20`)
          .then(async (response) =>
            fs.writeFileSync(pprof, Buffer.from(await response.arrayBuffer())),
          )
          .catch((error: unknown) => console.log(`FerretDB profile failed: ${String(error)}`))
      : null;
    const run = await drive(
      url,
      { connections: options.connections, amount: options.creates, timeoutSeconds: 60 },
      createRequest,
    );
    const seconds = (performance.now() - t0) / 1000;
    await profiled;
    const app = (cpuSeconds(child.pid!) ?? 0) - (app0 ?? 0);
    const db = (cpuSeconds(ferretdb) ?? 0) - (db0 ?? 0);
    const clientUsage = process.cpuUsage(client0);
    const commands1 = await commands();
    // the server writes its counts every 100 ms
    if (process.env.BENCH_COUNT_COMMANDS) await new Promise((resolve) => setTimeout(resolve, 300));
    const byCollection1 = commandsByCollection();
    const client = (clientUsage.user + clientUsage.system) / 1e6;
    const perBooking = (s: number) => `${((s / Math.max(1, run.created)) * 1000).toFixed(2)} ms`;
    console.log(
      `created ${run.created} of ${run.requests} in ${seconds.toFixed(1)} s: ${(run.created / seconds).toFixed(1)}/s, ` +
        `p95 ${ms(run.p95)} ms, ${run.conflicts} × 409, ${run.limited} × 429, ${run.errors} errors ` +
        `(load ${load0.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)})`,
    );
    console.log(
      `CPU per created booking: app ${perBooking(app)}, FerretDB ${perBooking(db)}, load client ${perBooking(client)} ` +
        `(in all: app ${app.toFixed(2)} s, FerretDB ${db.toFixed(2)} s, client ${client.toFixed(2)} s)`,
    );
    const perCreate = [...commands1]
      .map(
        ([name, count]) =>
          [name, (count - (commands0.get(name) ?? 0)) / Math.max(1, run.created)] as const,
      )
      .filter(([, count]) => count >= 0.005)
      .sort((a, b) => b[1] - a[1]);
    console.log(
      `database commands per created booking: ${perCreate.reduce((sum, [, n]) => sum + n, 0).toFixed(2)} ` +
        `(${perCreate.map(([name, n]) => `${name} ${n.toFixed(2)}`).join(', ')})`,
    );
    if (byCollection0 && byCollection1) {
      const rows = Object.entries(byCollection1)
        .map(
          ([name, n]) =>
            [name, (n - (byCollection0[name] ?? 0)) / Math.max(1, run.created)] as const,
        )
        .filter(([, n]) => n >= 0.005)
        .sort((a, b) => b[1] - a[1]);
      console.log(
        `  by collection: ${rows.map(([name, n]) => `${name} ${n.toFixed(2)}`).join(', ')}`,
      );
    }
    const cores = os.cpus().length;
    const bound = run.created / Math.max(0.001, app, db);
    const shared = (cores * run.created) / Math.max(0.001, app + db + client);
    console.log(
      `bound: ${bound.toFixed(0)}/s (the busier process on a core of its own), ` +
        `${shared.toFixed(0)}/s (server, FerretDB and client sharing ${cores} cores)`,
    );
  } finally {
    await stopServer(child);
    await ferret.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('booking-create-cpu.ts')) {
  await benchCreateCpu({
    bookings: numberArg('bookings', 100_000),
    creates: numberArg('creates', 1500),
    connections: numberArg('connections', 50),
  });
  process.exit(0);
}
