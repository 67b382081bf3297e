import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../server/db/seed';
import { DEMO_ACCOUNTS } from '../../src/domain/demo';
import type { BookingList } from '../../src/domain/booking';
import type { CustomerStats } from '../../src/domain/customer-stats-types';
import type { QuickRebookProposal } from '../../src/domain/quick-rebook';
import { startTestApp, type TestApp } from './helpers';
import { client, signIn } from './profile-fixtures';

/**
 * The demo customer's seeded year of visits (server/db/seed/customer-history.ts): what the dashboard reads of it
 * on a fresh install, and that seeding again writes nothing.
 */

let app: TestApp;
let token: string;
const demoCustomer = DEMO_ACCOUNTS.find((account) => account.role === 'customer')!;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-customer-history-seed', seed: false });
  const report = await seedDatabase({ sales: false, customerHistory: true });
  expect(report.customerHistory).toEqual({ inserted: 16, updated: 0, unchanged: 0 });
  token = await signIn(app, demoCustomer);
});
afterAll(() => app?.close());

describe('the demo customer history', () => {
  it("gives the year's analytics real figures: visits at several shops, cancellations, reviews", async () => {
    const { status, body } = await client(app, token).get<CustomerStats>(
      '/customer/stats?period=1Y',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ totalBookings: 14, visits: 13, ratingsCount: 9 });
    expect(body.data.averageRating).toBe(4.3);
    expect(body.data.topShops).toHaveLength(3);
    expect(body.data.topServices.length).toBeGreaterThanOrEqual(3);
    expect(body.data.totalSpentCents).toBeGreaterThan(0);
  });

  it('lists the visits in My bookings and can book the latest again', async () => {
    const past = await client(app, token).get<BookingList>('/bookings?scope=past&limit=50');
    expect(past.body.data.total).toBe(16);
    const latest = past.body.data.items.find((booking) => booking.status === 'completed')!;
    const answer = await client(app, token).post<{ proposal: QuickRebookProposal }>(
      '/customer/quick-rebook',
      { bookingId: latest.id },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.proposal.bookingId).toBe(latest.id);
  });

  it('is written once', async () => {
    const again = await seedDatabase({ sales: false, customerHistory: true });
    expect(again.customerHistory.inserted).toBe(0);
  });
});
