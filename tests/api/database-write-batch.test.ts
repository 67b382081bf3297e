import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteInBatch, insertInBatch, insertOneInBatch } from '../../server/db/write-batch';
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
  await Promise.all([SlotClaimModel.deleteMany({}), BookingIntentModel.deleteMany({})]);
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
