/**
 * Size limits of request fields (issue 11: a 24,000-item array cost 1.5 s of CPU per request). Every string in a
 * request schema declares a maximum length and every array a maximum item count; the server checks them before
 * yup runs any per-item test, and falls back to the defaults below for a field that declares none, so a field
 * added without a limit is still bounded.
 */
export const LIMITS = {
  /** a person's or business name */
  name: 100,
  /** RFC 5321's longest usable address */
  email: 254,
  password: 128,
  phone: 32,
  /**
   * a document id (shop, service, staff, booking): a shop's id is the slug of its name (up to 100 characters)
   * plus a suffix, and a service's id appends its own slug, so ids go well past 64
   */
  id: 160,
  /** one-line text: city, state, a short label */
  shortText: 120,
  /** an address line */
  address: 200,
  /** notes, reasons, special requests */
  notes: 1000,
  /** descriptions, medical conditions */
  description: 2000,
  /** a date (YYYY-MM-DD), a time, a month, an enum value */
  token: 32,
  /** a list of ids in one request (services of a booking, …) */
  ids: 20,
  /** a list of tags (preferred services, allergies) */
  tags: 30,
} as const;

/** What a string or array field gets when its schema declares no maximum. */
export const DEFAULT_LIMITS = {
  stringLength: 2000,
  arrayItems: 50,
  /** keys of one object in a body (the schemas name at most a few dozen fields) */
  objectKeys: 50,
  /** nesting of objects and arrays under a field the schema leaves open (`mixed`) */
  depth: 4,
  /** values (objects, arrays, scalars) under such an open field */
  nodes: 200,
} as const;
