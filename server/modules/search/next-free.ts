import type { BusyInterval } from '../../../src/domain/booking';
import { nextFreeSlot } from '../../../src/domain/next-free-slot';
import { busyOnLoaded, onDaySheetChange, warmDaySheets } from '../bookings/day-sheets';
import type { CatalogEntry } from '../shops/shop.mapper';

/**
 * One catalog snapshot's answers by entry index, in typed arrays (a search reads thousands per request: no map by
 * id, no objects to collect): `at` NaN for none; `until` 0 for no answer (or an invalidated one); `from`, when it
 * was computed (a clock moved back, as tests do, is not served a later answer).
 */
interface SnapshotMemo {
  entries: readonly CatalogEntry[];
  at: Float64Array;
  until: Float64Array;
  from: Float64Array;
  indexById: Map<string, number>;
}

/** shops computed per turn of the event loop while filling */
const FILL_CHUNK = 250;
/** snapshots kept (the current one, and one a slow request may still read) */
const SNAPSHOTS_KEPT = 2;

export interface NextFreeMemoOptions {
  /** the taken cells of a shop-local date; default: the day sheets in memory */
  busyOn?: (shopId: string, date: string) => BusyInterval[];
  /** default: the day sheets' change hook */
  onChange?: (listener: (shopIds: readonly string[] | null) => void) => () => void;
}

/**
 * Each shop's next free bookable time (src/domain/next-free-slot.ts), memoised per shop so a search reads it
 * instead of scanning every shop's day sheets: an answer is recomputed only when that shop's sheet changed
 * (markCells / clearCells tell the day sheets' listeners), the catalog was reloaded (new hours and services), or
 * its time has passed (`validUntil`: the slot's notice deadline, or the shop's next midnight when it had none).
 */
export function createNextFreeMemo({
  busyOn = busyOnLoaded,
  onChange = onDaySheetChange,
}: NextFreeMemoOptions = {}) {
  const snapshots: SnapshotMemo[] = [];
  let version = 0;
  const stop = onChange((shopIds) => {
    version += 1;
    for (const snapshot of snapshots) {
      if (shopIds === null) snapshot.until.fill(0);
      else
        for (const id of shopIds) {
          const i = snapshot.indexById.get(id);
          if (i !== undefined) snapshot.until[i] = 0;
        }
    }
  });

  function memoOf(entries: readonly CatalogEntry[]): SnapshotMemo {
    let memo = snapshots.find((s) => s.entries === entries);
    if (!memo) {
      const n = entries.length;
      memo = {
        entries,
        at: new Float64Array(n),
        until: new Float64Array(n),
        from: new Float64Array(n),
        indexById: new Map(entries.map((e, i) => [e.shop.id, i])),
      };
      // a snapshot after one shop's change keeps the other entries' objects: their answers still hold
      const last = snapshots[0];
      if (last) copyUnchanged(last, memo);
      snapshots.unshift(memo);
      snapshots.length = Math.min(snapshots.length, SNAPSHOTS_KEPT);
    }
    return memo;
  }

  /** The next free time of `entries[i]` at `now` (epoch ms, null when none). */
  function read(memo: SnapshotMemo, i: number, now: Date): number | null {
    const nowMs = now.getTime();
    if (memo.from[i]! <= nowMs && nowMs < memo.until[i]!) {
      const at = memo.at[i]!;
      return Number.isNaN(at) ? null : at;
    }
    const entry = memo.entries[i]!;
    const found = nextFreeSlot({
      shop: entry.availability,
      services: entry.bookableServices,
      now,
      busyOn: (date) => busyOn(entry.shop.id, date),
    });
    memo.at[i] = found.at ?? Number.NaN;
    memo.until[i] = found.validUntil;
    memo.from[i] = nowMs;
    return found.at;
  }

  return {
    /** the reader of one catalog snapshot's entries, by index (the search engine's NextFreeProvider) */
    provider(entries: readonly CatalogEntry[]): (i: number, now: Date) => number | null {
      const memo = memoOf(entries);
      return (i, now) => read(memo, i, now);
    },
    /** the day sheets in memory before the first search reads them */
    ready: async (): Promise<void> => {
      await warmDaySheets();
    },
    /**
     * Computes every entry's answer ahead of the first search (start-up, catalog reload), in chunks between
     * other work; a search meanwhile computes what it needs itself.
     */
    async fill(entries: readonly CatalogEntry[], now: () => Date): Promise<void> {
      await warmDaySheets();
      const memo = memoOf(entries);
      for (let start = 0; start < entries.length; start += FILL_CHUNK) {
        const moment = now();
        for (let i = start; i < Math.min(entries.length, start + FILL_CHUNK); i += 1)
          read(memo, i, moment);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    /** changes with every sheet change (an answer cached before it may show a taken time as free) */
    get version(): number {
      return version;
    },
    close: stop,
  };
}

export type NextFreeMemo = ReturnType<typeof createNextFreeMemo>;

/** Answers of `from` for the entries `to` holds unchanged (the same object: same hours, services, team). */
function copyUnchanged(from: SnapshotMemo, to: SnapshotMemo): void {
  to.entries.forEach((entry, i) => {
    const j = from.indexById.get(entry.shop.id);
    if (j === undefined || from.entries[j] !== entry) return;
    to.at[i] = from.at[j]!;
    to.until[i] = from.until[j]!;
    to.from[i] = from.from[j]!;
  });
}
