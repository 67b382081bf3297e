import { describe, expect, it } from 'vitest';
import {
  decodeEntries,
  decodeEntry,
  encodeEntry,
  type StoredEntry,
} from '../../server/modules/bookings/booking-index-entries';

const entry: StoredEntry = {
  shopId: 'shop-1',
  customerId: 'user-1',
  date: '2026-12-24',
  startAt: 1_798_117_200_000,
  endAt: 1_798_120_800_000,
  status: 'confirmed',
  version: 2,
  priceCents: 3500,
  feeCents: null,
  createdAt: 1_798_000_000_000,
  staffId: 'staff-1',
  serviceIds: ['svc-1', 'svc-2'],
  at: 1_798_000_000_500,
};

describe('index entries stored as one string each', () => {
  it('read back as written, a fee of null included and absent fields left absent', () => {
    expect(typeof encodeEntry(entry)).toBe('string');
    expect(decodeEntry(encodeEntry(entry))).toEqual(entry);
    const { staffId: _s, serviceIds: _v, at: _a, ...older } = entry;
    expect(decodeEntry(encodeEntry(older))).toEqual(older);
    expect(decodeEntry(encodeEntry({ ...entry, feeCents: 900, pending: 3 }))).toEqual({
      ...entry,
      feeCents: 900,
      pending: 3,
    });
  });

  it('an entry stored as an object (before) is read as it is; an unknown layout is skipped', () => {
    expect(decodeEntry(entry)).toBe(entry);
    expect(decodeEntry(JSON.stringify([99, 'x']))).toBeNull();
    expect(
      decodeEntries({ a: JSON.stringify([99, 'x']), b: encodeEntry(entry) }, undefined),
    ).toEqual({ b: entry });
  });

  it("a change's mark lies over its entry, and alone stands for an entry of the month a booking moves to", () => {
    const decoded = decodeEntries(
      { a: encodeEntry(entry) },
      { a: { pending: 3, at: 5 }, b: { pending: 1, at: 6 } },
    );
    expect(decoded).toEqual({ a: { ...entry, pending: 3, at: 5 }, b: { pending: 1, at: 6 } });
    expect(decodeEntries(undefined, undefined)).toBeUndefined();
  });
});
