/**
 * Booking benchmark (`npm run bench -- --booking [--bookings=100000]`, or alone:
 * `npx tsx -e "import('./scripts/bench/bookings-load.ts').then(m=>m.benchBookings({bookings: 100000}))"`).
 * A scratch FerretDB is seeded with ~1,000 shops and the stored bookings (with their slot claims, day sheets and
 * list index documents) over the next 90 days; the real server runs as a child process against it, and
 * autocannon drives (a) `GET /api/bookings/available-slots` for random shops and dates, (b) booking creation:
 * signed-in customers POSTing distinct free times (409s counted apart from errors), (c) a customer's
 * `GET /api/bookings?scope=upcoming` and (d) a shop owner's `GET /api/bookings`. Budgets (BUDGETS below) are
 * checked at the end: over any of them the process exits non-zero.
 *
 * The hoarding limits (at most 20 upcoming bookings per customer, 3 per shop and day) would refuse most of a
 * 50-customer creation run, so creation uses CUSTOMERS distinct customers (the seeded bookings' own, who hold
 * about 10 upcoming bookings each) over CONNECTIONS connections: the limits are checked as in production.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { coveredCells, formatMinutes } from '../../src/domain/availability';
import { freePort, startFerretDB } from '../../server/db/ferretdb';
import { LoginIdentityModel, UserModel, emailIdentityId } from '../../server/models/user.model';
import { DEFAULT_PASSWORD_HASH_COST } from '../../server/env.schema';
import { hashPassword } from '../../server/modules/auth/passwords';
import {
  drive,
  firstLists,
  ms,
  printTable,
  startServer,
  stopServer,
  waitForHealth,
} from './bench-http';
import {
  benchCustomerId,
  benchOwnerId,
  gridTimes,
  seedBenchBookings,
  weekdayIndex,
  type SeededBookings,
} from './bookings-seed';

export interface BenchBookingsOptions {
  /** stored bookings (default 100,000) */
  bookings?: number;
  shops?: number;
  seconds?: number;
  connections?: number;
  customers?: number;
  owners?: number;
}

const DAYS = 90;
/** distinct signed-in customers for creation (50 × 20 upcoming would run out within seconds) */
const CUSTOMERS = 500;
/** shop owners whose lists are read */
const OWNERS = 50;
const BUDGETS = { createdPerSecond: 150, slotsP95: 50, customerListP95: 50, shopListP95: 50 };
const PASSWORD = 'Bench1234!';

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Customers (the seeded bookings' own) and shop owners written straight to the database (sign-up is not measured). */
export async function createUsers(
  count: number,
  role: 'customer' | 'shop',
  idOf: (i: number) => string,
): Promise<string[]> {
  const passwordHash = await hashPassword(PASSWORD, DEFAULT_PASSWORD_HASH_COST);
  const emails = Array.from({ length: count }, (_, i) => `${idOf(i)}@bench.orabella.test`);
  await UserModel.insertMany(
    emails.map((email, i) => ({
      _id: idOf(i),
      name: `Bench ${role} ${i}`,
      email,
      role,
      status: 'active',
    })),
  );
  await LoginIdentityModel.insertMany(
    emails.map((email, i) => ({
      _id: emailIdentityId(email),
      userId: idOf(i),
      provider: 'password',
      passwordHash,
    })),
  );
  return emails;
}

/** Access tokens for these users, signing in a few at a time (bcrypt is the cost). */
export async function signInAll(url: string, emails: readonly string[]): Promise<string[]> {
  const tokens: string[] = new Array<string>(emails.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = next++; i < emails.length; i = next++) tokens[i] = await signIn(url, emails[i]!);
    }),
  );
  return tokens;
}

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await response.json()) as { data?: { accessToken?: string } };
  if (!response.ok || !body.data?.accessToken)
    throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return body.data.accessToken;
}

