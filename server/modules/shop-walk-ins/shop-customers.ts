import { randomBytes } from 'node:crypto';
import {
  SHOP_CUSTOMERS_MAX,
  contactIdOf,
  isContactId,
  type ShopCustomer,
} from '../../../src/domain/walk-ins';
import { normalizePhone } from '../../../src/domain/phone';
import { updateInBatch } from '../../db/write-batch';
import { decodeKey, encodeKey } from '../../models/booking-index.model';
import { UserModel } from '../../models/user.model';
import { shopBookings } from '../bookings/booking-index';
import { createKeyLock } from '../bookings/key-lock';
import {
  ShopCustomersModel,
  shopCustomersId,
  type ShopCustomerEntry,
  type ShopCustomersDoc,
} from './shop-customers.model';

/**
 * The shop's customer directory (shop-customers.model.ts). Written when a booking is created at the shop and
 * when the shop writes a new person down; the first read of a shop's directory fills it from the shop's month
 * indexes and the customers' user documents (the most recent SHOP_CUSTOMERS_MAX). FerretDB applies an update
 * as read-modify-write, so every write and the build of one shop's document run one at a time in this process,
 * and a search queued behind a booking's write sees that customer.
 */
const withShopLock = createKeyLock();
/** user documents read at once while building */
const BUILD_BATCH = 50;

const toCustomer = (id: string, entry: ShopCustomerEntry): ShopCustomer => ({
  id,
  name: entry.name,
  email: entry.email,
  phone: entry.phone,
  kind: entry.kind,
});

/**
 * An entry is stored as one JSON string (an object before: still read). FerretDB decodes and re-encodes the whole
 * document on every update at a cost per value, and every booking at the shop updates it: a directory of 2,000
 * people is 12,000 values as objects, 2,000 as strings.
 */
type StoredDoc = Omit<ShopCustomersDoc, 'entries'> & { entries?: Record<string, unknown> };

const decodeEntry = (stored: unknown): ShopCustomerEntry =>
  typeof stored === 'string'
    ? (JSON.parse(stored) as ShopCustomerEntry)
    : (stored as ShopCustomerEntry);

async function readDoc(shopId: string): Promise<ShopCustomersDoc | null> {
  const doc = await ShopCustomersModel.findById(shopCustomersId(shopId)).lean<StoredDoc>();
  if (!doc) return null;
  const entries: Record<string, ShopCustomerEntry> = {};
  for (const [key, stored] of Object.entries(doc.entries ?? {})) entries[key] = decodeEntry(stored);
  return { ...doc, entries };
}

async function setEntries(
  shopId: string,
  entries: Record<string, ShopCustomerEntry>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const set: Record<string, unknown> = { ...extra };
  for (const [id, entry] of Object.entries(entries))
    set[`entries.${encodeKey(id)}`] = JSON.stringify(entry);
  // in one command with other shops' directory writes of the moment (each shop's one at a time: withShopLock)
  await updateInBatch(ShopCustomersModel, shopCustomersId(shopId), { $set: set }, { upsert: true });
}

/** Reads the shop's past bookers into its directory, once. */
async function build(shopId: string): Promise<ShopCustomersDoc> {
  const entries = await shopBookings([shopId]);
  const latest = new Map<string, number>();
  for (const entry of entries)
    latest.set(entry.customerId, Math.max(latest.get(entry.customerId) ?? 0, entry.startAt));
  const accounts = [...latest.entries()]
    .filter(([id]) => !isContactId(id))
    .sort((a, b) => b[1] - a[1])
    .slice(0, SHOP_CUSTOMERS_MAX);
  const found: Record<string, ShopCustomerEntry> = {};
  for (let i = 0; i < accounts.length; i += BUILD_BATCH) {
    const users = await Promise.all(
      accounts.slice(i, i + BUILD_BATCH).map(([id]) => UserModel.findById(id).lean()),
    );
    users.forEach((user, j) => {
      const at = accounts[i + j]?.[1] ?? 0;
      // a deleted account's shell stays out: its personal data is gone
      if (user && !user.deletedAt && user.role === 'customer')
        found[user._id] = {
          name: user.name,
          email: user.email,
          phone: user.phone ?? '',
          kind: 'account',
          locale: user.language === 'it' ? 'it' : 'en',
          at,
        };
    });
  }
  await setEntries(shopId, found, { built: true });
  return (await readDoc(shopId)) ?? { _id: shopCustomersId(shopId), entries: found, built: true };
}

async function directory(shopId: string): Promise<Map<string, ShopCustomerEntry>> {
  const doc = await withShopLock(shopId, async () => {
    const current = await readDoc(shopId);
    return current?.built ? current : build(shopId);
  });
  return new Map(Object.entries(doc.entries ?? {}).map(([key, entry]) => [decodeKey(key), entry]));
}

/** Everyone in the shop's directory. */
export async function shopCustomers(shopId: string): Promise<ShopCustomer[]> {
  return [...(await directory(shopId))].map(([id, entry]) => toCustomer(id, entry));
}

/** One customer of the shop's directory, or null (another shop's customer, or nobody). */
export async function shopCustomer(
  shopId: string,
  customerId: string,
): Promise<(ShopCustomer & { locale: 'en' | 'it' }) | null> {
  const entry = (await directory(shopId)).get(customerId);
  return entry ? { ...toCustomer(customerId, entry), locale: entry.locale } : null;
}

/** A booking was made at the shop: its customer is in the directory (with their latest details). */
export function rememberShopCustomer(
  shopId: string,
  customerId: string,
  entry: ShopCustomerEntry,
): Promise<void> {
  return withShopLock(shopId, () => setEntries(shopId, { [customerId]: entry }));
}

/** Writes a new person down for the shop: a contact (`wc_…`) only this shop finds. */
export async function createContact(
  shopId: string,
  person: { name: string; phone: string; email?: string },
  locale: 'en' | 'it',
): Promise<ShopCustomer & { locale: 'en' | 'it' }> {
  const id = contactIdOf(randomBytes(12).toString('base64url'));
  const entry: ShopCustomerEntry = {
    name: person.name.trim(),
    phone: normalizePhone(person.phone.trim()),
    email: (person.email ?? '').trim().toLowerCase(),
    kind: 'contact',
    locale,
    at: Date.now(),
  };
  await rememberShopCustomer(shopId, id, entry);
  return { ...toCustomer(id, entry), locale };
}
