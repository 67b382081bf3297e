import type { Schema } from 'mongoose';

/**
 * Copies of database documents served from memory while their stamps are unchanged. A stamp is a counter per key,
 * bumped AFTER every write of what the key names; a reader reads the stamps BEFORE the database and keeps the copy
 * with them, so a copy read just before a write carries the old stamps and the bump that follows the write makes
 * it unservable. In one process the stamps are counters here; with several API instances they live in Redis
 * (`shareStamps`, server/index.ts), so a write on one instance is seen by the others at their next read. A stamp
 * that cannot be read (Redis down) serves nothing from memory.
 *
 * Used for sessions (server/modules/auth/session-cache.ts) and for user documents (user-documents.ts): a model
 * whose writes must bump its stamps gets them through `bumpStampsOnWrite`, so no write path can forget it.
 */
export interface Stamps {
  /** the current stamp of each key ('' when never bumped; null when it cannot be known now) */
  read(keys: readonly string[]): Promise<(string | null)[]>;
  /** after a write of what these keys name */
  bump(keys: readonly string[]): Promise<void>;
}

const LOCAL_STAMPS_MAX = 200_000;

let shared: Stamps | null = null;
const localStamps = new Map<string, number>();
const caches = new Set<{ clear(): void }>();

/** Several instances: stamps through Redis; null: this process alone. Every copy is dropped either way. */
export function shareStamps(stamps: Stamps | null): void {
  shared = stamps;
  for (const cache of caches) cache.clear();
}

async function readStamps(keys: readonly string[]): Promise<(string | null)[]> {
  if (shared) return shared.read(keys);
  return keys.map((key) => String(localStamps.get(key) ?? 0));
}

/** After a write: no copy read under the previous stamps of these keys is served again. */
export async function bumpStamps(keys: readonly string[]): Promise<void> {
  // counters restart from empty (with no copy left that could match a restarted counter) instead of growing
  if (localStamps.size >= LOCAL_STAMPS_MAX) {
    localStamps.clear();
    for (const cache of caches) cache.clear();
  }
  for (const key of keys) localStamps.set(key, (localStamps.get(key) ?? 0) + 1);
  await shared?.bump(keys);
}

interface Copy<T> {
  value: T | null;
  stamps: string[];
  readAt: number;
}

export interface StampedCopies<T> {
  /**
   * The copy of `key` while the stamps of `stampKeys` are those it was read under (and it is younger than the age
   * bound), else `load()`, kept when `keep` accepts it. Copies are shared: callers must not change them.
   */
  read(
    key: string,
    stampKeys: readonly string[],
    load: () => Promise<T | null>,
    keep?: (value: T) => boolean,
  ): Promise<T | null>;
  /**
   * `load()` whatever copy there is (a read that must see the database: a sign-in's user; or a write that gives
   * the document it wrote: a new session), kept as `read` keeps it: under the stamps read before `load` started.
   */
  reload(
    key: string,
    stampKeys: readonly string[],
    load: () => Promise<T | null>,
    keep?: (value: T) => boolean,
  ): Promise<T | null>;
  drop(key: string): void;
}

export function createStampedCopies<T>(options: {
  max: number;
  /**
   * How old a copy may be: a bound on the damage of a bump that was lost (a Redis failure during a write). With
   * this process alone every bump is a counter here, so `alone` may be Infinity.
   */
  maxAgeMs: { alone: number; shared: number };
  /**
   * Keep "there is none" too (served as null while the stamps are unchanged): for documents whose every insert
   * bumps their stamps (bumpStampsOnWrite's `save` and `insertMany` hooks), so a later insert is seen.
   */
  keepMissing?: boolean;
}): StampedCopies<T> {
  const copies = new Map<string, Copy<T>>();
  caches.add(copies);
  async function read(
    key: string,
    stampKeys: readonly string[],
    load: () => Promise<T | null>,
    keep: (value: T) => boolean,
    fresh: boolean,
  ): Promise<T | null> {
    const stamps = await readStamps(stampKeys);
    const copy = copies.get(key);
    const knowable = stamps.every((stamp) => stamp !== null);
    const maxAge = shared ? options.maxAgeMs.shared : options.maxAgeMs.alone;
    if (
      !fresh &&
      copy &&
      knowable &&
      Date.now() - copy.readAt < maxAge &&
      copy.stamps.every((stamp, i) => stamp === stamps[i])
    )
      return copy.value;
    const value = await load();
    copies.delete(key);
    if (knowable && (value === null ? options.keepMissing === true : keep(value))) {
      if (copies.size >= options.max) copies.delete(copies.keys().next().value as string);
      copies.set(key, { value, stamps: stamps as string[], readAt: Date.now() });
    }
    return value;
  }
  return {
    read: (key, stampKeys, load, keep = () => true) => read(key, stampKeys, load, keep, false),
    reload: (key, stampKeys, load, keep = () => true) => read(key, stampKeys, load, keep, true),
    drop(key) {
      copies.delete(key);
    },
  };
}

/** The query operations that write (mongoose query middleware). */
const QUERY_WRITES = [
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'deleteOne',
  'deleteMany',
];

/**
 * Every write through this schema's model bumps `<prefix><_id>` when it names one document by a string `_id`,
 * else `<prefix>*` (readers keep both among their stamp keys), after the write and after a failed one too (it
 * may have been applied). Writes through the driver's collection bypass this: they call bumpStamps themselves.
 */
export function bumpStampsOnWrite(schema: Schema, prefix: string): void {
  const keyOf = (id: unknown) => (typeof id === 'string' ? `${prefix}${id}` : `${prefix}*`);
  const hook = (ops: string[], options: object, bump: (self: never) => Promise<void>) => {
    schema.post(ops as never, options, async function (this: never) {
      await bump(this);
    });
    // a post hook taking the error first is mongoose's error handler: it bumps, then passes the error on
    schema.post(
      ops as never,
      options,
      function (this: never, error: Error, _result: unknown, next: (error: Error) => void) {
        void bump(this).finally(() => next(error));
      },
    );
  };
  hook(
    QUERY_WRITES,
    { document: false, query: true },
    (query: { getFilter(): { _id?: unknown } }) => bumpStamps([keyOf(query.getFilter()._id)]),
  );
  hook(
    ['save', 'updateOne', 'deleteOne'],
    { document: true, query: false },
    (doc: { _id?: unknown }) => bumpStamps([keyOf(doc._id)]),
  );
  hook(['insertMany', 'bulkWrite'], {}, () => bumpStamps([`${prefix}*`]));
}
