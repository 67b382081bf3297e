import { bumpStamps, createStampedCopies, shareStamps, type Stamps } from '../../db/stamped-copies';

/**
 * Live sessions served from memory. Every authenticated request checks its session (so logout and password
 * changes take effect at once); read from the database that is one FerretDB round trip per request, a large share
 * of what a list request costs. A copy is served only while the stamps it was read under are unchanged
 * (server/db/stamped-copies.ts): `s:<sessionId>` is bumped after every write of that session (rotation,
 * revocation), `u:<userId>` after every write of all of a user's sessions (password change or reset, deletion).
 * In one process the stamps are counters; with several API instances they live in Redis (server/index.ts), so a
 * logout on one instance ends the session on all of them at the next request. A stamp that cannot be read (Redis
 * down) serves nothing from memory.
 */
export const SESSION_STAMPS_PREFIX = 'orabella:session:';

const copies = createStampedCopies<{ userId: string }>({
  max: 50_000,
  // a bound on a copy's age even if a bump was lost (a Redis failure during a revocation); alone, every write of
  // the session store bumps a counter here, failed writes included (sessions.ts), so none is lost
  maxAgeMs: { alone: Infinity, shared: 30_000 },
});

/**
 * Several instances: stamps through Redis; null: this process alone. The user documents served from memory
 * (user-documents.ts) share them.
 */
export function shareSessionStamps(stamps: Stamps | null): void {
  shareStamps(stamps);
}

const keysOf = (sessionId: string, userId: string) => [`s:${sessionId}`, `u:${userId}`];

/** The session's document from memory when nothing changed it since it was read, else from `load`. */
export async function cachedSession<T extends { userId: string }>(
  sessionId: string,
  userId: string,
  load: () => Promise<T | null>,
): Promise<T | null> {
  // only a session of this user is kept (another user's id in the token must not find it)
  return (await copies.read(
    sessionId,
    keysOf(sessionId, userId),
    load,
    (value) => value.userId === userId,
  )) as T | null;
}

/**
 * A new session: `insert` writes it and gives the document as stored, which is kept as the copy (under the stamps
 * read before the insert, so a revocation racing it still ends it), so its first request reads nothing.
 */
export async function sessionCreated<T extends { userId: string }>(
  sessionId: string,
  userId: string,
  insert: () => Promise<T>,
): Promise<T> {
  return (await copies.reload(
    sessionId,
    keysOf(sessionId, userId),
    insert,
    (value) => value.userId === userId,
  )) as T;
}

/** After a write of one session (`sessionId`) or of a user's sessions (`userId`): no copy is served again. */
export async function sessionsWritten(which: {
  sessionId?: string;
  userId?: string;
}): Promise<void> {
  const keys: string[] = [];
  if (which.sessionId) {
    keys.push(`s:${which.sessionId}`);
    copies.drop(which.sessionId);
  }
  if (which.userId) keys.push(`u:${which.userId}`);
  await bumpStamps(keys);
}
