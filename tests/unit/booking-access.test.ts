import { describe, expect, it } from 'vitest';
import { bookingActorFor, listViewerOf } from '../../src/domain/booking-access';

/** Who sees a booking, in which role: the same answer on the server and in the mocks. */

const booking = { customerId: 'cust-1' };

describe('bookingActorFor', () => {
  it('lets an admin see any booking, a customer their own, an owner their shop’s', () => {
    expect(bookingActorFor({ userId: 'adm', role: 'admin' }, booking, null)).toBe('admin');
    expect(bookingActorFor({ userId: 'cust-1', role: 'customer' }, booking, 'own')).toBe(
      'customer',
    );
    expect(bookingActorFor({ userId: 'own', role: 'shop' }, booking, 'own')).toBe('shop');
  });

  it('gives nobody else a role (answered as not found)', () => {
    expect(bookingActorFor({ userId: 'cust-2', role: 'customer' }, booking, null)).toBeNull();
    expect(bookingActorFor({ userId: 'other', role: 'shop' }, booking, 'own')).toBeNull();
    expect(bookingActorFor({ userId: 'own', role: 'shop' }, booking, null)).toBeNull();
  });
});

describe('listViewerOf', () => {
  it('shows a list in the caller’s own role', () => {
    expect(listViewerOf('customer')).toBe('customer');
    expect(listViewerOf('shop')).toBe('shop');
    expect(listViewerOf('admin')).toBe('admin');
  });
});
