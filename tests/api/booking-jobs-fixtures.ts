import { randomUUID } from 'node:crypto';
import { shopToday, zonedInstant } from '../../src/domain/availability';
import type { Booking } from '../../src/domain/booking';
import { addDays, weekHours } from '../../src/domain/opening-hours';
import { ServiceModel } from '../../server/models/service.model';
import { ShopModel } from '../../server/models/shop.model';
import { UserModel } from '../../server/models/user.model';
import type { TestApp } from './helpers';
import { client, createUser, signIn, type TestUser } from './profile-fixtures';

/**
 * A shop of the test's own (for the booking mail, reminder and realtime tests): open 09:00–19:00 every day in
 * Europe/Rome, one 60-minute service at €45.50, owned by a shop user, approved so it is in the catalog.
 */
export interface TestShop {
  id: string;
  serviceId: string;
  owner: TestUser;
  ownerToken: string;
  name: string;
  address: string;
}

export const TEST_ZONE = 'Europe/Rome';

export async function createBookableShop(
  app: TestApp,
  options: { autoConfirm?: boolean; name?: string } = {},
): Promise<TestShop> {
  const owner = await createUser({ role: 'shop', name: 'Owner Person' });
  const id = `test-shop-${randomUUID().slice(0, 8)}`;
  const name = options.name ?? 'Salone Prova';
  await ShopModel.create({
    _id: id,
    name,
    businessType: 'salon',
    category: 'hair',
    location: {
      address: 'Via Roma 1',
      city: 'Roma',
      zipCode: '00100',
      latitude: 41.9,
      longitude: 12.5,
    },
    workingHours: weekHours(Array.from({ length: 7 }, () => ['09:00', '19:00'] as const)),
    autoConfirm: options.autoConfirm ?? true,
    // a photo: a shop without one is not public (src/domain/shop-setup.ts)
    photos: ['/images/test-shop.jpg'],
    timeZone: TEST_ZONE,
    approvalStatus: 'approved',
    ownerId: owner.id,
  });
  const serviceId = `${id}--cut`;
  await ServiceModel.create({
    _id: serviceId,
    shopId: id,
    name: 'Taglio',
    category: 'hair',
    durationMinutes: 60,
    priceCents: 4550,
  });
  app.services.shops.catalog.invalidate();
  await app.services.shops.catalog.warm();
  return {
    id,
    serviceId,
    owner,
    ownerToken: await signIn(app, owner),
    name,
    address: 'Via Roma 1, Roma',
  };
}

/** A customer who speaks `language`, signed in. */
export async function createCustomer(app: TestApp, language: 'en' | 'it' = 'en') {
  const user = await createUser({ role: 'customer', name: 'Giulia Romano' });
  await UserModel.updateOne({ _id: user.id }, { $set: { language } });
  return { user, token: await signIn(app, user) };
}

/** The shop-local date `days` from today (far enough ahead that notice and "past" never matter). */
export function daysAhead(days: number): string {
  return addDays(shopToday(new Date(), TEST_ZONE), days);
}

/** The instant of a shop-local date and time. */
export function shopInstant(date: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const instant = zonedInstant(date, hours * 60 + minutes, TEST_ZONE);
  if (!instant) throw new Error(`${date} ${time} does not exist in ${TEST_ZONE}`);
  return instant;
}

export async function book(
  app: TestApp,
  token: string,
  shop: TestShop,
  slot: { date: string; time: string; reminderHours?: number | null },
) {
  const response = await client(app, token).post<{ booking: Booking }>('/bookings', {
    shopId: shop.id,
    serviceIds: [shop.serviceId],
    date: slot.date,
    time: slot.time,
    reminderHours: slot.reminderHours ?? null,
    customerDetails: { phone: '+393331234567', acceptTerms: true },
  });
  if (response.status !== 201)
    throw new Error(`booking failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.booking;
}

/** Resolves once `check` is true (listeners send mail after the response), or throws after `timeoutMs`. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
