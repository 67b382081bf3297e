import { Schema, model } from 'mongoose';

/**
 * A shop's audit trail (who changed what, issue 14), stored so every read and write goes by `_id` (FerretDB
 * scans any other filter), and so writes racing from several requests or instances lose nothing:
 * - `<shopId>:head`: `total`, the number of entries so far. A write claims its number with `$inc`;
 * - `<shopId>:<b>`: bucket b holds entries number b·SIZE+1 … (b+1)·SIZE, appended with `$push` (their order in
 *   the array may differ from their numbers when writes race; readers sort by `n`).
 * A page of the newest entries reads the head and the one or two buckets it spans.
 */
export const SHOP_AUDIT_BUCKET_SIZE = 100;

export interface StoredAuditEntry {
  /** the entry's number (1-based, per shop) */
  n: number;
  at: Date;
  actor: { userId: string; role: string; name: string | null };
  section: string;
  action: string;
  /** before/after as JSON text (src/domain/shop-activity.ts auditValueText) */
  changes: { field: string; before: string | null; after: string | null }[];
}

const shopAuditSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** head only */
    total: { type: Number },
    /** buckets only */
    entries: { type: [Schema.Types.Mixed], default: undefined },
  },
  { versionKey: false, collection: 'shopaudits', minimize: false },
);

export const ShopAuditModel = model('ShopAudit', shopAuditSchema);

export const shopAuditHeadId = (shopId: string): string => `${shopId}:head`;
export const shopAuditBucketId = (shopId: string, bucket: number): string => `${shopId}:${bucket}`;
/** the bucket holding entry number n */
export const shopAuditBucketOf = (n: number): number =>
  Math.floor((n - 1) / SHOP_AUDIT_BUCKET_SIZE);
