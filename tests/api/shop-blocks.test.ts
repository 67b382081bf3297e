import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsChanged } from '../../src/domain/booking';
import { BLOCK_MESSAGES, type BlockConflict, type ShopBlock } from '../../src/domain/shop-blocks';
import { BookingIntentModel } from '../../server/models/booking-intent.model';
import { sweepOrphanClaims } from '../../server/modules/bookings/claim-sweeper';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn } from './profile-fixtures';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  slotAt,
  slotsOf,
  type BookingShop,
  type ShopOptions,
} from './support/booking-fixtures';
import { claimId, codeOf, holderOf } from './support/shop-block-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-shop-blocks', seed: false });
});
afterAll(() => app?.close());

const STAFF: ShopOptions['staff'] = [
  { _id: 'anna', name: 'Anna' },
  { _id: 'bruno', name: 'Bruno' },
];

async function ownedShop(options: ShopOptions = {}) {
  const shop = await createBookingShop(app, options);
  const owner = client(app, await signIn(app, shop.owner));
  return { shop, owner };
}

const blocksPath = (shop: BookingShop) => `/shops/${shop.id}/blocks`;
/** Who holds each of these cells now, null when free. */
const holders = (ids: string[]) => Promise.all(ids.map(holderOf));

const free = (slots: Awaited<ReturnType<typeof slotsOf>>, time: string) =>
  slotAt(slots, time)?.available ?? false;

describe('a blocked person', () => {
  it('loses the blocked slots, refuses bookings there, and gets them back when the block is deleted', async () => {
    const { shop, owner } = await ownedShop({ staff: STAFF });
    const date = daysAhead(5);
    const trim = [shop.services.trim];
    const events: SlotsChanged[] = [];
    const listen = (change: SlotsChanged) => events.push(change);
    app.services.bookings.events.on('slots', listen);

    const created = await owner.post<{ block: ShopBlock }>(blocksPath(shop), {
      staffId: 'anna',
      date,
      startTime: '14:00',
      endTime: '15:30',
      reason: 'Training',
    });
    app.services.bookings.events.off('slots', listen);
    expect(created.status).toBe(201);
    const block = created.body.data.block;
    expect(block).toMatchObject({
      shopId: shop.id,
      staffId: 'anna',
      date,
      startTime: '14:00',
      endTime: '15:30',
      reason: 'Training',
    });
    expect(events).toContainEqual({ shopId: shop.id, dates: [date] });

    const anna = await slotsOf(app, shop, date, trim, 'anna');
    expect(['14:00', '14:30', '15:00'].map((t) => free(anna, t))).toEqual([false, false, false]);
    expect(free(anna, '13:30')).toBe(true);
    expect(free(anna, '15:30')).toBe(true);
    const bruno = await slotsOf(app, shop, date, trim, 'bruno');
    expect(free(bruno, '14:30')).toBe(true);

    const customer = await bookingClient(app);
    const refused = await customer.book(bookingBody(shop, date, '14:30', { staffId: 'anna' }));
    expect(refused.status).toBe(409);
    expect(codeOf(refused.body)).toBe('SLOT_TAKEN');

    const listed = await owner.get<{ blocks: ShopBlock[] }>(
      `${blocksPath(shop)}?from=${date}&to=${date}`,
    );
    expect(listed.body.data.blocks).toEqual([block]);

    const deleted = await owner.del(`${blocksPath(shop)}/${block.id}`);
    expect(deleted.status).toBe(200);
    expect(await holders([claimId(shop, 'anna', date, '14:00')])).toEqual([null]);
    expect(free(await slotsOf(app, shop, date, trim, 'anna'), '14:30')).toBe(true);
    const booked = await customer.book(bookingBody(shop, date, '14:30', { staffId: 'anna' }));
    expect(booked.status).toBe(201);
    const after = await owner.get<{ blocks: ShopBlock[] }>(
      `${blocksPath(shop)}?from=${date}&to=${date}`,
    );
    expect(after.body.data.blocks).toEqual([]);
    expect((await owner.del(`${blocksPath(shop)}/${block.id}`)).status).toBe(404);
  });

  it('blocks every staff member for the whole shop, and the one chair of a shop without staff', async () => {
    const date = daysAhead(6);
    const { shop, owner } = await ownedShop({ staff: STAFF });
    const whole = await owner.post(blocksPath(shop), {
      staffId: null,
      date,
      startTime: '10:00',
      endTime: '11:00',
      reason: 'Staff meeting',
    });
    expect(whole.status).toBe(201);
    const any = await slotsOf(app, shop, date, [shop.services.trim]);
    expect(free(any, '10:00')).toBe(false);
    expect(free(any, '10:30')).toBe(false);
    expect(free(any, '11:00')).toBe(true);
    const holder = (await holders([claimId(shop, 'anna', date, '10:00')]))[0];
    expect(holder).toMatch(/^block:/);
    expect(await holders([claimId(shop, 'bruno', date, '10:30')])).toEqual([holder]);

    const solo = await ownedShop();
    const chair = await solo.owner.post(blocksPath(solo.shop), {
      date,
      startTime: '18:00',
      endTime: '19:00',
      reason: 'Early close',
    });
    expect(chair.status).toBe(201);
    expect(free(await slotsOf(app, solo.shop, date, [solo.shop.services.trim]), '18:30')).toBe(
      false,
    );
    expect((await holders([claimId(solo.shop, 'shop', date, '18:30')]))[0]).toMatch(/^block:/);
  });
});

