import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pendingOwnerEmail, pendingOwnerId } from '../../server/db/seed/pending-shops';
import type { OutboxMessage } from '../../server/mail/mailer';
import { ShopReviewModel, reviewRoundId } from '../../server/models/shop-review.model';
import { ShopModel } from '../../server/models/shop.model';
import { UserModel } from '../../server/models/user.model';
import { ADMIN_MESSAGES, type AdminShopSummary } from '../../src/domain/admin';
import { DEMO_PASSWORD } from '../../src/domain/demo';
import { getJson, postJson, startTestApp, type TestApp } from './helpers';
import { adminHeaders, clearOutbox } from './support/outbox-client';

interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
  errors?: Record<string, string>;
}
type ShopList = Envelope<{ items: AdminShopSummary[]; total: number }>;
type ShopResult = Envelope<{ shop: AdminShopSummary }>;

let app: TestApp;
const tokens: Record<'admin' | 'customer' | 'shop', string> = { admin: '', customer: '', shop: '' };

async function login(email: string): Promise<string> {
  const response = await postJson<Envelope<{ accessToken: string }>>(
    `${app.baseUrl}/api/auth/login`,
    { email, password: DEMO_PASSWORD },
  );
  expect(response.status, email).toBe(200);
  return response.body.data.accessToken;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const listShops = (query = '', token = tokens.admin) =>
  getJson<ShopList>(`${app.baseUrl}/api/admin/shops${query}`, { headers: bearer(token) });
const approve = (id: string, token = tokens.admin) =>
  postJson<ShopResult>(`${app.baseUrl}/api/admin/shops/${id}/approve`, {}, bearer(token));
const reject = (id: string, body: unknown, token = tokens.admin) =>
  postJson<ShopResult>(`${app.baseUrl}/api/admin/shops/${id}/reject`, body, bearer(token));
const publicShop = (id: string) => getJson<Envelope<unknown>>(`${app.baseUrl}/api/shops/${id}`);
const mailTo = async (email: string) =>
  (
    await getJson<Envelope<{ items: OutboxMessage[] }>>(
      `${app.baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`,
      { headers: await adminHeaders(app) },
    )
  ).body.data.items;

let fixtureCount = 0;
/** A freshly registered shop and its owner, written the way registration leaves them. */
async function createPendingShop(language: 'en' | 'it' = 'en') {
  fixtureCount += 1;
  const n = fixtureCount;
  const owner = await UserModel.create({
    _id: `user-admin-test-${n}`,
    name: `Owner ${n}`,
    email: `owner-${n}@example.com`,
    phone: `+39 333 000 ${String(n).padStart(4, '0')}`,
    role: 'shop',
    status: 'pending',
    language,
  });
  const shop = await ShopModel.create({
    _id: `admin-test-shop-${n}`,
    name: `Test Salon ${n}`,
    businessType: 'salon',
    category: 'hair',
    location: {
      address: 'Via Roma 1',
      city: 'Roma',
      zipCode: '00100',
      latitude: 41.9,
      longitude: 12.5,
    },
    approvalStatus: 'pending',
    ownerId: owner._id,
  });
  return { shopId: shop._id, ownerId: owner._id, email: owner.email, shopName: shop.name };
}

async function snapshot(shopId: string, ownerId: string) {
  const shop = await ShopModel.findById(shopId).lean();
  const owner = await UserModel.findById(ownerId).lean();
  return {
    approvalStatus: shop?.approvalStatus,
    rejectionReason: shop?.rejectionReason,
    reviewedAt: shop?.reviewedAt,
    ownerStatus: owner?.status,
  };
}

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api_admin' });
  tokens.admin = await login('admin@orabella.demo');
  tokens.customer = await login('customer@orabella.demo');
  tokens.shop = await login('shop@orabella.demo');
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await clearOutbox(app);
});

