import type { Model } from 'mongoose';
import { ServiceModel } from '../../models/service.model';
import { ShopModel } from '../../models/shop.model';
import { LoginIdentityModel, UserModel, emailIdentityId } from '../../models/user.model';
import { DEFAULT_PASSWORD_HASH_COST } from '../../env.schema';
import { hashPassword } from '../../modules/auth/passwords';
import { seedCustomerHistory } from './customer-history';
import { buildDemoData, seedHashOf } from './demo-data';
import { buildPendingShops } from './pending-shops';
import { seedDemoSales } from './shop-sales';

export interface SeedCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}
export type SeedReport = Record<
  'shops' | 'services' | 'users' | 'identities' | 'sales' | 'customerHistory',
  SeedCounts
>;

interface SeedDoc {
  _id: string;
  seedHash: string;
  /** builds the document to write (lazily: password hashing is slow) */
  build: () => Promise<Record<string, unknown>> | Record<string, unknown>;
}

/**
 * Writes seed documents idempotently. Each carries `seedHash`, a hash of its seed input: missing documents are
 * inserted, documents whose seed input changed are replaced (keeping createdAt), and the rest are not touched at
 * all — so seeding twice writes nothing, and edits made in the app survive re-seeding unless the seed changes.
 * Reads by `_id` only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one helper for several models
async function upsertSeedDocs(model: Model<any>, docs: SeedDoc[]): Promise<SeedCounts> {
  const counts: SeedCounts = { inserted: 0, updated: 0, unchanged: 0 };
  const existing = new Map<string, { seedHash?: string; createdAt?: Date }>();
  const ids = docs.map((d) => d._id);
  for (let i = 0; i < ids.length; i += 500) {
    const found = await model
      .find({ _id: { $in: ids.slice(i, i + 500) } }, { _id: 1, seedHash: 1, createdAt: 1 })
      .lean<{ _id: string; seedHash?: string; createdAt?: Date }[]>();
    for (const doc of found) existing.set(doc._id, doc);
  }

  const now = new Date();
  const inserts: Record<string, unknown>[] = [];
  for (const doc of docs) {
    const current = existing.get(doc._id);
    if (current && current.seedHash === doc.seedHash) {
      counts.unchanged += 1;
      continue;
    }
    const body = { ...(await doc.build()), _id: doc._id, seedHash: doc.seedHash };
    if (!current) {
      inserts.push({ ...body, createdAt: now, updatedAt: now });
      continue;
    }
    await model.replaceOne(
      { _id: doc._id },
      { ...body, createdAt: current.createdAt ?? now, updatedAt: now },
      { timestamps: false },
    );
    counts.updated += 1;
  }
  if (inserts.length > 0) {
    try {
      await model.insertMany(inserts, { ordered: false });
      counts.inserted += inserts.length;
    } catch (error) {
      // Another process seeding at the same moment: the duplicates are already there, which is fine.
      const writeErrors =
        (error as { writeErrors?: { code?: number; err?: { code?: number } }[] }).writeErrors ?? [];
      const onlyDuplicates =
        writeErrors.length > 0 && writeErrors.every((e) => (e.code ?? e.err?.code) === 11000);
      if (!onlyDuplicates) throw error;
      counts.inserted += inserts.length - writeErrors.length;
      counts.unchanged += writeErrors.length;
    }
  }
  return counts;
}

/** Seeds the demo marketplace and accounts (idempotent). */
export async function seedDatabase(
  /**
   * `sales: false` leaves out the demo shop's year of sales (tests that do not read it skip its writes);
   * `customerHistory` the demo customer's past visits (by default only when the sales are seeded too: the API
   * tests that seed the demo data count the demo customer's bookings as the booking flows make them);
   * `passwordHashCost` the bcrypt cost of the demo accounts' hashes (config.passwordHashCost)
   */
  options: { sales?: boolean; customerHistory?: boolean; passwordHashCost?: number } = {},
): Promise<SeedReport> {
  const data = buildDemoData();
  // Shops awaiting review and their owners, for the admin screen. Once reviewed in the app they stay reviewed:
  // re-seeding rewrites a document only when its seed input changes.
  const pending = buildPendingShops();
  const users = [...data.users, ...pending.owners];
  // the demo accounts share one public password: one bcrypt hash (~70 ms each in pure JS) serves them all
  const hashes = new Map<string, Promise<string>>();
  const hashOnce = (password: string) => {
    if (!hashes.has(password))
      hashes.set(
        password,
        hashPassword(password, options.passwordHashCost ?? DEFAULT_PASSWORD_HASH_COST),
      );
    return hashes.get(password)!;
  };
  const shops = await upsertSeedDocs(
    ShopModel,
    [...data.shops, ...pending.shops].map((shop) => ({
      _id: shop._id,
      seedHash: seedHashOf(shop),
      build: () => ({ ...shop }),
    })),
  );
  const services = await upsertSeedDocs(
    ServiceModel,
    [...data.services, ...pending.services].map((service) => ({
      _id: service._id,
      seedHash: seedHashOf(service),
      build: () => ({ ...service }),
    })),
  );
  const userCounts = await upsertSeedDocs(
    UserModel,
    users.map(({ password: _password, ...user }) => ({
      _id: user._id,
      seedHash: seedHashOf(user),
      build: () => ({ ...user }),
    })),
  );
  const identities = await upsertSeedDocs(
    LoginIdentityModel,
    users.map((user) => ({
      _id: emailIdentityId(user.email),
      seedHash: seedHashOf({ userId: user._id, email: user.email, password: user.password }),
      build: async () => ({
        userId: user._id,
        provider: 'password',
        passwordHash: await hashOnce(user.password),
      }),
    })),
  );
  // after the shops and services it is made of
  const sales =
    options.sales === false ? { inserted: 0, updated: 0, unchanged: 0 } : await seedDemoSales(data);
  const none = { inserted: 0, updated: 0, unchanged: 0 };
  const customerHistory =
    (options.customerHistory ?? options.sales !== false) ? await seedCustomerHistory(data) : none;
  return { shops, services, users: userCounts, identities, sales, customerHistory };
}

/** True when the database has no shops yet (first start). */
export async function isDatabaseEmpty(): Promise<boolean> {
  return (await ShopModel.findOne({}, { _id: 1 }).lean()) === null;
}

export function describeSeed(report: SeedReport): string {
  return (Object.entries(report) as [string, SeedCounts][])
    .map(
      ([name, c]) => `${name}: ${c.inserted} new, ${c.updated} updated, ${c.unchanged} unchanged`,
    )
    .join('; ');
}
