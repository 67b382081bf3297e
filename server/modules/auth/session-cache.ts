import type { IndexStamps } from '../bookings/booking-index-store';

/**
 * Live sessions served from memory. Every authenticated request checks its session (so logout and password
 * changes take effect at once); read from the database that is one FerretDB round trip per request, a large share
 * of what a list request costs. A copy is served only while the stamps it was read under are unchanged:
 * `s:<sessionId>` is bumped after every write of that session (rotation, revocation), `u:<userId>` after every
 * write of all of a user's sessions (password change or reset, deletion). In one process the stamps are counters
 * here; with several API instances they live in Redis (server/index.ts), so a logout on one instance ends the
 * session on all of them at the next request. A stamp that cannot be read (Redis down) serves nothing from memory.
 *
 * The stamps are read BEFORE the database, and bumped AFTER its write: a copy read just before a revocation
 * carries the old stamps, and the bump that follows the write makes it unservable.
 */
export const SESSION_STAMPS_PREFIX = 'orabella:session:';
const ENTRIES_MAX = 50_000;
const LOCAL_STAMPS_MAX = 200_000;
/** a bound on a copy's age even if a bump was lost (a Redis failure during a revocation) */
const COPY_MAX_AGE_MS = 30_000;

interface Copy<T> {
  value: T;
  stamps: string[];
  readAt: number;
}

let shared: IndexStamps | null = null;
const localStamps = new Map<string, number>();
const copies = new Map<string, Copy<unknown>>();

/** Several instances: stamps through Redis; null: this process alone. */
export function shareSessionStamps(stamps: IndexStamps | null): void {
  shared = stamps;
  copies.clear();
}

const keysOf = (sessionId: string, userId: string) => [`s:${sessionId}`, `u:${userId}`];

async function currentStamps(keys: string[]): Promise<(string | null)[]> {
  if (shared) return shared.read(keys);
  return keys.map((key) => String(localStamps.get(key) ?? 0));
}

/** The session's document from memory when nothing changed it since it was read, else from `load`. */
export async function cachedSession<T extends { userId: string }>(
  sessionId: string,
  userId: string,
  load: () => Promise<T | null>,
): Promise<T | null> {
  const stamps = await currentStamps(keysOf(sessionId, userId));
  const copy = copies.get(sessionId) as Copy<T> | undefined;
  const knowable = stamps.every((stamp) => stamp !== null);
  if (
    copy &&
    knowable &&
    Date.now() - copy.readAt < COPY_MAX_AGE_MS &&
    copy.stamps.every((stamp, i) => stamp === stamps[i])
  )
    return copy.value;
  const value = await load();
  copies.delete(sessionId);
  // only a session of this user is kept (another user's id in the token must not find it)
  if (value && value.userId === userId && knowable) {
    if (copies.size >= ENTRIES_MAX) copies.delete(copies.keys().next().value as string);
    copies.set(sessionId, { value, stamps: stamps as string[], readAt: Date.now() });
  }
  return value;
}

/** After a write of one session (`sessionId`) or of a user's sessions (`userId`): no copy is served again. */
export async function sessionsWritten(which: {
  sessionId?: string;
  userId?: string;
}): Promise<void> {
  const keys: string[] = [];
  if (which.sessionId) {
    keys.push(`s:${which.sessionId}`);
    copies.delete(which.sessionId);
  }
  if (which.userId) keys.push(`u:${which.userId}`);
  // counters restart from empty (with no copy left that could match a restarted counter) instead of growing
  if (localStamps.size >= LOCAL_STAMPS_MAX) {
    localStamps.clear();
    copies.clear();
  }
  for (const key of keys) localStamps.set(key, (localStamps.get(key) ?? 0) + 1);
  await shared?.bump(keys);
}
