import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMinutes } from '../../src/domain/availability';
import type { Booking } from '../../src/domain/booking';
import { parseTime } from '../../src/domain/opening-hours';
import type { ShopBlock } from '../../src/domain/shop-blocks';
import { BookingIntentModel } from '../../server/models/booking-intent.model';
import { BookingModel } from '../../server/models/booking.model';
import { startTestApp, type TestApp } from './helpers';
import { client, signIn } from './profile-fixtures';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  type BookingClient,
  type BookingShop,
} from './support/booking-fixtures';
import { codeOf, holderOf } from './support/shop-block-fixtures';

/**
 * Issue 15's concurrency rule: a customer and the owner (blocking time, or moving a booking) aim at the same
 * 30-minute cell at the same moment → exactly one wins, and the loser holds no claim afterwards. 50 pairs race
 * at once, each on its own cell, so one run is 50 independent races (bounded: no retries, no timing).
 */
const PAIRS = 50;
/** the block moves race in fewer pairs (see there) */
const BLOCK_PAIRS = 20;
/** the shop is open 09:00–19:00: 20 half-hour cells a day */
const CELLS_PER_DAY = 20;

let app: TestApp;
/** 25 customers, each in two races on different days (the hoarding limits allow 3 a shop-day) */
let customers: BookingClient[];

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-shop-block-race', seed: false });
  customers = await Promise.all(Array.from({ length: PAIRS / 2 }, () => bookingClient(app)));
});
afterAll(() => app?.close());

/** Race i's cell: 20 a day over three days from `firstDay` days ahead. */
function cellOf(i: number, firstDay: number): { date: string; time: string } {
  const time = formatMinutes(9 * 60 + (i % CELLS_PER_DAY) * 30);
  return { date: daysAhead(firstDay + Math.floor(i / CELLS_PER_DAY)), time };
}

const claimOf = (shop: BookingShop, cell: { date: string; time: string }) =>
  `slot:${shop.id}:shop:${cell.date}:${cell.time}`;

const customerOf = (i: number) => customers[i % customers.length]!;