describe('bookings in the way', () => {
  it('refuses a block over a booking with 409, listing it, and leaves nothing claimed', async () => {
    const { shop, owner } = await ownedShop({ staff: STAFF });
    const date = daysAhead(7);
    const customer = await bookingClient(app);
    const booked = await customer.book(bookingBody(shop, date, '16:00', { staffId: 'bruno' }));
    expect(booked.status).toBe(201);
    const booking = booked.body.data.booking;

    const refused = await owner.post<{ bookings: BlockConflict[] }>(blocksPath(shop), {
      staffId: null,
      date,
      startTime: '15:00',
      endTime: '17:00',
      reason: 'Inventory',
    });
    expect(refused.status).toBe(409);
    expect(codeOf(refused.body)).toBe('BLOCK_OVERLAPS_BOOKINGS');
    expect(refused.body.data?.bookings).toEqual([
      {
        id: booking.id,
        reference: booking.reference,
        date,
        time: '16:00',
        durationMinutes: 60,
        staffId: 'bruno',
        customerName: 'Carla Cliente',
        service: 'Cut',
      },
    ]);
    const cells = ['15:00', '15:30', '16:00', '16:30'].flatMap((t) => [
      claimId(shop, 'anna', date, t),
      claimId(shop, 'bruno', date, t),
    ]);
    expect(await holders(cells)).toEqual([
      null,
      null,
      null,
      null,
      null,
      booking.id,
      null,
      booking.id,
    ]);
    expect(await BookingIntentModel.countDocuments({})).toBe(0);
    const listed = await owner.get<{ blocks: ShopBlock[] }>(
      `${blocksPath(shop)}?from=${date}&to=${date}`,
    );
    expect(listed.body.data.blocks).toEqual([]);
    expect(free(await slotsOf(app, shop, date, [shop.services.trim], 'anna'), '15:00')).toBe(true);

    // another block over a block is its own refusal
    const first = await owner.post(blocksPath(shop), {
      staffId: 'anna',
      date,
      startTime: '09:00',
      endTime: '10:00',
      reason: 'Doctor',
    });
    expect(first.status).toBe(201);
    const twice = await owner.post(blocksPath(shop), {
      staffId: 'anna',
      date,
      startTime: '09:30',
      endTime: '10:30',
      reason: 'Again',
    });
    expect(twice.status).toBe(409);
    expect(codeOf(twice.body)).toBe('BLOCK_OVERLAPS_BLOCK');
    expect(await holders([claimId(shop, 'anna', date, '10:00')])).toEqual([null]);
  });

  it("keeps a block's cells when a booking is cancelled or the claim sweeper runs", async () => {
    const { shop, owner } = await ownedShop();
    const date = daysAhead(8);
    const customer = await bookingClient(app);
    const booked = await customer.book(bookingBody(shop, date, '11:00'));
    expect(booked.status).toBe(201);
    const block = await owner.post<{ block: ShopBlock }>(blocksPath(shop), {
      date,
      startTime: '12:00',
      endTime: '13:00',
      reason: 'Delivery',
    });
    expect(block.status).toBe(201);
    const holder = `block:${block.body.data.block.id}`;
    const cells = [claimId(shop, 'shop', date, '12:00'), claimId(shop, 'shop', date, '12:30')];
    expect((await customer.del(booked.body.data.booking.id)).status).toBe(200);
    // a write of this block interrupted long ago (a crash between its claims and its end)
    await BookingIntentModel.create({
      _id: `${holder}@crashed`,
      bookingId: holder,
      keys: cells,
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const swept = await sweepOrphanClaims({ olderThanMs: 60_000 });
    expect(swept.claims).toBe(0);
    expect(await holders(cells)).toEqual([holder, holder]);
    expect(free(await slotsOf(app, shop, date, [shop.services.trim]), '12:00')).toBe(false);
  });
});

describe('moving a block', () => {
  it('claims its new cells (its own counting as free) before freeing the old ones, and refuses bookings in the way', async () => {
    const { shop, owner } = await ownedShop({ staff: STAFF });
    const date = daysAhead(11);
    const made = await owner.post<{ block: ShopBlock }>(blocksPath(shop), {
      staffId: 'anna',
      date,
      startTime: '10:00',
      endTime: '11:00',
      reason: 'Training',
    });
    expect(made.status).toBe(201);
    const block = made.body.data.block;
    const holder = `block:${block.id}`;
    const move = (body: Record<string, unknown>, id = block.id) =>
      owner.patch<{ block: ShopBlock }>(`${blocksPath(shop)}/${id}`, body);

    // half an hour later: 10:30 is already its own
    const later = await move({ staffId: 'anna', date, startTime: '10:30' });
    expect(later.status).toBe(200);
    expect(later.body.data.block).toMatchObject({
      id: block.id,
      startTime: '10:30',
      endTime: '11:30',
      reason: 'Training',
    });
    const annaCells = ['10:00', '10:30', '11:00'].map((t) => claimId(shop, 'anna', date, t));
    expect(await holders(annaCells)).toEqual([null, holder, holder]);
    const anna = await slotsOf(app, shop, date, [shop.services.trim], 'anna');
    expect(['10:00', '10:30', '11:00', '11:30'].map((t) => free(anna, t))).toEqual([
      true,
      false,
      false,
      true,
    ]);

    // onto Bruno's booking: refused with it listed, the block and its cells unchanged
    const customer = await bookingClient(app);
    const booked = await customer.book(bookingBody(shop, date, '15:00', { staffId: 'bruno' }));
    expect(booked.status).toBe(201);
    const refused = await move({ staffId: 'bruno', date, startTime: '14:30' });
    expect(refused.status).toBe(409);
    expect(codeOf(refused.body)).toBe('BLOCK_OVERLAPS_BOOKINGS');
    expect(
      (refused.body.data as unknown as { bookings: BlockConflict[] }).bookings.map((b) => b.id),
    ).toEqual([booked.body.data.booking.id]);
    expect(await holders([claimId(shop, 'bruno', date, '14:30')])).toEqual([null]);
    expect(await holders(annaCells)).toEqual([null, holder, holder]);

    expect((await move({ staffId: 'anna', date, startTime: '23:30' })).body.errors).toEqual({
      startTime: BLOCK_MESSAGES.pastMidnight,
    });
    expect((await move({ staffId: 'carlo', date, startTime: '10:00' })).status).toBe(400);
    expect(
      (await move({ staffId: 'anna', date, startTime: '10:00' }, '20990101-abcdef')).status,
    ).toBe(404);

    // to another month: a new block there, the old one gone with its cells
    const away = daysAhead(45);
    const moved = await move({ staffId: null, date: away, startTime: '12:00' });
    expect(moved.status).toBe(200);
    const there = moved.body.data.block;
    expect(there).toMatchObject({
      staffId: null,
      date: away,
      startTime: '12:00',
      endTime: '13:00',
    });
    expect(await holders([...annaCells, claimId(shop, 'bruno', away, '12:30')])).toEqual([
      null,
      null,
      null,
      `block:${there.id}`,
    ]);
    const listed = await owner.get<{ blocks: ShopBlock[] }>(
      `${blocksPath(shop)}?from=${date}&to=${away}`,
    );
    expect(listed.body.data.blocks).toEqual([there]);
    expect(await BookingIntentModel.countDocuments({})).toBe(0);
  });
});

describe('who may block, and what', () => {
  it('answers 404 to other owners and for another shop’s block, 403 to customers', async () => {
    const { shop, owner } = await ownedShop();
    const date = daysAhead(9);
    const body = { date, startTime: '09:00', endTime: '09:30', reason: 'Private' };
    const mine = await owner.post<{ block: ShopBlock }>(blocksPath(shop), body);
    expect(mine.status).toBe(201);
    const other = client(app, await signIn(app, await createUser({ role: 'shop' })));
    for (const call of [
      other.get(`${blocksPath(shop)}?from=${date}&to=${date}`),
      other.post(blocksPath(shop), body),
      other.del(`${blocksPath(shop)}/${mine.body.data.block.id}`),
      other.patch(`${blocksPath(shop)}/${mine.body.data.block.id}`, { date, startTime: '10:00' }),
    ]) {
      const answer = await call;
      expect(answer.status).toBe(404);
      expect(codeOf(answer.body)).toBe('SHOP_NOT_FOUND');
    }
    const second = await ownedShop();
    const foreign = await second.owner.del(`${blocksPath(second.shop)}/${mine.body.data.block.id}`);
    expect(foreign.status).toBe(404);
    expect(codeOf(foreign.body)).toBe('BLOCK_NOT_FOUND');
    expect((await second.owner.del(`${blocksPath(second.shop)}/not-a-block`)).status).toBe(404);
    const customer = client(app, await signIn(app, await createUser()));
    expect((await customer.post(blocksPath(shop), body)).status).toBe(403);
    const moveBody = { date, startTime: '10:00' };
    expect(
      (await customer.patch(`${blocksPath(shop)}/${mine.body.data.block.id}`, moveBody)).status,
    ).toBe(403);
    expect((await client(app).post(blocksPath(shop), body)).status).toBe(401);
    const admin = client(app, await signIn(app, await createUser({ role: 'admin' })));
    const read = await admin.get<{ blocks: ShopBlock[] }>(
      `${blocksPath(shop)}?from=${date}&to=${date}`,
    );
    expect(read.body.data.blocks.map((b) => b.id)).toEqual([mine.body.data.block.id]);
  });

  it('refuses bad input with 400 and the field at fault, claiming nothing', async () => {
    const { shop, owner } = await ownedShop({ staff: STAFF });
    const date = daysAhead(10);
    const valid = { staffId: 'anna', date, startTime: '10:00', endTime: '11:00', reason: 'Rest' };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ reason: '   ' }, { reason: BLOCK_MESSAGES.reasonRequired }],
      [{ reason: undefined }, { reason: BLOCK_MESSAGES.reasonRequired }],
      [{ endTime: '10:00' }, { endTime: BLOCK_MESSAGES.endBeforeStart }],
      [{ startTime: '10:15' }, { startTime: BLOCK_MESSAGES.offGrid }],
      [{ date: daysAhead(-1) }, { date: BLOCK_MESSAGES.datePast }],
      [{ date: daysAhead(200) }, { date: BLOCK_MESSAGES.beyondHorizon }],
      [{ staffId: 'carlo' }, { staffId: BLOCK_MESSAGES.staffUnknown }],
      [{ date: '2026-13-01' }, { date: 'validation.invalidType' }],
      [{ reason: 'x'.repeat(201) }, { reason: 'validation.tooLong' }],
      [{ reason: 'x'.repeat(100_000) }, { reason: 'validation.tooLong' }],
      [{ staffId: 'x'.repeat(100_000) }, { staffId: 'validation.tooLong' }],
      [{ date: 'x'.repeat(100_000) }, { date: 'validation.tooLong' }],
    ];
    for (const [change, errors] of cases) {
      const answer = await owner.post(blocksPath(shop), { ...valid, ...change });
      expect(answer.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(answer.body.errors).toEqual(errors);
    }
    // a 100,000-item list is over the body limit (413); 10,000 fit the body and are still refused
    const huge = Array.from({ length: 100_000 }, () => 'a');
    expect((await owner.post(blocksPath(shop), { ...valid, reason: huge })).status).toBe(413);
    const list = await owner.post(blocksPath(shop), { ...valid, reason: huge.slice(0, 10_000) });
    expect(list.status).toBe(400);
    const extra = await owner.post(blocksPath(shop), { ...valid, colour: 'red' });
    expect(extra.status).toBe(400);
    expect(await holders([claimId(shop, 'anna', date, '10:00')])).toEqual([null]);

    const range = await owner.get(`${blocksPath(shop)}?from=${date}&to=${daysAhead(100)}`);
    expect(range.status).toBe(400);
    expect(range.body.errors).toEqual({ to: BLOCK_MESSAGES.rangeInvalid });
    expect((await owner.get(`${blocksPath(shop)}?from=${date}`)).status).toBe(400);
  });
});