/** Free times (every cell free and inside the day's hours) in random order, for the creation run. */
export function freeTimes(seed: SeededBookings, count: number) {
  const random = prng(99);
  const out: { shopId: string; serviceId: string; date: string; time: string }[] = [];
  const mine = new Set<string>();
  for (let attempt = 0; out.length < count && attempt < count * 20; attempt += 1) {
    const shop = seed.shops[Math.floor(random() * seed.shops.length)]!;
    // from the day after tomorrow: far from any minimum notice
    const date = seed.dates[1 + Math.floor(random() * (seed.dates.length - 2))]!;
    const window = shop.hours[weekdayIndex(date)];
    const service = shop.services[0];
    if (!window || !service) continue;
    const times = gridTimes(window, service.durationMinutes);
    const start = times[Math.floor(random() * times.length)];
    if (start === undefined) continue;
    const keys = coveredCells(start, service.durationMinutes).map(
      (cell) => `${shop.id}|${date}|${formatMinutes(cell)}`,
    );
    if (keys.some((key) => seed.taken.has(key) || mine.has(key))) continue;
    for (const key of keys) mine.add(key);
    out.push({ shopId: shop.id, serviceId: service.id, date, time: formatMinutes(start) });
  }
  return out;
}

type FreeTime = ReturnType<typeof freeTimes>[number];

/** The create request of the benchmark for one free time. */
export const benchBookingBody = (slot: FreeTime) => ({
  shopId: slot.shopId,
  serviceIds: [slot.serviceId],
  date: slot.date,
  time: slot.time,
  reminderHours: 24,
  customerDetails: { phone: '+393331234567', acceptTerms: true },
});

/** autocannon's requests of the creation run: each the next free time, by the next customer in turn. */
export function createRequests(free: readonly FreeTime[], tokens: readonly string[]) {
  let n = 0;
  return Object.assign(
    () => {
      const slot = free[n % free.length]!;
      const token = tokens[n % tokens.length]!;
      n += 1;
      return {
        method: 'POST',
        path: '/api/bookings',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(benchBookingBody(slot)),
      };
    },
    { sent: () => n },
  );
}