describe('GET /api/admin/shops', () => {
  it('lists the seeded pending shops by default, with their owners', async () => {
    const response = await listShops();
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const { items, total } = response.body.data;
    expect(total).toBe(items.length);
    expect(items.every((shop) => shop.approvalStatus === 'pending')).toBe(true);
    const seeded = items.find((shop) => shop.owner?.id === pendingOwnerId(1));
    expect(seeded).toMatchObject({
      id: 'studio-unghie-aventino-roma',
      name: 'Studio Unghie Aventino',
      businessType: 'nail_salon',
      rejectionReason: null,
      owner: { name: 'Chiara Ferri', email: pendingOwnerEmail(1), phone: '+39 339 210 4410' },
    });
    expect(items.filter((shop) => shop.owner?.email.startsWith('pending-'))).toHaveLength(3);
  });

  it('lists newest first and filters by status', async () => {
    const fresh = await createPendingShop();
    const pending = (await listShops('?status=pending')).body.data.items;
    expect(pending[0]?.id).toBe(fresh.shopId);
    const times = pending.map((shop) => Date.parse(shop.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const approved = await listShops('?status=approved');
    expect(approved.body.data.total).toBeGreaterThanOrEqual(60);
    expect(approved.body.data.items.every((s) => s.approvalStatus === 'approved')).toBe(true);
    const owned = approved.body.data.items.find((s) => s.id === 'salone-aurora-roma');
    expect(owned?.owner?.email).toBe('shop@orabella.demo');
    expect(approved.body.data.items.find((s) => s.owner === null)).toBeDefined();
  });

  it('refuses an unknown status with 400', async () => {
    const response = await listShops('?status=deleted');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid query parameter: status');
  });
});

describe('POST /api/admin/shops/:id/approve', () => {
  it('publishes the shop, activates the owner and emails them in their language', async () => {
    const shopId = 'studio-unghie-aventino-roma';
    expect((await publicShop(shopId)).status).toBe(404);

    const response = await approve(shopId);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(ADMIN_MESSAGES.approved);
    expect(response.body.data.shop).toMatchObject({
      id: shopId,
      approvalStatus: 'approved',
      rejectionReason: null,
      owner: { id: pendingOwnerId(1), email: pendingOwnerEmail(1) },
    });

    const after = await snapshot(shopId, pendingOwnerId(1));
    expect(after.approvalStatus).toBe('approved');
    expect(after.ownerStatus).toBe('active');
    expect(Date.now() - (after.reviewedAt?.getTime() ?? 0)).toBeLessThan(60_000);

    const shown = await publicShop(shopId);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ shop: { id: shopId, name: 'Studio Unghie Aventino' } });
    const pending = (await listShops()).body.data.items;
    expect(pending.some((shop) => shop.id === shopId)).toBe(false);

    const mails = await mailTo(pendingOwnerEmail(1));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'shop-approved',
      locale: 'it',
      subject: 'Studio Unghie Aventino è ora online su Orabella',
    });
    expect(mails[0]?.text).toContain('Ciao Chiara Ferri,');
    expect(mails[0]?.text).toContain(`${app.config.publicUrl}/login`);
  });

  it('answers 409 to a second review, changing nothing and sending nothing', async () => {
    const shop = await createPendingShop();
    expect((await approve(shop.shopId)).status).toBe(200);
    await clearOutbox(app);
    const before = await snapshot(shop.shopId, shop.ownerId);

    const again = await approve(shop.shopId);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      code: 'SHOP_ALREADY_REVIEWED',
      message: ADMIN_MESSAGES.alreadyReviewed,
    });
    const rejected = await reject(shop.shopId, { reason: 'Changed my mind about it' });
    expect(rejected.status).toBe(409);
    expect(rejected.body.message).toBe(ADMIN_MESSAGES.alreadyReviewed);

    expect(await snapshot(shop.shopId, shop.ownerId)).toEqual(before);
    expect(await mailTo(shop.email)).toEqual([]);
  });

  it('lets exactly one of several simultaneous reviews win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const shop = await createPendingShop();
      const results = await Promise.all([
        approve(shop.shopId),
        reject(shop.shopId, { reason: 'Photos are missing' }),
        approve(shop.shopId),
        reject(shop.shopId, { reason: 'The address is wrong' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      const winner = results.find((r) => r.status === 200)?.body.data.shop;
      const after = await snapshot(shop.shopId, shop.ownerId);
      expect(after.approvalStatus).toBe(winner?.approvalStatus);
      expect(after.rejectionReason).toBe(winner?.rejectionReason);
      expect(after.ownerStatus).toBe(winner?.approvalStatus === 'approved' ? 'active' : 'rejected');
      expect(await mailTo(shop.email)).toHaveLength(1);
    }
  });

  it('finishes a review whose reviewer stopped between claiming it and writing it', async () => {
    const shop = await createPendingShop();
    const reviewedAt = new Date(Date.now() - 5 * 60_000);
    // what a process that crashed right after its claim leaves behind
    await ShopReviewModel.create({
      _id: reviewRoundId({ _id: shop.shopId, reviewedAt: null }),
      shopId: shop.shopId,
      decision: 'rejected',
      reason: 'Incomplete profile',
      reviewerId: 'user-demo-admin',
      reviewedAt,
    });
    const response = await approve(shop.shopId);
    expect(response.status).toBe(409);
    expect(await snapshot(shop.shopId, shop.ownerId)).toEqual({
      approvalStatus: 'rejected',
      rejectionReason: 'Incomplete profile',
      reviewedAt,
      ownerStatus: 'rejected',
    });
    expect((await approve(shop.shopId)).status).toBe(409);
  });

  it('answers 404 for an unknown shop', async () => {
    for (const id of ['no-such-shop', '%24gt', 'x'.repeat(300)]) {
      const response = await approve(id);
      expect(response.status, id).toBe(404);
      expect(response.body.message).toBe(ADMIN_MESSAGES.shopNotFound);
      const rejected = await reject(id, { reason: 'Not a real shop at all' });
      expect(rejected.status, id).toBe(404);
      expect(rejected.body.message).toBe(ADMIN_MESSAGES.shopNotFound);
    }
  });
});

