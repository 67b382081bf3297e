import { describe, expect, it } from 'vitest';
import { demoUserId } from '../../server/db/seed/demo-data';
import { seedDatabase } from '../../server/db/seed';
import { ServiceModel } from '../../server/models/service.model';
import { ShopModel } from '../../server/models/shop.model';
import { LoginIdentityModel, UserModel, emailIdentityId } from '../../server/models/user.model';
import { DEMO_ACCOUNTS, DEMO_OWNED_SHOP_ID, DEMO_PASSWORD } from '../../src/domain/demo';
import { BUSINESS_TYPES } from '../../src/domain/shop';
import { verifyPassword } from '../../server/modules/auth/passwords';
import { connectTestDatabase } from './helpers';

async function counts() {
  return {
    shops: await ShopModel.countDocuments(),
    services: await ServiceModel.countDocuments(),
    users: await UserModel.countDocuments(),
    identities: await LoginIdentityModel.countDocuments(),
  };
}

describe('demo seed', () => {
  it('creates 60+ approved shops in Rome and Milan, every business type, and the demo accounts', async () => {
    await connectTestDatabase('api_seed');
    const report = await seedDatabase();
    expect(report.shops.inserted).toBeGreaterThanOrEqual(60);
    // the three demo accounts, plus the owners of the shops awaiting review
    expect(report.users.inserted).toBe(DEMO_ACCOUNTS.length + 3);

    const shops = await ShopModel.find({ approvalStatus: 'approved' }).lean();
    expect(shops.length).toBeGreaterThanOrEqual(60);
    const rome = shops.filter((s) => s.location.city === 'Roma').length;
    expect(Math.abs(rome - (shops.length - rome))).toBeLessThanOrEqual(4);
    for (const type of BUSINESS_TYPES)
      expect(shops.filter((s) => s.businessType === type).length).toBeGreaterThanOrEqual(8);

    for (const account of DEMO_ACCOUNTS) {
      const identity = await LoginIdentityModel.findById(emailIdentityId(account.email)).lean();
      expect(identity?.userId).toBe(demoUserId(account.role));
      expect(identity?.passwordHash).toMatch(/^\$2[aby]\$/);
      expect(await verifyPassword(account.password, identity?.passwordHash)).toBe(true);
      expect((await UserModel.findById(identity?.userId).lean())?.role).toBe(account.role);
    }
    expect((await ShopModel.findById(DEMO_OWNED_SHOP_ID).lean())?.ownerId).toBe(demoUserId('shop'));

    // shops awaiting review, each owned by its own pending shop account that can sign in
    const pending = await ShopModel.find({ approvalStatus: 'pending' }).lean();
    expect(pending).toHaveLength(3);
    for (const shop of pending) {
      const owner = await UserModel.findById(shop.ownerId).lean();
      expect(owner).toMatchObject({ role: 'shop', status: 'pending' });
      const identity = await LoginIdentityModel.findById(emailIdentityId(owner!.email)).lean();
      expect(identity?.userId).toBe(owner?._id);
      expect(await verifyPassword(DEMO_PASSWORD, identity?.passwordHash)).toBe(true);
    }
  });

  it('seeding twice changes nothing (counts, documents, updatedAt)', async () => {
    await connectTestDatabase('api_seed');
    const before = await counts();
    const shop = await ShopModel.findById(DEMO_OWNED_SHOP_ID).lean();
    const service = await ServiceModel.findOne({ shopId: DEMO_OWNED_SHOP_ID }).lean();
    const identity = await LoginIdentityModel.findById(
      emailIdentityId('customer@orabella.demo'),
    ).lean();

    const report = await seedDatabase();
    for (const part of Object.values(report)) {
      expect(part.inserted).toBe(0);
      expect(part.updated).toBe(0);
    }
    expect(await counts()).toEqual(before);
    const shopAfter = await ShopModel.findById(DEMO_OWNED_SHOP_ID).lean();
    expect(shopAfter?.updatedAt).toEqual(shop?.updatedAt);
    expect(shopAfter).toEqual(shop);
    expect(await ServiceModel.findById(service?._id).lean()).toEqual(service);
    expect((await LoginIdentityModel.findById(identity?._id).lean())?.passwordHash).toBe(
      identity?.passwordHash,
    );
  });

  it('re-seeding restores a seeded document whose seed input changed, keeping createdAt', async () => {
    await connectTestDatabase('api_seed');
    const original = await ShopModel.findById(DEMO_OWNED_SHOP_ID).lean();
    await ShopModel.updateOne(
      { _id: DEMO_OWNED_SHOP_ID },
      { $set: { seedHash: 'stale', name: 'Changed' } },
    );
    const report = await seedDatabase();
    expect(report.shops.updated).toBe(1);
    const restored = await ShopModel.findById(DEMO_OWNED_SHOP_ID).lean();
    expect(restored?.name).toBe(original?.name);
    expect(restored?.createdAt).toEqual(original?.createdAt);
  });
});
