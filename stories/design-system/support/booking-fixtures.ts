/**
 * Sample bookings for stories and component tests (not app data): `makeBooking()` returns a complete,
 * consistent Booking (times, instants in the shop's zone, totals, policy), and overrides replace any field.
 * Pass `services`, `date` or `startTime` and the derived fields (serviceName, duration, prices, endTime,
 * startAt/endAt) follow unless you override them too.
 */
import type { Booking, BookingServiceLine, BookingStatus } from '@/domain/booking';

export const SAMPLE_SERVICES: BookingServiceLine[] = [
  { id: 'svc-cut', name: 'Women’s cut & blow-dry', duration: 60, price: 45, priceCents: 4500 },
  { id: 'svc-colour', name: 'Balayage', duration: 90, price: 120, priceCents: 12000 },
  { id: 'svc-treat', name: 'Keratin treatment', duration: 30, price: 35, priceCents: 3500 },
];

const TIME_ZONE = 'Europe/Rome';

/** "+02:00" for a wall-clock time in a zone (DST-correct for fixture dates). */
function offsetOf(date: string, time: string, timeZone: string): string {
  const probe = new Date(`${date}T${time}:00Z`);
  const name = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(probe)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return offset === '' ? 'Z' : offset;
}

function addMinutes(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function instant(date: string, time: string, timeZone: string): string {
  return new Date(`${date}T${time}:00${offsetOf(date, time, timeZone)}`).toISOString();
}

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  const services = overrides.services ?? SAMPLE_SERVICES.slice(0, 1);
  const date = overrides.date ?? '2026-06-12';
  const startTime = overrides.startTime ?? overrides.time ?? '10:30';
  const timeZone = overrides.shopTimeZone ?? TIME_ZONE;
  const duration = services.reduce((sum, s) => sum + s.duration, 0);
  const priceCents = services.reduce((sum, s) => sum + s.priceCents, 0);
  const endTime = addMinutes(startTime, duration);
  const startAt = instant(date, startTime, timeZone);
  const freeUntil = new Date(Date.parse(startAt) - 24 * 3600_000).toISOString();
  const base: Booking = {
    id: 'bkg-0001',
    reference: 'ORA-7K2M9Q',
    shopId: 'shop-bella-vita',
    shopName: 'Bella Vita Hair Studio',
    shopAddress: 'Via del Corso 112, 00186 Roma',
    shopTimeZone: timeZone,
    customerId: 'user-customer-1',
    customerName: 'Giulia Rossi',
    customerEmail: 'giulia.rossi@example.com',
    customerPhone: '+393331234567',
    services,
    serviceName: services.map((s) => s.name).join(', '),
    serviceType: 'hair',
    staffId: 'staff-marco',
    staffName: 'Marco',
    date,
    startTime,
    time: startTime,
    endTime,
    startAt,
    endAt: instant(date, endTime, timeZone),
    duration,
    price: priceCents / 100,
    priceCents,
    estimatedPrice: priceCents / 100,
    status: 'confirmed',
    notes: '',
    specialRequests: '',
    firstTimeCustomer: false,
    reminderHours: 24,
    cancellationFee: null,
    rescheduleCount: 0,
    history: [],
    policy: {
      freeCancellationUntil: freeUntil,
      cancellationFeePercent: 50,
      cancellationFeeNow: 0,
      rescheduleUntil: freeUntil,
      reschedulesLeft: 2,
      lateReschedule: false,
    },
    allowedActions: ['cancel', 'reschedule'],
    createdAt: '2026-05-30T08:15:00.000Z',
    updatedAt: '2026-05-30T08:15:00.000Z',
  };
  return { ...base, ...overrides };
}

/** The same booking in each of the eight statuses, with what a customer could do in each. */
export function bookingsInEveryStatus(): Booking[] {
  const statuses: BookingStatus[] = [
    'pending',
    'confirmed',
    'checked-in',
    'completed',
    'cancelled',
    'no-show',
    'rescheduled',
    'rejected',
  ];
  return statuses.map((status, index) =>
    makeBooking({
      id: `bkg-${status}`,
      reference: `ORA-${String(index + 1).padStart(6, '0')}`,
      status,
      cancellationFee: status === 'cancelled' ? 22.5 : null,
      allowedActions: ['pending', 'confirmed', 'rescheduled'].includes(status)
        ? ['cancel', 'reschedule']
        : [],
    }),
  );
}
