import { Schema, model } from 'mongoose';
import { insertOneInBatch } from '../db/write-batch';

/**
 * A one-time claim on something scarce: `rotation:<sessionId>:<generation>`, `reset:<tokenHash>`, ….
 *
 * FerretDB's conditional findOneAndUpdate is not atomic (it reads, filters and writes in separate steps), so
 * "update where still unused" can let two concurrent requests both win. Inserting a document whose `_id`
 * names the thing lets exactly one insert succeed (E11000 for the rest) on FerretDB and MongoDB alike.
 */
const claimSchema = new Schema(
  {
    _id: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'claims' },
);

export const ClaimModel = model('Claim', claimSchema);

/** A unique-index violation (E11000): the key is already claimed. */
export function isDuplicateKey(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000
  );
}

/** Claims `key` once: true for the one caller that got it, false for everyone after. */
export async function claimOnce(key: string, at = new Date()): Promise<boolean> {
  try {
    // with other requests' claims in one commit (server/db/write-batch.ts); each still wins or fails alone
    await insertOneInBatch(ClaimModel, { _id: key, createdAt: at });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** Drops claims that are no longer needed (e.g. an older rotation of the same session). */
export async function releaseClaim(key: string): Promise<void> {
  await ClaimModel.deleteOne({ _id: key });
}
