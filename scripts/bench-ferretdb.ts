/**
 * `npm run bench -- --ferretdb [--docs=100000] [--samples=200] [--binary=/path/to/ferretdb]`: lookups and updates by `_id` on the
 * embedded FerretDB with 100,000 documents in one collection, against a budget (median ≤ 20 ms each). On the SQLite
 * backend an `_id` lookup is only fast when it uses the unique _id index, which needs our patch
 * (scripts/patches/ferretdb-v1.24.2-sqlite-id-index.patch); without it every lookup scans the table, which is what
 * this bench exists to catch. `--binary` measures another build (e.g. an unpatched one, for comparison).
 * Over budget, the bench exits with code 1.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Types } from 'mongoose';
import { freePort, startFerretDB } from '../server/db/ferretdb';

export const ID_LOOKUP_BUDGET_MS = 20;
const BATCH = 2000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** A booking-sized document (~400 bytes of JSON), so the table is as wide as a real one. */
function document(i: number) {
  const start = new Date(Date.UTC(2026, 0, 1) + (i % 50_000) * 30 * 60_000);
  return {
    _id: new Types.ObjectId(),
    shopId: new Types.ObjectId(),
    customerId: new Types.ObjectId(),
    staffId: new Types.ObjectId(),
    serviceIds: [new Types.ObjectId()],
    start,
    end: new Date(start.getTime() + 45 * 60_000),
    status: i % 7 === 0 ? 'cancelled' : 'confirmed',
    priceCents: 3500 + (i % 40) * 100,
    note: `bench booking ${i}`,
    createdAt: start,
    updatedAt: start,
  };
}

async function timed(count: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    await run(i);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

export async function benchFerretDB(argv: string[]): Promise<void> {
  const docs = Number(/--docs=(\d+)/.exec(argv.join(' '))?.[1] ?? 100_000);
  const binaryPath = /--binary=(\S+)/.exec(argv.join(' '))?.[1];
  // an unpatched build scans the table on every lookup (about a second each): measure it with fewer samples
  const SAMPLES = Number(/--samples=(\d+)/.exec(argv.join(' '))?.[1] ?? 200);
  console.log(
    `\n== (f) FerretDB: find and update by _id with ${docs.toLocaleString('en')} documents ==`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-bench-ferretdb-'));
  const ferret = await startFerretDB({
    dataDir,
    port: await freePort(),
    binaryPath,
    log: (line) => console.log(line),
  });
  const connection = mongoose.createConnection(ferret.uri, { dbName: 'bench_ferretdb' });
  try {
    await connection.asPromise();
    const info = await connection.db!.admin().command({ buildInfo: 1 });
    console.log(
      `  FerretDB ${String(info.ferretdbVersion)}${binaryPath ? ` (${binaryPath})` : ''}`,
    );
    const collection = connection.db!.collection('bookings');
    const ids: Types.ObjectId[] = [];
    const t0 = Date.now();
    for (let i = 0; i < docs; i += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, docs - i) }, (_, k) => document(i + k));
      for (const doc of batch) ids.push(doc._id);
      await collection.insertMany(batch, { ordered: false });
    }
    console.log(`  inserted in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    // Spread over the whole table (a scan finds early rows sooner, so sample everywhere).
    const pick = (i: number) => ids[Math.floor(((i + 0.5) / SAMPLES) * ids.length)]!;
    const finds = await timed(SAMPLES, (i) => collection.findOne({ _id: pick(i) }));
    const updates = await timed(SAMPLES, (i) =>
      collection.updateOne({ _id: pick(i) }, { $set: { note: `updated ${i}` } }),
    );
    let over = false;
    for (const [label, times] of [
      ['findOne({ _id })  ', finds],
      ['updateOne({ _id })', updates],
    ] as const) {
      const median = percentile(times, 50);
      const within = median <= ID_LOOKUP_BUDGET_MS;
      over ||= !within;
      console.log(
        `  ${label}  median ${median.toFixed(2)} ms   p95 ${percentile(times, 95).toFixed(2)} ms   max ${times.at(-1)!.toFixed(2)} ms   ` +
          `${within ? 'within' : 'OVER'} the ${ID_LOOKUP_BUDGET_MS} ms budget (${SAMPLES} samples)`,
      );
    }
    if (over) {
      console.log('  FAILED: _id lookups are over budget (is the FerretDB build patched?)');
      process.exitCode = 1;
    }
  } finally {
    await connection.close().catch(() => undefined);
    await ferret.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
