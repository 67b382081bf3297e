import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { pendingOwnerId } from '../../server/db/seed/pending-shops';
import type { Mailer } from '../../server/mail/mailer';
import { ShopModel } from '../../server/models/shop.model';
import { UserModel } from '../../server/models/user.model';
import { createAdminService } from '../../server/modules/admin/admin.service';
import { ADMIN_MESSAGES } from '../../src/domain/admin';
import { DEMO_PASSWORD } from '../../src/domain/demo';
import { getJson, postJson, startTestApp, TEST_JWT_SECRET, type TestApp } from './helpers';

/** The review is the admin's decision: an email that cannot be sent is logged and must not undo it. */

let app: TestApp;
let adminToken = '';
const logLines: string[] = [];
const attempts: string[] = [];

const brokenMailer: Mailer = {
  transport: 'smtp',
  async send(request) {
    attempts.push(`${request.template} → ${request.to}`);
    throw new Error('SMTP server unreachable');
  },
};

beforeAll(async () => {
  app = await startTestApp({
    dbName: 'api_admin_mail_failure',
    services: (real) => ({
      ...real,
      admin: createAdminService({
        config: loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET }),
        mailer: brokenMailer,
        onShopsChanged: () => real.shops.catalog.invalidate(),
        logger: pino({ level: 'error' }, { write: (line: string) => logLines.push(line) }),
      }),
    }),
  });
  const login = await postJson<{ data: { accessToken: string } }>(`${app.baseUrl}/api/auth/login`, {
    email: 'admin@orabella.demo',
    password: DEMO_PASSWORD,
  });
  adminToken = login.body.data.accessToken;
});
afterAll(async () => {
  await app?.close();
});

describe('a review whose email fails', () => {
  it('still approves the shop, publishes it and logs the failure', async () => {
    const shopId = 'lumina-day-spa-roma';
    const response = await postJson<{ message: string }>(
      `${app.baseUrl}/api/admin/shops/${shopId}/approve`,
      {},
      { authorization: `Bearer ${adminToken}` },
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(ADMIN_MESSAGES.approved);
    expect(attempts).toEqual(['shop-approved → pending-3@orabella.demo']);

    expect((await ShopModel.findById(shopId).lean())?.approvalStatus).toBe('approved');
    expect((await UserModel.findById(pendingOwnerId(3)).lean())?.status).toBe('active');
    expect((await getJson(`${app.baseUrl}/api/shops/${shopId}`)).status).toBe(200);

    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'shop review email failed',
        shopId,
        template: 'shop-approved',
        err: expect.objectContaining({ message: 'SMTP server unreachable' }),
      }),
    );
  });

  it('still rejects the shop', async () => {
    const shopId = 'barberia-porta-romana-milano';
    const response = await postJson<{ message: string }>(
      `${app.baseUrl}/api/admin/shops/${shopId}/reject`,
      { reason: 'The address could not be verified' },
      { authorization: `Bearer ${adminToken}` },
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(ADMIN_MESSAGES.rejected);
    const shop = await ShopModel.findById(shopId).lean();
    expect(shop?.approvalStatus).toBe('rejected');
    expect(shop?.rejectionReason).toBe('The address could not be verified');
  });
});
