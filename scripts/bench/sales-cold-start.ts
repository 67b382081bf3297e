/**
 * The sales dashboard after a restart, and what a cached transaction costs in memory (issue 16), measured in one
 * process on a scratch FerretDB: `node --expose-gc --import tsx scripts/bench/sales-cold-start.ts
 * [--transactions=20000]` (a small run: ~20,000 transactions over two years seed in well under a minute).
 * - heap per cached transaction: every month bucket read into the store's copies, heap after a collection
 *   over heap before, per transaction (the cap in server/modules/sales/sale-buckets.ts assumes this);
 * - "restart" = the store's copies and kept summaries dropped, the database as it was: the year's dashboard
 *   (1) reading every month bucket, as the dashboard did before month summaries were stored, (2) the first time
 *   after the upgrade (summaries missing: built from the buckets and stored), (3) with the summaries stored.
 *   For each, the time and the longest stall of the event loop meanwhile (a 5 ms timer's worst lateness: what
 *   /api/health waits for at most), and whether (2) and (3) answer the same figures; (4) the year's
 *   transactions read as the export reads them, after a restart (the buckets, a month at a time).
 * Reported only; no budget.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { salesRanges } from '../../src/domain/sales-periods';
import { localDate } from '../../src/domain/zoned-time';
import { freePort, startFerretDB } from '../../server/db/ferretdb';
import { forgetBuckets } from '../../server/modules/sales/sale-buckets';
import { forgetSalesSummaries, salesDashboard } from '../../server/modules/sales/sales-figures';
import {
  monthBuckets,
  shopSaleMonths,
  streamSaleRecords,
} from '../../server/modules/sales/sales-store';
import { seedBenchSales } from './sales-seed';

const ZONE = 'Europe/Rome';
const transactions = Number(
  process.argv.find((arg) => arg.startsWith('--transactions='))?.split('=')[1] ?? 20_000,
);

const gc = (globalThis as { gc?: () => void }).gc;

function heapMb(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

/** Runs `task`, timing it and the event loop's longest stall meanwhile. */
async function timed<T>(
  task: () => Promise<T>,
): Promise<{ value: T; ms: number; stallMs: number }> {
  let last = performance.now();
  let stall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last - 5);
    last = now;
  }, 5);
  const started = performance.now();
  try {
    const value = await task();
    return { value, ms: performance.now() - started, stallMs: stall };
  } finally {
    clearInterval(timer);
  }
}

function restart(): void {
  forgetBuckets();
  forgetSalesSummaries();
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-sales-cold-'));
const ferret = await startFerretDB({
  dataDir: path.join(dir, 'ferretdb'),
  port: await freePort(),
  log: () => undefined,
});
try {
  await mongoose.connect(ferret.uri, { dbName: 'bench_sales_cold' });
  const seed = await seedBenchSales(mongoose.connection, { transactions });
  console.log(
    `seeded ${seed.transactions} transactions ${seed.from} → ${seed.to} in ${seed.seconds.toFixed(1)} s` +
      `${gc ? '' : ' (no --expose-gc: heap figures are rough)'}`,
  );
  const shop = { shopId: seed.shopId, timeZone: ZONE };
  const now = Date.now();
  const ranges = salesRanges({ period: 'year' }, localDate(now, ZONE));

  restart();
  const before = heapMb();
  const months = await shopSaleMonths(seed.shopId);
  const buckets = await timed(() => monthBuckets(seed.shopId, months));
  const entries = buckets.value.reduce((n, doc) => n + Object.keys(doc?.entries ?? {}).length, 0);
  const after = heapMb();
  console.log(
    `(1) every month bucket (${months.length}, ${entries} transactions): ${buckets.ms.toFixed(0)} ms, ` +
      `event loop stalled ≤ ${buckets.stallMs.toFixed(0)} ms; heap +${(after - before).toFixed(1)} MB = ` +
      `${(((after - before) * 1024 * 1024) / entries).toFixed(0)} bytes per cached transaction`,
  );

  await mongoose.connection.collection('salemonthsummaries').deleteMany({});
  restart();
  const first = await timed(() => salesDashboard(shop, ranges, 'en', now));
  console.log(
    `(2) year's dashboard, summaries missing (built and stored): ${first.ms.toFixed(0)} ms, ` +
      `event loop stalled ≤ ${first.stallMs.toFixed(0)} ms`,
  );

  restart();
  const cold = await timed(() => salesDashboard(shop, ranges, 'en', now));
  const summaries = await mongoose.connection
    .collection('salemonthsummaries')
    .find({}, { projection: { data: 1 } })
    .toArray();
  const bytes = summaries.reduce((n, doc) => n + String(doc.data).length, 0);
  console.log(
    `(3) year's dashboard after a restart, summaries stored: ${cold.ms.toFixed(0)} ms, event loop stalled ≤ ` +
      `${cold.stallMs.toFixed(0)} ms (${summaries.length} summaries, ${(bytes / summaries.length / 1024).toFixed(0)} ` +
      `KB each on average)`,
  );
  const warm = await timed(() => salesDashboard(shop, ranges, 'en', now));
  console.log(`    and again, from memory: ${warm.ms.toFixed(1)} ms`);
  const same = JSON.stringify(first.value) === JSON.stringify(cold.value);
  console.log(`    same figures as (2): ${same ? 'yes' : 'NO'}`);
  if (!same) process.exitCode = 1;

  restart();
  const streamed = await timed(async () => {
    let rows = 0;
    for await (const _record of streamSaleRecords(seed.shopId, ranges.range)) rows += 1;
    return rows;
  });
  console.log(
    `(4) the year's transactions as the export reads them (a month bucket at a time) after a restart: ` +
      `${streamed.value} in ${streamed.ms.toFixed(0)} ms, event loop stalled ≤ ${streamed.stallMs.toFixed(0)} ms`,
  );
} finally {
  await mongoose.disconnect().catch(() => undefined);
  await ferret.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