export async function benchBookings(options: BenchBookingsOptions = {}): Promise<void> {
  const total = options.bookings ?? 100_000;
  const shopCount = options.shops ?? 1_000;
  const seconds = options.seconds ?? 10;
  const connections = options.connections ?? 50;
  const customers = options.customers ?? CUSTOMERS;
  const owners = options.owners ?? OWNERS;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-bench-bookings-'));
  const ferret = await startFerretDB({
    dataDir: path.join(dir, 'ferretdb'),
    port: await freePort(),
    log: (line) => console.log(line),
  });
  const dbName = 'bench_bookings';
  let child: ChildProcess | undefined;
  try {
    await mongoose.connect(ferret.uri, { dbName });
    process.stdout.write(
      `seeding ${shopCount.toLocaleString('en')} shops and ${total.toLocaleString('en')} bookings … `,
    );
    const seed = await seedBenchBookings(mongoose.connection, {
      shops: shopCount,
      bookings: total,
      days: DAYS,
    });
    const emails = await createUsers(customers, 'customer', benchCustomerId);
    const ownerEmails = await createUsers(owners, 'shop', benchOwnerId);
    await mongoose.disconnect();
    console.log(
      `${seed.seconds.toFixed(1)} s (${seed.bookings} bookings, ${seed.claims} slot claims, ${seed.sheets} day sheets)`,
    );

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const started = Date.now();
    child = startServer(`${ferret.uri}${dbName}`, port, path.join(dir, 'app'));
    await waitForHealth(url, child, 300_000);
    console.log(`server up in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // (a) the slots endpoint: random shop, one of its services, a date in the next 90 days
    const random = prng(5);
    const slotsPath = () => {
      const shop = seed.shops[Math.floor(random() * seed.shops.length)]!;
      const service = shop.services[Math.floor(random() * shop.services.length)]!;
      const date = seed.dates[Math.floor(random() * (seed.dates.length - 5))]!;
      return {
        method: 'GET',
        path: `/api/bookings/available-slots?shopId=${shop.id}&serviceId=${encodeURIComponent(service.id)}&date=${date}`,
      };
    };
    // one request at a time first: the latency without queueing
    const single: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const t0 = performance.now();
      const probe = await fetch(`${url}${slotsPath().path}`);
      await probe.arrayBuffer();
      single.push(performance.now() - t0);
      if (!probe.ok) console.log(`  slots request answered ${probe.status}`);
    }
    single.sort((a, b) => a - b);
    console.log(`  one slots request at a time: median ${ms(single[5]!)} ms`);
    await drive(url, { connections, seconds: 2 }, slotsPath); // warm-up, not counted
    const slots = await drive(url, { connections, seconds }, slotsPath);

    // (b) creation: customers signed in first, then rotating over distinct free times
    const signInStarted = Date.now();
    const tokens = await signInAll(url, emails);
    const ownerTokens = await signInAll(url, ownerEmails);
    console.log(
      `  signed in ${tokens.length} customers and ${ownerTokens.length} owners in ${((Date.now() - signInStarted) / 1000).toFixed(1)} s`,
    );
    const free = freeTimes(seed, 40_000);
    // three bookings one at a time first (the latency without contention; the first may warm caches)
    const alone: string[] = [];
    for (const slot of free.splice(-3)) {
      const t0 = performance.now();
      const response = await fetch(`${url}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
        body: JSON.stringify(benchBookingBody(slot)),
      });
      await response.arrayBuffer();
      alone.push(`${response.status} in ${ms(performance.now() - t0)} ms`);
    }
    console.log(`  one booking at a time: ${alone.join(', ')}`);
    const createRequest = createRequests(free, tokens);
    // a slow create is a figure, not an error: give it 30 s before autocannon gives up on it
    const creation = await drive(url, { connections, seconds, timeoutSeconds: 30 }, createRequest);
    if (createRequest.sent() > free.length)
      console.log(
        `  note: ${createRequest.sent()} requests for ${free.length} free times (reused)`,
      );

    // (c) a customer's upcoming bookings, (d) a shop owner's list (all their shop's bookings, newest first).
    // A list is served from memory once its documents and page were read (booking-index-store.ts); the first
    // list of each user after start-up reads them from the database: timed apart, then the steady state is run.
    for (const [who, list, path] of [
      ['customer', tokens, '/api/bookings?scope=upcoming'],
      ['owner', ownerTokens, '/api/bookings'],
    ] as const) {
      const first = await firstLists(url, list, path);
      console.log(
        `  first list of each ${who} (${list.length}, 10 at a time, from the database): median ${ms(first.median)} ms, p95 ${ms(first.p95)} ms, ${first.seconds.toFixed(1)} s in all`,
      );
    }
    let c = 0;
    const customerList = await drive(url, { connections, seconds }, () => ({
      method: 'GET',
      path: '/api/bookings?scope=upcoming',
      headers: { authorization: `Bearer ${tokens[c++ % tokens.length]!}` },
    }));
    let o = 0;
    const shopList = await drive(url, { connections, seconds }, () => ({
      method: 'GET',
      path: '/api/bookings',
      headers: { authorization: `Bearer ${ownerTokens[o++ % ownerTokens.length]!}` },
    }));

    printTable(
      [
        ['(a) GET available-slots', slots],
        ['(b) POST /api/bookings', creation],
        ['(c) GET /api/bookings (customer)', customerList],
        ['(d) GET /api/bookings (shop owner)', shopList],
      ],
      `${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(
          ' ',
        )}; ${seed.bookings.toLocaleString('en')} stored bookings on ${shopCount} shops; ` +
        `${connections} connections, (b) ${customers} customers, (d) ${owners} owners, ${seconds} s each`,
    );
    const createdPerSecond = creation.created / seconds;
    console.log(
      `booking creation: ${createdPerSecond.toFixed(1)} bookings/s, p95 ${ms(creation.p95)} ms, ` +
        `${creation.conflicts} × 409, ${creation.errors} errors; slots p95 ${ms(slots.p95)} ms; ` +
        `lists p95: customer ${ms(customerList.p95)} ms, shop ${ms(shopList.p95)} ms`,
    );
    const over = [
      createdPerSecond < BUDGETS.createdPerSecond &&
        `creation ${createdPerSecond.toFixed(1)}/s < ${BUDGETS.createdPerSecond}/s`,
      !(slots.p95 <= BUDGETS.slotsP95) && `slots p95 ${ms(slots.p95)} ms > ${BUDGETS.slotsP95} ms`,
      !(customerList.p95 <= BUDGETS.customerListP95) &&
        `customer list p95 ${ms(customerList.p95)} ms > ${BUDGETS.customerListP95} ms`,
      !(shopList.p95 <= BUDGETS.shopListP95) &&
        `shop list p95 ${ms(shopList.p95)} ms > ${BUDGETS.shopListP95} ms`,
      ...[slots, creation, customerList, shopList].map(
        (f, i) => f.errors > 0 && `${'abcd'[i]}: ${f.errors} errors`,
      ),
    ].filter((line): line is string => typeof line === 'string');
    if (over.length > 0) {
      console.log(`OVER BUDGET: ${over.join('; ')}`);
      process.exitCode = 1;
    } else console.log('all booking budgets met');
  } finally {
    if (child) await stopServer(child);
    await mongoose.disconnect().catch(() => undefined);
    await ferret.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