describe('a customer and the owner aiming at the same cell', () => {
  it('blocking: exactly one of each pair wins, the loser holds nothing', async () => {
    const shop = await createBookingShop(app);
    const owner = client(app, await signIn(app, shop.owner));
    const cells = Array.from({ length: PAIRS }, (_, i) => cellOf(i, 3));

    const answers = await Promise.all(
      cells.map(async (cell, i) => {
        const [booked, blocked] = await Promise.all([
          customerOf(i).book(
            bookingBody(shop, cell.date, cell.time, { serviceIds: [shop.services.trim] }),
          ),
          owner.post<{ block: ShopBlock }>(`/shops/${shop.id}/blocks`, {
            date: cell.date,
            startTime: cell.time,
            endTime: formatMinutes((parseTime(cell.time) ?? 0) + 30),
            reason: 'Owner time',
          }),
        ]);
        return { booked, blocked };
      }),
    );

    let bookingsWon = 0;
    for (const [i, { booked, blocked }] of answers.entries()) {
      const winners = [booked.status === 201, blocked.status === 201].filter(Boolean);
      expect(winners, `pair ${i}`).toHaveLength(1);
      const holder = await holderOf(claimOf(shop, cells[i]!));
      if (booked.status === 201) {
        bookingsWon += 1;
        expect(blocked.status).toBe(409);
        expect(codeOf(blocked.body)).toBe('BLOCK_OVERLAPS_BOOKINGS');
        expect(holder).toBe(booked.body.data.booking.id);
      } else {
        expect(booked.status).toBe(409);
        expect(codeOf(booked.body)).toBe('SLOT_TAKEN');
        expect(holder).toBe(`block:${blocked.body.data.block.id}`);
      }
    }
    // every claim of the shop belongs to a winner: one per cell, none left by a loser
    const claims = await Promise.all(cells.map((cell) => holderOf(claimOf(shop, cell))));
    expect(claims.filter((holder) => holder !== null)).toHaveLength(PAIRS);
    expect(await BookingModel.countDocuments({ shopId: shop.id })).toBe(bookingsWon);
    expect(await BookingIntentModel.countDocuments({})).toBe(0);
  });

  it('moving a booking: exactly one of the move and the new booking wins, the loser holds nothing', async () => {
    const shop = await createBookingShop(app);
    const owner = client(app, await signIn(app, shop.owner));
    // the bookings the owner will move, each made by a customer on days 10–12
    const moved: Booking[] = [];
    for (let i = 0; i < PAIRS; i += 1) {
      const from = cellOf(i, 10);
      const made = await customerOf(i + 1).book(
        bookingBody(shop, from.date, from.time, { serviceIds: [shop.services.trim] }),
      );
      expect(made.status).toBe(201);
      moved.push(made.body.data.booking);
    }
    const targets = Array.from({ length: PAIRS }, (_, i) => cellOf(i, 20));

    const answers = await Promise.all(
      targets.map(async (cell, i) => {
        const [booked, move] = await Promise.all([
          customerOf(i).book(
            bookingBody(shop, cell.date, cell.time, { serviceIds: [shop.services.trim] }),
          ),
          owner.put<{ booking: Booking }>(`/bookings/${moved[i]!.id}`, {
            date: cell.date,
            time: cell.time,
          }),
        ]);
        return { booked, move };
      }),
    );

    for (const [i, { booked, move }] of answers.entries()) {
      const winners = [booked.status === 201, move.status === 200].filter(Boolean);
      expect(winners, `pair ${i}`).toHaveLength(1);
      const target = await holderOf(claimOf(shop, targets[i]!));
      const source = await holderOf(claimOf(shop, cellOf(i, 10)));
      if (booked.status === 201) {
        expect(move.status).toBe(409);
        expect(codeOf(move.body)).toBe('SLOT_TAKEN');
        expect(target).toBe(booked.body.data.booking.id);
        // the booking that could not move keeps its old time
        expect(source).toBe(moved[i]!.id);
      } else {
        expect(booked.status).toBe(409);
        expect(codeOf(booked.body)).toBe('SLOT_TAKEN');
        expect(target).toBe(moved[i]!.id);
        expect(source).toBeNull();
      }
    }
    expect(await BookingIntentModel.countDocuments({})).toBe(0);
  });

  it(
    'moving a block: exactly one of the move and the new booking wins, the loser holds nothing',
    { timeout: 60_000 },
    async () => {
      const shop = await createBookingShop(app);
      const owner = client(app, await signIn(app, shop.owner));
      const block = (cell: { date: string; time: string }) => ({
        date: cell.date,
        startTime: cell.time,
        endTime: formatMinutes((parseTime(cell.time) ?? 0) + 30),
        reason: 'Owner time',
      });
      // the blocks the owner will move, on day 30; their targets on day 45 (the same month or the next: both
      // end alike). Fewer pairs than the other races: each block is written under its month's lock
      const blocks = await Promise.all(
        Array.from({ length: BLOCK_PAIRS }, async (_, i) => {
          const made = await owner.post<{ block: ShopBlock }>(
            `/shops/${shop.id}/blocks`,
            block(cellOf(i, 30)),
          );
          expect(made.status).toBe(201);
          return made.body.data.block;
        }),
      );
      const targets = Array.from({ length: BLOCK_PAIRS }, (_, i) => cellOf(i, 45));

      const answers = await Promise.all(
        targets.map(async (cell, i) => {
          const [booked, move] = await Promise.all([
            customerOf(i).book(
              bookingBody(shop, cell.date, cell.time, { serviceIds: [shop.services.trim] }),
            ),
            owner.patch<{ block: ShopBlock }>(`/shops/${shop.id}/blocks/${blocks[i]!.id}`, {
              staffId: null,
              date: cell.date,
              startTime: cell.time,
            }),
          ]);
          return { booked, move };
        }),
      );

      for (const [i, { booked, move }] of answers.entries()) {
        const winners = [booked.status === 201, move.status === 200].filter(Boolean);
        expect(winners, `pair ${i}`).toHaveLength(1);
        const target = await holderOf(claimOf(shop, targets[i]!));
        const source = await holderOf(claimOf(shop, cellOf(i, 30)));
        if (booked.status === 201) {
          expect(move.status).toBe(409);
          expect(codeOf(move.body)).toBe('BLOCK_OVERLAPS_BOOKINGS');
          expect(target).toBe(booked.body.data.booking.id);
          // the block that could not move keeps its old time
          expect(source).toBe(`block:${blocks[i]!.id}`);
        } else {
          expect(booked.status).toBe(409);
          expect(codeOf(booked.body)).toBe('SLOT_TAKEN');
          expect(target).toBe(`block:${move.body.data.block.id}`);
          expect(source).toBeNull();
        }
      }
      expect(await BookingIntentModel.countDocuments({})).toBe(0);
    },
  );
});
