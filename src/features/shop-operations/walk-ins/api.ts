import type { Booking } from '@/domain/booking';
import type { SeriesPreview, SeriesResult } from '@/domain/booking-series';
import type { ShopCustomer, WalkInSource } from '@/domain/walk-ins';
import { api } from '@/lib/api';

/** The walk-in and series calls (server/modules/shop-walk-ins, server/modules/booking-series). */
const shopPath = (shopId: string, rest: string) => `shops/${encodeURIComponent(shopId)}/${rest}`;

export async function searchCustomers(
  shopId: string,
  q: string,
  signal?: AbortSignal,
): Promise<ShopCustomer[]> {
  return (
    await api.get<{ items: ShopCustomer[] }>(shopPath(shopId, 'customers'), {
      signal,
      searchParams: { q },
    })
  ).items;
}

/** Who the booking is for: one of the shop's customers, or a new person. */
export type WalkInCustomer =
  { customerId: string } | { customer: { name: string; phone: string; email?: string } };

export type WalkInBody = WalkInCustomer & {
  serviceIds: string[];
  staffId: string | null;
  date: string;
  time: string;
  source: WalkInSource;
  notes?: string;
};

export async function createWalkIn(
  shopId: string,
  body: WalkInBody,
  key: string,
): Promise<Booking> {
  return (
    await api.post<{ booking: Booking }>(shopPath(shopId, 'bookings'), body, {
      headers: { 'Idempotency-Key': key },
    })
  ).booking;
}

export type ShopSeriesBody = WalkInBody & {
  shopId: string;
  recurrence: { frequency: 'weekly' | 'monthly'; count: number };
  skipDates?: string[];
};

export function previewShopSeries(body: ShopSeriesBody): Promise<SeriesPreview> {
  return api.post<SeriesPreview>('bookings/series/preview', body);
}

export function createShopSeries(body: ShopSeriesBody, key: string): Promise<SeriesResult> {
  return api.post<SeriesResult>('bookings/series', body, { headers: { 'Idempotency-Key': key } });
}
