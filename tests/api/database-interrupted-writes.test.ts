import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_CLAIM_AGE_MS } from '../../server/jobs';
import { BookingIntentModel } from '../../server/models/booking-intent.model';
import { SlotClaimModel } from '../../server/models/slot-claim.model';
import { sweepOrphanClaims } from '../../server/modules/bookings/claim-sweeper';
import { startTestApp, type TestApp } from './helpers';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  slotAt,
  slotsOf,
  writtenState,
  type BookingShop,
} from './support/booking-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-database-interrupted-writes', seed: false });
});
afterAll(() => app.close());

/** What a process killed between claiming the cells and writing its booking leaves: an intent and its claims. */
async function leaveInterruptedWrite(shop: BookingShop, date: string, owner: string) {
  const bookingId = `bk_killed${Math.random().toString(36).slice(2, 12)}`;
  const keys = [`slot:${shop.id}:shop:${date}:12:00`, `slot:${shop.id}:shop:${date}:12:30`];
  const now = new Date(); // just now: the app was killed and restarted at once
  await BookingIntentModel.create({ _id: bookingId, bookingId, keys, createdAt: now, owner });
  for (const key of keys) await SlotClaimModel.create({ _id: key, bookingId, createdAt: now });
}

/** The sweep start-up runs before listening (server/index.ts). */
const startUpSweep = () => sweepOrphanClaims({ olderThanMs: ORPHAN_CLAIM_AGE_MS });

describe('booking writes interrupted by a kill -9 of the app', () => {
  it('undoes at start-up the write of a process on this host that is gone, so its slot is offered again', async () => {
    const shop = await createBookingShop(app);
    const date = daysAhead(3);
    await slotsOf(app, shop, date); // the day sheet is in memory, without the dead write's cells
    const dead = spawnSync('true').pid; // a pid that has exited
    await leaveInterruptedWrite(shop, date, `${os.hostname()}/${dead}/a-previous-run`);

    const swept = await startUpSweep();
    expect(swept).toMatchObject({ intents: 1, claims: 2 });
    expect(await writtenState(shop.id)).toMatchObject({ claims: [], intents: 0, cells: [] });
    expect(slotAt(await slotsOf(app, shop, date), '12:00')?.available).toBe(true);
    const customer = await bookingClient(app);
    expect((await customer.book(bookingBody(shop, date, '12:00'))).status).toBe(201);
  });

  it('does not offer the cells of a write that may still be in flight elsewhere, until it is resolved', async () => {
    const shop = await createBookingShop(app);
    const date = daysAhead(4);
    expect(slotAt(await slotsOf(app, shop, date), '12:00')?.available).toBe(true);
    // another host's write, seconds old: it may be in flight there, so start-up must leave it alone
    await leaveInterruptedWrite(shop, date, 'another-host/4242/its-instance');

    const swept = await startUpSweep();
    expect(swept.intents).toBe(0);
    expect((await writtenState(shop.id)).claims).toHaveLength(2);
    // the day sheet in memory never saw those cells; the slots answer still must not offer them
    const slots = await slotsOf(app, shop, date);
    expect(slotAt(slots, '12:00')?.available).toBe(false);
    expect(slotAt(slots, '11:30')?.available).toBe(false); // a 60-minute service would reach 12:00
    expect(slotAt(slots, '13:00')?.available).toBe(true);
    const calendar = await fetch(
      `${app.baseUrl}/api/bookings/calendar?shopId=${shop.id}&serviceIds=${shop.services.cut}&month=${date.slice(0, 7)}`,
    );
    expect(calendar.status).toBe(200);

    // once old enough, the periodic sweep frees them and the slot is offered again
    const later = await sweepOrphanClaims({ olderThanMs: 0 });
    expect(later).toMatchObject({ intents: 1, claims: 2 });
    expect(slotAt(await slotsOf(app, shop, date), '12:00')?.available).toBe(true);
    const customer = await bookingClient(app);
    expect((await customer.book(bookingBody(shop, date, '12:00'))).status).toBe(201);
  });
});
