/**
 * The shapes of the ids the API issues, once, for the routes' path parameters, the request bodies that name a
 * shop, the socket's room requests and the mocks. A value of another shape cannot name anything, so it is
 * answered as "not found" before any database read (and never reaches a query as an operator or a cast error).
 */
export const ID_PATTERNS = {
  /** a shop: the slug of its name, plus a random suffix for registered shops ('salone-aurora-roma') */
  shop: /^[a-z0-9][a-z0-9-]{0,119}$/,
  /** a booking: 'bk_' and a random part */
  booking: /^bk_[\w-]{1,40}$/,
  /** an email in the development outbox: the ObjectId the database gave it */
  outboxMessage: /^[0-9a-f]{24}$/i,
  /** a profile picture's file name, `<uuid>.<ext>`: a new one on every upload */
  avatar: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/,
} as const;

export type IdKind = keyof typeof ID_PATTERNS;

/** Whether a value has the shape of an id of that kind (a path parameter, a socket message field). */
export function isId(kind: IdKind, value: unknown): value is string {
  // the patterns alone (no schema library): an id is checked on screens that validate nothing else
  return typeof value === 'string' && ID_PATTERNS[kind].test(value);
}

export const isShopId = (value: unknown): value is string => isId('shop', value);
