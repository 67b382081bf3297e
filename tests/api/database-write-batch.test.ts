import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deleteInBatch,
  insertInBatch,
  insertOneInBatch,
  updateInBatch,
} from '../../server/db/write-batch';
import { BookingDayModel } from '../../server/models/booking-day.model';
import { isDuplicateKey } from '../../server/models/claim.model';
import { SlotClaimModel } from '../../server/models/slot-claim.model';
import { BookingIntentModel } from '../../server/models/booking-intent.model';
import { connectTestDatabase } from './helpers';

/**
 * server/db/write-batch.ts on the real database: concurrent callers' inserts share a few `insertMany`s (one commit
 * each on FerretDB), yet every caller gets exactly the answer a lone insert would give it.
 */
beforeAll(async () => {
  await connectTestDatabase('api-database-write-batch');
  await Promise.all([
    SlotClaimModel.deleteMany({}),
    BookingIntentModel.deleteMany({}),
    BookingDayModel.deleteMany({}),
  ]);
});

/** The insert commands sent to the slot claims while `task` runs. */
async function insertsDuring(task: () => Promise<unknown>): Promise<number> {
  let count = 0;
  mongoose.set('debug', (collection: string, method: string) => {
    if (collection === 'slotclaims' && /^insert/.test(method)) count += 1;
  });
  try {
    await task();
  } finally {
    mongoose.set('debug', false);
  }
  return count;
}

const claim = (id: string) => ({ _id: id, bookingId: 'bk_test', createdAt: new Date() });

describe('inserts in batches', () => {
  it('stores 40 concurrent inserts in at most two commands, refusing only the taken ids', async () => {
    await SlotClaimModel.create(claim('slot:taken'));
    const ids = Array.from({ length: 40 }, (_, i) => (i === 17 ? 'slot:taken' : `slot:free-${i}`));
    let outcomes: PromiseSettledResult<void>[] = [];
    const commands = await insertsDuring(async () => {
      outcomes = await Promise.allSettled(
        ids.map((id) => insertOneInBatch(SlotClaimModel, claim(id))),
      );
    });

    expect(commands).toBeLessThanOrEqual(2);
    const refused = outcomes.flatMap((outcome, i) => (outcome.status === 'rejected' ? [i] : []));
    expect(refused).toEqual([17]);
    expect(isDuplicateKey((outcomes[17] as PromiseRejectedResult).reason)).toBe(true);
    expect(await SlotClaimModel.countDocuments({})).toBe(40);
  });

  it('gives an id wanted by two callers of one batch to the first, answering each of their documents', async () => {
    // the lead goes at once; the two callers wait for it and travel together
    const [, first, second] = await Promise.all([
      insertOneInBatch(SlotClaimModel, claim('slot:lead')),
      insertInBatch(SlotClaimModel, [claim('slot:a'), claim('slot:b')]),
      insertInBatch(SlotClaimModel, [claim('slot:b'), claim('slot:c')]),
    ]);
    expect(first).toEqual([null, null]);
    expect(second.map((error) => (error === null ? 'stored' : isDuplicateKey(error)))).toEqual([
      true,
      'stored',
    ]);
  });

  it('deletes concurrent ids together', async () => {
    const ids = ['intent:1', 'intent:2', 'intent:3'];
    await BookingIntentModel.insertMany(
      ids.map((id) => ({ _id: id, bookingId: 'bk_test', keys: [], createdAt: new Date() })),
    );
    await Promise.all(ids.slice(0, 2).map((id) => deleteInBatch(BookingIntentModel, id)));
    expect((await BookingIntentModel.find({}).lean()).map((doc) => doc._id)).toEqual(['intent:3']);
  });
});

/** The update commands sent to the day sheets while `task` runs. */
async function updatesDuring(task: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const { connection } = mongoose;
  const sheets = connection.collection('bookingdays');
  const bulkWrite = sheets.bulkWrite.bind(sheets);
  // the batch writes through the model's collection, which mongoose's debug hook does not see
  const spied = Object.assign(sheets, {
    bulkWrite: (...args: Parameters<typeof bulkWrite>) => {
      count += 1;
      return bulkWrite(...args);
    },
  });
  try {
    await task();
  } finally {
    Object.assign(spied, { bulkWrite });
  }
  return count;
}

const cells = async (id: string) =>
  (await BookingDayModel.findById(id).lean<{ cells?: Record<string, string> }>())?.cells;

describe('updates in batches', () => {
  it('sends updates of 30 documents in at most two commands, each applied', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => `shop-u:2026-0${1 + (i % 9)}-${i}`);
    const commands = await updatesDuring(() =>
      Promise.all(
        ids.map((id, i) =>
          updateInBatch(
            BookingDayModel,
            id,
            { $set: { [`cells.0${i % 9}|s|10:00`]: `bk_${i}` } },
            {
              upsert: true,
            },
          ),
        ),
      ),
    );
    expect(commands).toBeGreaterThan(0);
    expect(commands).toBeLessThanOrEqual(2);
    expect(await cells(ids[4]!)).toEqual({ '04|s|10:00': 'bk_4' });
    expect(await BookingDayModel.countDocuments({ _id: { $in: ids } })).toBe(30);
  });

  it('answers each caller of a batch whose one update fails with its own outcome', async () => {
    await BookingDayModel.create({ _id: 'shop-f:a', cells: { '01|s|09:00': 'bk_old' } });
    let outcomes: PromiseSettledResult<void>[] = [];
    const commands = await updatesDuring(async () => {
      outcomes = await Promise.allSettled([
        updateInBatch(
          BookingDayModel,
          'shop-f:a',
          { $unset: { 'cells.01|s|09:00': '' } },
          {
            upsert: false,
          },
        ),
        // the document's `_id` cannot change: the database refuses this update
        updateInBatch(
          BookingDayModel,
          'shop-f:b',
          { $set: { _id: 'shop-f:other' } },
          { upsert: true },
        ),
        updateInBatch(
          BookingDayModel,
          'shop-f:c',
          { $set: { 'cells.02|s|09:00': 'bk_c' } },
          {
            upsert: true,
          },
        ),
      ]);
    });
    // the three together, then each alone once the batch failed
    expect(commands).toBe(4);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(await cells('shop-f:a')).toEqual({});
    expect(await cells('shop-f:c')).toEqual({ '02|s|09:00': 'bk_c' });
  });
});
