import { bumpStamps, createStampedCopies } from '../../db/stamped-copies';
import { USER_STAMPS_PREFIX, UserModel } from '../../models/user.model';

/**
 * User documents served from memory: a booking create reads its customer (name, email, language, reminder
 * preference, deletion) and the shop owner's email reads the owner, one FerretDB round trip each otherwise. A copy
 * is served while the stamps it was read under are unchanged (server/db/stamped-copies.ts): every write through
 * UserModel bumps them (its schema's hooks), and the one write through the driver (the account deletion's shell)
 * calls userDocumentWritten. So a profile, language or email change, or a deletion, is seen by the next read, on
 * every instance when the stamps live in Redis. Copies are shared: callers must not change them.
 */
const readUser = (userId: string) => UserModel.findById(userId).lean();
export type UserDocument = NonNullable<Awaited<ReturnType<typeof readUser>>>;

const copies = createStampedCopies<UserDocument>({
  max: 50_000,
  // alone, every write bumps a counter here; with Redis a lost bump is bounded by the age
  maxAgeMs: { alone: Infinity, shared: 30_000 },
  // a shop whose owner's account is gone is mailed on every booking: its owner is not read each time (every
  // insert of a user goes through UserModel, whose hooks bump the stamps)
  keepMissing: true,
});

/**
 * The user's document (null when there is none), from memory when no write touched it since it was read (a
 * missing one as well, until a user with its id is written).
 */
export function userDocument(userId: string): Promise<UserDocument | null> {
  return copies.read(
    userId,
    [`${USER_STAMPS_PREFIX}${userId}`, `${USER_STAMPS_PREFIX}*`],
    () => readUser(userId),
    (user) => user._id === userId,
  );
}

/**
 * The user's document read from the database now (a sign-in, a refresh: they must see the latest status), kept as
 * the copy the next reads are served (the customer's first booking after signing in reads nothing).
 */
export function freshUserDocument(userId: string): Promise<UserDocument | null> {
  return copies.reload(
    userId,
    [`${USER_STAMPS_PREFIX}${userId}`, `${USER_STAMPS_PREFIX}*`],
    () => readUser(userId),
    (user) => user._id === userId,
  );
}

/** After a write of the user's document that did not go through UserModel (its hooks bump by themselves). */
export async function userDocumentWritten(userId: string): Promise<void> {
  copies.drop(userId);
  await bumpStamps([`${USER_STAMPS_PREFIX}${userId}`]);
}
