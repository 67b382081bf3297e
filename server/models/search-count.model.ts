import { Schema, model } from 'mongoose';

/**
 * How often the public searched for a text (popular searches). `_id` is the normalised query, so counting is
 * an upsert-by-`_id` with `$inc`: the one write FerretDB does without scanning, and atomic on MongoDB too.
 */
const searchCountSchema = new Schema(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true, default: 0 },
    lastSearchedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'search_counts' },
);

export const SearchCountModel = model('SearchCount', searchCountSchema);
