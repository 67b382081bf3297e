import {
  AUDIT_CHANGES_MAX,
  activityPageRange,
  activityTotalPages,
  auditValueOf,
  auditValueText,
  type ShopActivityItem,
  type ShopActivityPage,
} from '../../../src/domain/shop-activity';
import {
  ShopAuditModel,
  shopAuditBucketId,
  shopAuditBucketOf,
  shopAuditHeadId,
  type StoredAuditEntry,
} from '../../models/shop-audit.model';
import { UserModel } from '../../models/user.model';
import { createKeyLock } from '../bookings/key-lock';
import type { ShopChange } from './shop-changes';

/**
 * The shop audit trail's storage (model: server/models/shop-audit.model.ts). A write is two single-document updates
 * by `_id`: claim a number with `$inc`, then `$push` into its bucket. On MongoDB both are atomic, so instances
 * racing keep every entry; FerretDB runs an update as read-modify-write, so within this process one shop's writes
 * also take turns (a per-shop key lock): 25 racing changes lost 2 entries without it.
 */
const withShopLock = createKeyLock();

const isDuplicateKey = (error: unknown): boolean => (error as { code?: number }).code === 11000;

/** `updateOne` with upsert; two first writers of one document race on the insert: the loser updates. */
async function upsert(id: string, update: Record<string, unknown>): Promise<void> {
  try {
    await ShopAuditModel.updateOne({ _id: id }, update, { upsert: true });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    await ShopAuditModel.updateOne({ _id: id }, update);
  }
}

async function claimNumber(shopId: string): Promise<number> {
  const id = shopAuditHeadId(shopId);
  const bump = () =>
    ShopAuditModel.findOneAndUpdate(
      { _id: id },
      { $inc: { total: 1 } },
      { upsert: true, returnDocument: 'after' },
    ).lean<{ total?: number }>();
  let head: { total?: number } | null;
  try {
    head = await bump();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    head = await bump();
  }
  const n = head?.total;
  if (typeof n !== 'number' || n < 1) throw new Error('audit head gave no number');
  return n;
}

async function actorName(userId: string): Promise<string | null> {
  const user = await UserModel.findById(userId, { name: 1 }).lean<{ name?: string }>();
  return user?.name ?? null;
}

/** What the trail keeps of a change: values cut and secrets hidden, at most AUDIT_CHANGES_MAX fields. */
export function storedEntryOf(
  change: ShopChange,
  n: number,
  at: Date,
  name: string | null,
): StoredAuditEntry {
  return {
    n,
    at,
    actor: { userId: change.actor.userId, role: change.actor.role, name },
    section: change.section,
    action: change.action.slice(0, 64),
    changes: change.changes.slice(0, AUDIT_CHANGES_MAX).map((c) => ({
      field: c.field.slice(0, 200),
      before: auditValueText(c.field, c.before),
      after: auditValueText(c.field, c.after),
    })),
  };
}

export async function recordShopChange(change: ShopChange, at = new Date()): Promise<void> {
  const name = await actorName(change.actor.userId).catch(() => null);
  await withShopLock(change.shopId, async () => {
    const n = await claimNumber(change.shopId);
    const entry = storedEntryOf(change, n, at, name);
    await upsert(shopAuditBucketId(change.shopId, shopAuditBucketOf(n)), {
      $push: { entries: entry },
    });
  });
}

function itemOf(shopId: string, entry: StoredAuditEntry): ShopActivityItem {
  return {
    id: `${shopId}:${entry.n}`,
    at: new Date(entry.at).toISOString(),
    actor: {
      userId: entry.actor.userId,
      role: entry.actor.role,
      name: entry.actor.name ?? null,
    },
    section: entry.section,
    action: entry.action,
    changes: (entry.changes ?? []).map((c) => ({
      field: c.field,
      before: auditValueOf(c.before),
      after: auditValueOf(c.after),
    })),
  };
}

/** One page of the shop's trail, newest first. */
export async function listShopActivity(
  shopId: string,
  timeZone: string,
  page: number,
  limit: number,
): Promise<ShopActivityPage> {
  const head = await ShopAuditModel.findById(shopAuditHeadId(shopId)).lean<{ total?: number }>();
  const total = head?.total ?? 0;
  const range = activityPageRange(total, page, limit);
  const base = { timeZone, total, page, limit, totalPages: activityTotalPages(total, limit) };
  if (!range) return { items: [], ...base };
  const buckets: number[] = [];
  for (let b = shopAuditBucketOf(range.oldest); b <= shopAuditBucketOf(range.newest); b += 1)
    buckets.push(b);
  const docs = await Promise.all(
    buckets.map((b) =>
      ShopAuditModel.findById(shopAuditBucketId(shopId, b)).lean<{
        entries?: StoredAuditEntry[];
      }>(),
    ),
  );
  const entries = docs
    .flatMap((doc) => doc?.entries ?? [])
    .filter((e) => e.n >= range.oldest && e.n <= range.newest)
    .sort((a, b) => b.n - a.n);
  return { items: entries.map((e) => itemOf(shopId, e)), ...base };
}
