import * as yup from 'yup';

/**
 * A shop's audit trail as the owner reads it (GET /api/shops/{id}/activity, issue 14): who changed what and when,
 * newest first. The recording rules (what is kept of a value) live here too, so the server and the MSW mocks keep
 * the same thing.
 */

export const ACTIVITY_PAGE_DEFAULT = 20;
export const ACTIVITY_PAGE_MAX = 100;
/** a value longer than this (as JSON text) is cut */
export const AUDIT_VALUE_MAX = 500;
/** field changes kept per entry (a bulk change lists the first ones) */
export const AUDIT_CHANGES_MAX = 50;
export const AUDIT_REDACTED = '[hidden]';

export const shopActivityQuerySchema = yup
  .object({
    page: yup.number().typeError('validation.invalidType').integer().min(1).max(10_000).default(1),
    limit: yup
      .number()
      .typeError('validation.invalidType')
      .integer()
      .min(1)
      .max(ACTIVITY_PAGE_MAX)
      .default(ACTIVITY_PAGE_DEFAULT),
  })
  .noUnknown();

export type ActivityActorRole = 'shop' | 'admin' | 'customer';

export interface ActivityFieldChange {
  field: string;
  /** the value before, as recorded: JSON-like, or a cut text ending in '…'; null when it had none */
  before: unknown;
  after: unknown;
}

export interface ShopActivityItem {
  id: string;
  /** ISO instant */
  at: string;
  actor: { userId: string; role: ActivityActorRole | string; name: string | null };
  section: string;
  action: string;
  changes: ActivityFieldChange[];
}

export interface ShopActivityPage {
  items: ShopActivityItem[];
  /** the shop's time zone: the list shows each instant in it */
  timeZone: string;
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** Field paths whose values are never stored (a secret must not end up in the trail). */
const SECRET = /pass(word)?|token|secret|api[-_]?key|credential/i;

export const isSecretField = (field: string): boolean => SECRET.test(field);

/**
 * What the trail keeps of one value: JSON text of it, with secret-looking keys hidden, cut at AUDIT_VALUE_MAX
 * characters. Kept as text so any shape (nested arrays, keys with dots) can be stored on every database.
 */
export function auditValueText(field: string, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (isSecretField(field)) return JSON.stringify(AUDIT_REDACTED);
  let text: string;
  try {
    text = JSON.stringify(value, (key, inner: unknown) =>
      key && isSecretField(key) ? AUDIT_REDACTED : inner,
    );
  } catch {
    text = JSON.stringify(String(value));
  }
  if (text === undefined) return null;
  return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX)}…` : text;
}

/** The stored text back to a value (a cut text stays text). */
export function auditValueOf(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A value as one line for the activity list: strings plain, others as compact JSON, null as ''. */
export function activityValueLabel(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/**
 * Entries are numbered 1…total in the order they were recorded. Page `page` of `limit`, newest first, lists the
 * numbers from `newest` down to `oldest` (empty past the end).
 */
export function activityPageRange(
  total: number,
  page: number,
  limit: number,
): { newest: number; oldest: number } | null {
  const newest = total - (page - 1) * limit;
  if (newest < 1) return null;
  return { newest, oldest: Math.max(1, newest - limit + 1) };
}

export const activityTotalPages = (total: number, limit: number): number =>
  total === 0 ? 0 : Math.ceil(total / limit);
