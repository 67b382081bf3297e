import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rememberShopCustomer,
  shopCustomers,
} from '../../server/modules/shop-walk-ins/shop-customers';
import { connectTestDatabase } from './helpers';

/**
 * A shop's customer directory stores each person as one JSON string (FerretDB's cost per update of the document
 * follows its number of values, and every booking at the shop updates it); people stored before as objects are
 * still found.
 */
const stored = () =>
  mongoose.connection.collection<{
    _id: string;
    entries: Record<string, unknown>;
    built: boolean;
  }>('shop_customers');

beforeAll(async () => {
  await connectTestDatabase('api-shop-customers-stored');
});
afterAll(async () => {
  await mongoose.disconnect();
});

describe("a shop's customer directory", () => {
  it('keeps people written before as objects, and writes new ones as one string each', async () => {
    const old = {
      name: 'Ada Prima',
      email: 'ada@example.com',
      phone: '+393330000001',
      kind: 'account',
      locale: 'it',
      at: 1,
    };
    await stored().insertOne({
      _id: 'shopcust:shop-s1',
      entries: { 'user-ada': old },
      built: true,
    });
    await rememberShopCustomer('shop-s1', 'user-bea', {
      name: 'Bea Dopo',
      email: 'bea@example.com',
      phone: '+393330000002',
      kind: 'account',
      locale: 'en',
      at: 2,
    });
    const doc = await stored().findOne({ _id: 'shopcust:shop-s1' });
    expect(typeof doc?.entries['user-bea']).toBe('string');
    expect((await shopCustomers('shop-s1')).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      {
        id: 'user-ada',
        name: 'Ada Prima',
        email: 'ada@example.com',
        phone: '+393330000001',
        kind: 'account',
      },
      {
        id: 'user-bea',
        name: 'Bea Dopo',
        email: 'bea@example.com',
        phone: '+393330000002',
        kind: 'account',
      },
    ]);
  });
});
