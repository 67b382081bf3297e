import { describe, expect, it } from 'vitest';
import { createBookingSchema } from '../../src/domain/booking-schemas';
import {
  CUSTOMER_SEARCH_MAX,
  searchShopCustomers,
  walkInBookingSchema,
  type ShopCustomer,
} from '../../src/domain/walk-ins';

const person = (id: string, name: string, email = '', phone = ''): ShopCustomer => ({
  id,
  name,
  email,
  phone,
  kind: 'account',
});

describe('searchShopCustomers', () => {
  const people = [
    person('1', 'Lucia Bellini', 'lucia@example.com', '+393331112222'),
    person('2', 'Marco Rossi', 'mr@example.com', '+393334445555'),
    person('3', 'Niccolò Verdi', '', '+393337778888'),
  ];

  it('matches name (accents folded), email, and phone digits typed with spaces', () => {
    expect(searchShopCustomers(people, 'bell').map((p) => p.id)).toEqual(['1']);
    expect(searchShopCustomers(people, 'niccolo').map((p) => p.id)).toEqual(['3']);
    expect(searchShopCustomers(people, 'MR@EXAMPLE').map((p) => p.id)).toEqual(['2']);
    expect(searchShopCustomers(people, '444 55').map((p) => p.id)).toEqual(['2']);
    expect(searchShopCustomers(people, 'zzz')).toEqual([]);
  });

  it('answers names in order, at most ten', () => {
    const many = Array.from({ length: 15 }, (_, i) =>
      person(String(i), `Anna ${String(i).padStart(2, '0')}`),
    );
    const found = searchShopCustomers(many, 'anna');
    expect(found).toHaveLength(CUSTOMER_SEARCH_MAX);
    expect(found[0]?.name).toBe('Anna 00');
  });
});

describe('walkInBookingSchema', () => {
  it('asks for a booking’s time, person and reminder with the customer’s booking’s own fields', () => {
    for (const field of ['staffId', 'date', 'time', 'reminderHours'] as const)
      expect(walkInBookingSchema.fields[field], field).toBe(createBookingSchema.fields[field]);
  });

  it('needs at least one service, which a customer may also send as `services`', async () => {
    const body = { customer: { name: 'Ada', phone: '+393331112222' }, date: '2030-05-14' };
    const errors = await walkInBookingSchema
      .validate(
        { ...body, time: '10:00', source: 'walk_in', serviceIds: [] },
        { abortEarly: false },
      )
      .then(() => [])
      .catch((error: { inner: { path?: string }[] }) => error.inner.map((e) => e.path));
    expect(errors).toEqual(['serviceIds']);
  });
});