describe('POST /api/admin/shops/:id/reject', () => {
  it('records the reason, marks the owner rejected and emails the reason', async () => {
    const shopId = 'barberia-porta-romana-milano';
    const response = await reject(shopId, { reason: '  The photos do not show the shop.  ' });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(ADMIN_MESSAGES.rejected);
    expect(response.body.data.shop).toMatchObject({
      id: shopId,
      approvalStatus: 'rejected',
      rejectionReason: 'The photos do not show the shop.',
      owner: { id: pendingOwnerId(2) },
    });
    const after = await snapshot(shopId, pendingOwnerId(2));
    expect(after).toMatchObject({
      approvalStatus: 'rejected',
      rejectionReason: 'The photos do not show the shop.',
      ownerStatus: 'rejected',
    });
    expect((await publicShop(shopId)).status).toBe(404);
    const listed = (await listShops('?status=rejected')).body.data.items;
    expect(listed.find((s) => s.id === shopId)?.rejectionReason).toBe(
      'The photos do not show the shop.',
    );

    const mails = await mailTo(pendingOwnerEmail(2));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'shop-rejected',
      locale: 'en',
      subject: 'Barberia Porta Romana was not approved on Orabella',
    });
    expect(mails[0]?.text).toContain('> The photos do not show the shop.');
  });

  it('refuses a missing, short, huge, non-string or extra-field body with 400 and changes nothing', async () => {
    const shop = await createPendingShop('it');
    const before = await snapshot(shop.shopId, shop.ownerId);
    const cases: [unknown, Record<string, string>][] = [
      [{}, { reason: 'admin.reasonRequired' }],
      [{ reason: '   ' }, { reason: 'admin.reasonRequired' }],
      [{ reason: 'no' }, { reason: 'admin.reasonMinLength' }],
      [{ reason: 'x'.repeat(10 * 1024) }, { reason: 'validation.tooLong' }],
      [{ reason: { $gt: '' } }, { reason: 'validation.invalidType' }],
      [{ reason: ['a valid reason'] }, { reason: 'validation.invalidType' }],
      [
        { reason: 'A perfectly good reason', approvalStatus: 'approved' },
        { approvalStatus: 'validation.unknownField' },
      ],
      [[{ reason: 'A perfectly good reason' }], { body: 'validation.invalidType' }],
    ];
    for (const [body, errors] of cases) {
      const response = await reject(shop.shopId, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.errors).toEqual(errors);
    }
    expect(await snapshot(shop.shopId, shop.ownerId)).toEqual(before);
    expect(await mailTo(shop.email)).toEqual([]);
  });
});

describe('who may review', () => {
  it('answers 401 without a token and 403 to customers and shop owners, changing nothing', async () => {
    const shop = await createPendingShop();
    const before = await snapshot(shop.shopId, shop.ownerId);
    const anonymous = [
      await getJson<Envelope<unknown>>(`${app.baseUrl}/api/admin/shops`),
      await postJson(`${app.baseUrl}/api/admin/shops/${shop.shopId}/approve`, {}),
      await postJson(`${app.baseUrl}/api/admin/shops/${shop.shopId}/reject`, {
        reason: 'Not allowed to do this',
      }),
    ];
    expect(anonymous.map((r) => r.status)).toEqual([401, 401, 401]);

    for (const role of ['customer', 'shop'] as const) {
      const token = tokens[role];
      const responses = [
        await listShops('', token),
        await approve(shop.shopId, token),
        await reject(shop.shopId, { reason: 'Not allowed to do this' }, token),
      ];
      for (const response of responses) {
        expect(response.status, role).toBe(403);
        expect(response.body).toEqual({ success: false, code: 'FORBIDDEN', message: 'Forbidden' });
      }
    }
    expect(await snapshot(shop.shopId, shop.ownerId)).toEqual(before);
    expect(await mailTo(shop.email)).toEqual([]);
  });
});
