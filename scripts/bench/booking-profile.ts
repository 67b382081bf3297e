/**
 * Where the time of one booking goes (`npx tsx scripts/bench/booking-profile.ts [--creates=5] [--concurrent=50]
 * [--template]`):
 * a scratch FerretDB seeded like the booking bench, the real services in this process (bookings with the email
 * listener, as server/index.ts links them), and every database command of a few creates, one at a time, with its
 * round-trip time, in order. Commands sent after the create returned (the email's outbox write) are listed apart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import type { CommandStartedEvent, CommandSucceededEvent, CommandFailedEvent } from 'mongodb';
import { createServices } from '../../server/app';
import { loadConfig } from '../../server/config';
import { ensureIndexes } from '../../server/db/connect';
import { freePort, startFerretDB } from '../../server/db/ferretdb';
import { createLogger } from '../../server/logger';
import { UserModel } from '../../server/models/user.model';
import { linkBookingNotifications } from '../../server/modules/bookings/booking-notifications';
import { warmDaySheets } from '../../server/modules/bookings/day-sheets';
import { benchBookingBody, freeTimes } from './bookings-load';
import { numberArg } from './bench-http';
import { seededTemplate, TEMPLATE_DB } from './booking-create-cpu';
import { benchCustomerId, seedBenchBookings } from './bookings-seed';

interface Command {
  name: string;
  collection: string;
  what: string;
  ms: number;
  after: boolean;
}

function describe(event: CommandStartedEvent): string {
  const command = event.command as Record<string, unknown>;
  const first = (value: unknown) => (Array.isArray(value) ? value[0] : value) as unknown;
  const body =
    command.filter ??
    (first(command.updates) as { q?: unknown } | undefined)?.q ??
    (first(command.deletes) as { q?: unknown } | undefined)?.q ??
    (first(command.documents) as { _id?: unknown } | undefined)?._id;
  return JSON.stringify(body ?? '').slice(0, 90);
}

export async function profileBookingCreate(options: {
  bookings: number;
  creates: number;
  /** then this many creates at once (0: none), summed per command */
  concurrent?: number;
  /** copy the seeded template of booking-create-cpu.ts instead of seeding (minutes) afresh */
  template?: boolean;
}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-profile-'));
  // the seeded database of booking-create-cpu.ts, copied (its 500 customers exist), or seeded afresh
  const template = options.template ? await seededTemplate(options.bookings) : null;
  if (template)
    fs.cpSync(path.join(template.dir, 'ferretdb'), path.join(dir, 'ferretdb'), { recursive: true });
  fs.rmSync(path.join(dir, 'ferretdb', 'ferretdb.pid'), { force: true });
  const ferret = await startFerretDB({
    dataDir: path.join(dir, 'ferretdb'),
    port: await freePort(),
    log: () => undefined,
  });
  try {
    await mongoose.connect(ferret.uri, {
      dbName: template ? TEMPLATE_DB : 'profile',
      monitorCommands: true,
    });
    await ensureIndexes(mongoose.connection);
    let seed = template?.seed;
    if (!seed) {
      console.log('seeding …');
      seed = await seedBenchBookings(mongoose.connection, {
        shops: 1_000,
        bookings: options.bookings,
        days: 90,
      });
      console.log(`seeded ${seed.bookings} bookings in ${seed.seconds.toFixed(1)} s`);
    }
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'profile-secret-0123456789abcdef0123456789',
      DATA_DIR: path.join(dir, 'app'),
    });
    const logger = createLogger(config);
    const services = createServices(config, logger);
    linkBookingNotifications({
      events: services.bookings.events,
      mailer: services.mail,
      logger,
      publicUrl: config.publicUrl,
    });
    await services.shops.catalog.warm();
    await warmDaySheets();
    const burst = (options.concurrent ?? 0) * 4;
    const customers = Array.from({ length: options.creates + 1 + burst }, (_, i) =>
      benchCustomerId(i),
    );
    if (!template)
      await UserModel.insertMany(
        customers.map((id) => ({
          _id: id,
          name: id,
          email: `${id}@bench.orabella.test`,
          role: 'customer',
          status: 'active',
        })),
      );

    const commands: Command[] = [];
    const started = new Map<number, { event: CommandStartedEvent; at: number }>();
    let recording = false;
    let returned = false;
    const client = mongoose.connection.getClient();
    client.on('commandStarted', (event) => {
      if (recording) started.set(event.requestId, { event, at: performance.now() });
    });
    const finish = (event: CommandSucceededEvent | CommandFailedEvent) => {
      const start = started.get(event.requestId);
      if (!start) return;
      started.delete(event.requestId);
      const command = start.event.command as Record<string, unknown>;
      commands.push({
        name: event.commandName,
        collection: String(command[event.commandName] ?? ''),
        what: describe(start.event),
        ms: performance.now() - start.at,
        after: returned,
      });
    };
    client.on('commandSucceeded', finish);
    client.on('commandFailed', finish);

    const free = freeTimes(seed, options.creates + 1 + burst);
    const book = (userId: string, slot: (typeof free)[number]) =>
      services.bookings.create({ userId, role: 'customer' }, benchBookingBody(slot) as never);
    for (let i = 0; i <= options.creates; i++) {
      const slot = free[i]!;
      commands.length = 0;
      recording = true;
      returned = false;
      const t0 = performance.now();
      await book(customers[i]!, slot);
      const total = performance.now() - t0;
      returned = true;
      await new Promise((resolve) => setTimeout(resolve, 300));
      recording = false;
      if (i === 0) continue; // the first one warms caches
      const during = commands.filter((c) => !c.after);
      const dbMs = during.reduce((sum, c) => sum + c.ms, 0);
      console.log(
        `\ncreate ${i}: ${total.toFixed(1)} ms, ${during.length} round trips (${dbMs.toFixed(1)} ms summed, some in parallel)`,
      );
      for (const c of commands)
        console.log(
          `  ${c.after ? 'after ' : ''}${c.ms.toFixed(1).padStart(6)} ms  ${c.name.padEnd(7)} ${c.collection.padEnd(15)} ${c.what}`,
        );
    }
    if (burst > 0) {
      // `burst` creates by distinct customers, `concurrent` at a time: the commands summed per kind
      commands.length = 0;
      recording = true;
      returned = false;
      let next = options.creates + 1;
      const refused = new Map<string, number>();
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: options.concurrent! }, async () => {
          for (let i = next++; i < customers.length; i = next++) {
            const slot = free[i]!;
            await book(customers[i]!, slot).catch((error: { code?: string }) => {
              const code = error.code ?? 'error';
              refused.set(code, (refused.get(code) ?? 0) + 1);
            });
          }
        }),
      );
      const seconds = (performance.now() - t0) / 1000;
      returned = true;
      recording = false;
      console.log(
        `\n${burst} creates, ${options.concurrent} at a time: ${(burst / seconds).toFixed(1)}/s, ${commands.length} commands` +
          (refused.size > 0
            ? ` (refused: ${[...refused].map(([c, n]) => `${n} × ${c}`).join(', ')})`
            : ''),
      );
      const kinds = new Map<string, { n: number; ms: number; max: number }>();
      for (const c of commands) {
        const kind = kinds.get(`${c.name} ${c.collection}`) ?? { n: 0, ms: 0, max: 0 };
        kinds.set(`${c.name} ${c.collection}`, {
          n: kind.n + 1,
          ms: kind.ms + c.ms,
          max: Math.max(kind.max, c.ms),
        });
      }
      for (const [kind, k] of [...kinds].sort((a, b) => b[1].ms - a[1].ms))
        console.log(
          `  ${kind.padEnd(26)} ${String(k.n).padStart(5)} × avg ${(k.ms / k.n).toFixed(1).padStart(6)} ms, max ${k.max.toFixed(0)} ms`,
        );
    }
  } finally {
    await mongoose.disconnect().catch(() => undefined);
    await ferret.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('booking-profile.ts')) {
  await profileBookingCreate({
    bookings: numberArg('bookings', 100_000),
    creates: numberArg('creates', 5),
    concurrent: numberArg('concurrent', 0),
    template: process.argv.includes('--template'),
  });
  process.exit(0);
}
