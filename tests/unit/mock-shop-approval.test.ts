// @vitest-environment jsdom
// (jsdom gives the page origin the handlers' '/api/...' paths are resolved against)
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetProfileMockState } from '@mocks/data/profile';
import { MOCK_USERS, mockToken, resetMockAuthState } from '@mocks/data/users';
import { adminHandlers } from '@mocks/handlers/admin';
import { shopHandlers } from '@mocks/handlers/shops';

/** Approving a business in the mocks lists it, as on the server (issue 13: the mocks used to ignore it). */

const server = setupServer(...adminHandlers, ...shopHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetProfileMockState();
  resetMockAuthState();
});
afterAll(() => server.close());

const ORIGIN = window.location.origin;
const adminUser = MOCK_USERS.find((u) => u.role === 'admin')!;
const asAdmin = () => ({
  Authorization: `Bearer ${mockToken(adminUser.id, Date.now() + 600_000)}`,
});

async function searchNames(text: string): Promise<string[]> {
  const answer = await fetch(`${ORIGIN}/api/shops/search?search=${encodeURIComponent(text)}`);
  const body = (await answer.json()) as { data: { shops: { name: string }[] } };
  return body.data.shops.map((shop) => shop.name);
}

describe('shop approval in the mocks', () => {
  it('lists an approved business in search and details, and not a rejected one', async () => {
    expect(await searchNames('Terme Serene')).not.toContain('Terme Serene Spa');

    const approved = await fetch(`${ORIGIN}/api/admin/shops/shop-pending-3/approve`, {
      method: 'POST',
      headers: asAdmin(),
    });
    expect(approved.status).toBe(200);
    expect(await searchNames('Terme Serene')).toContain('Terme Serene Spa');
    const details = await fetch(`${ORIGIN}/api/shops/shop-pending-3`);
    expect(details.status).toBe(200);

    const rejected = await fetch(`${ORIGIN}/api/admin/shops/shop-pending-2/reject`, {
      method: 'POST',
      headers: { ...asAdmin(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: 'Not a real business address' }),
    });
    expect(rejected.status).toBe(200);
    expect(await searchNames('Barberia Vecchia')).not.toContain('Barberia Vecchia Milano');
  });

  it('starts from the seeded catalogue again after a reset', async () => {
    expect(await searchNames('Terme Serene')).not.toContain('Terme Serene Spa');
  });
});
