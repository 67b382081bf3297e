import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type {
  AvailableSlots,
  Booking,
  BookingHistoryEntry,
  BookingList,
  BookingStatus,
  TimeSlot,
} from '@/domain/booking';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import type { PoliciesSettings } from '@/domain/shop-hours';
import type { TeamOverview } from '@/domain/shop-team';
import { handlersByArea } from '@mocks/handlers/index';
import { failure } from '@mocks/handlers/failure';
import { makeBooking, SAMPLE_SERVICES } from '../../design-system/support/booking-fixtures';

/**
 * Fixture DTOs for the Bookings tab's stories and component tests: a few bookings of a salon in Rome in the
 * states the owner acts on, written out by hand (no random data), and MSW answers for the tab's calls.
 */
export const APPOINTMENTS_SHOP_ID = DEMO_OWNED_SHOP_ID;
const SHOP = {
  shopId: APPOINTMENTS_SHOP_ID,
  shopName: 'Salone Aurora',
  shopTimeZone: 'Europe/Rome',
};

const created = (date: string, time: string, staffId: string): BookingHistoryEntry => ({
  at: '2026-06-01T09:00:00.000Z',
  by: { role: 'customer', id: 'user-customer-1', name: 'Giulia Rossi' },
  action: 'created',
  from: { status: null, date: null, time: null, staffId: null },
  to: { status: 'pending', date, time, staffId },
  reason: null,
});

export const PENDING = makeBooking({
  ...SHOP,
  id: 'bk-pending',
  reference: 'ORA-PEND01',
  date: '2026-06-12',
  startTime: '10:30',
  status: 'pending',
  notes: 'First visit, a little nervous about colour',
  shopNotes: '',
  history: [created('2026-06-12', '10:30', 'staff-marco')],
  allowedActions: ['cancel', 'reschedule', 'confirm', 'reject'],
});

export const CONFIRMED = makeBooking({
  ...SHOP,
  id: 'bk-confirmed',
  reference: 'ORA-CONF02',
  customerName: 'Marco Bruno',
  customerEmail: 'marco.bruno@example.com',
  customerPhone: '+39 347 555 1212',
  services: [SAMPLE_SERVICES[1]!],
  date: '2026-06-12',
  startTime: '15:00',
  staffId: 'staff-sara',
  staffName: 'Sara',
  status: 'confirmed',
  shopNotes: 'Prefers the window seat',
  allowedActions: ['cancel', 'reschedule'],
  history: [
    created('2026-06-12', '15:00', 'staff-sara'),
    {
      at: '2026-06-02T10:12:00.000Z',
      by: { role: 'shop', id: 'user-demo-shop', name: 'Alessia Conti' },
      action: 'confirm',
      from: { status: 'pending', date: '2026-06-12', time: '15:00', staffId: 'staff-sara' },
      to: { status: 'confirmed', date: '2026-06-12', time: '15:00', staffId: 'staff-sara' },
      reason: null,
    },
  ],
});

/** Starts within the day: cancelling is inside the paid window and a move is late. */
export const LATE = makeBooking({
  ...CONFIRMED,
  id: 'bk-late',
  reference: 'ORA-LATE03',
  customerName: 'Chiara Esposito',
  policy: {
    ...CONFIRMED.policy,
    cancellationFeePercent: 50,
    cancellationFeeNow: 60,
    lateReschedule: true,
  },
});

/** Started and not checked in: the owner may complete it or mark a no-show. */
export const STARTED = makeBooking({
  ...SHOP,
  id: 'bk-started',
  reference: 'ORA-STRT04',
  customerName: 'Luca Ferri',
  customerPhone: '+39 320 111 2233',
  date: '2026-06-12',
  startTime: '09:00',
  status: 'confirmed',
  allowedActions: ['cancel', 'check-in', 'complete', 'no-show'],
});

export const COMPLETED = makeBooking({
  ...CONFIRMED,
  id: 'bk-completed',
  reference: 'ORA-DONE05',
  status: 'completed',
  allowedActions: [],
  history: [
    ...CONFIRMED.history,
    {
      at: '2026-06-12T12:55:00.000Z',
      by: { role: 'shop', id: 'user-demo-shop', name: 'Alessia Conti' },
      action: 'reschedule',
      from: { status: 'confirmed', date: '2026-06-12', time: '14:00', staffId: 'staff-marco' },
      to: { status: 'rescheduled', date: '2026-06-12', time: '15:00', staffId: 'staff-sara' },
      reason: 'Marco is ill today',
    },
    {
      at: '2026-06-12T15:40:00.000Z',
      by: { role: 'shop', id: 'user-demo-shop', name: 'Alessia Conti' },
      action: 'complete',
      from: { status: 'rescheduled', date: '2026-06-12', time: '15:00', staffId: 'staff-sara' },
      to: { status: 'completed', date: '2026-06-12', time: '15:00', staffId: 'staff-sara' },
      reason: null,
    },
  ],
});

/** One occurrence of a weekly series (the field the recurring bookings add to the DTO). */
export const RECURRING = {
  ...makeBooking({
    ...SHOP,
    id: 'bk-weekly',
    reference: 'ORA-WEEK06',
    customerName: 'Sofia Greco',
    services: [SAMPLE_SERVICES[2]!],
    date: '2026-06-13',
    startTime: '11:00',
    status: 'confirmed',
    allowedActions: ['cancel', 'reschedule'],
  }),
  series: { id: 'series-1', frequency: 'weekly', index: 2, count: 8 },
} as Booking;

export const BUSY_LIST: Booking[] = [STARTED, PENDING, CONFIRMED, RECURRING];

export const TEAM: TeamOverview = {
  members: [
    {
      id: 'staff-marco',
      name: 'Marco',
      role: { en: 'Senior stylist', it: 'Stilista senior' },
      photo: null,
      colour: 'blue',
      serviceIds: [],
      workingHours: null,
      timeOff: [],
    },
    {
      id: 'staff-sara',
      name: 'Sara',
      role: { en: 'Colourist', it: 'Colorista' },
      photo: null,
      colour: 'rose',
      serviceIds: ['svc-colour'],
      workingHours: null,
      timeOff: [],
    },
  ] as TeamOverview['members'],
  services: SAMPLE_SERVICES.map((s) => ({ id: s.id, name: s.name, active: true })),
  shopHours: null,
  timeZone: 'Europe/Rome',
};

export const POLICIES: PoliciesSettings = {
  cancellation: { allowedHours: 24, feePercentage: 50 },
  reschedule: { allowedHours: 24, maxReschedules: 2 },
  noShow: { feeAmount: 15, maxNoShows: 3 },
  autoConfirm: false,
};

const slot = (time: string, available: boolean): TimeSlot => ({
  time,
  available,
  period: Number(time.slice(0, 2)) < 12 ? 'morning' : 'afternoon',
  staffIds: available ? ['staff-marco'] : [],
  ...(available ? {} : { reason: 'booked' as const }),
});

export const SLOTS = (date: string): AvailableSlots => ({
  shopId: APPOINTMENTS_SHOP_ID,
  date,
  timeZone: 'Europe/Rome',
  serviceIds: ['svc-cut'],
  staffId: null,
  duration: 60,
  slots: [slot('09:00', true), slot('10:00', false), slot('11:00', true), slot('16:30', true)],
});

const STATUS_OF: Partial<Record<string, BookingStatus>> = {
  confirmed: 'confirmed',
  rejected: 'rejected',
  cancelled: 'cancelled',
  'checked-in': 'checked-in',
  completed: 'completed',
  'no-show': 'no-show',
};

/** What the stories' server answers a PUT with: the booking changed as asked, nothing more allowed. */
function changed(booking: Booking, body: Record<string, unknown>): Booking {
  const status = STATUS_OF[String(body.status)] ?? (body.date ? 'rescheduled' : booking.status);
  const at = new Date().toISOString();
  return {
    ...booking,
    status,
    ...(typeof body.shopNotes === 'string' ? { shopNotes: body.shopNotes } : {}),
    ...(status === 'no-show' ? { noShowFee: POLICIES.noShow.feeAmount } : {}),
    allowedActions: status === booking.status ? booking.allowedActions : [],
    updatedAt: at,
    history: [
      ...booking.history,
      {
        at,
        by: { role: 'shop', id: 'user-demo-shop', name: 'Alessia Conti' },
        action: typeof body.shopNotes === 'string' ? 'notes' : String(body.status ?? 'reschedule'),
        from: {
          status: booking.status,
          date: booking.date,
          time: booking.time,
          staffId: booking.staffId,
        },
        to: { status, date: booking.date, time: booking.time, staffId: booking.staffId },
        reason: typeof body.reason === 'string' ? body.reason : null,
      },
    ],
  };
}

type Answer<T> = T | 'error' | 'never';
const answer = async <T>(value: Answer<T>) => {
  if (value === 'never') {
    await delay('infinite');
    return HttpResponse.json({});
  }
  if (value === 'error') return failure('INTERNAL');
  return HttpResponse.json({ success: true, data: value });
};

export interface AppointmentAnswers {
  /** the list's bookings (paged 20 at a time), or a failure */
  list?: Answer<Booking[]>;
  /** what PUT /api/bookings/:id answers (default: the change applied) */
  update?: (booking: Booking, body: Record<string, unknown>) => Response | Promise<Response>;
}

/** The Bookings tab's calls answered from fixtures; every other mock still answers. */
export function appointmentHandlers({
  list = BUSY_LIST,
  update,
}: AppointmentAnswers = {}): RequestHandler[] {
  const all = list === 'error' || list === 'never' ? [] : list;
  return [
    http.get('/api/bookings', ({ request }) => {
      if (list === 'error' || list === 'never') return answer(list);
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      const body: BookingList = {
        items: all.slice((page - 1) * 20, page * 20),
        total: all.length,
        page,
        limit: 20,
        totalPages: Math.ceil(all.length / 20),
      };
      return answer(body);
    }),
    http.put('/api/bookings/:id', async ({ request, params }) => {
      const booking = all.find((b) => b.id === params.id);
      if (!booking) return failure('BOOKING_NOT_FOUND');
      const body = (await request.json()) as Record<string, unknown>;
      if (update) return update(booking, body);
      return answer({ booking: changed(booking, body) });
    }),
    http.get('/api/shops/:id/team', () => answer(TEAM)),
    http.get('/api/shops/:id/policies', () => answer(POLICIES)),
    http.get('/api/bookings/available-slots', ({ request }) =>
      answer(SLOTS(new URL(request.url).searchParams.get('date') ?? '2026-06-12')),
    ),
  ];
}

/** Story parameters: the tab's answers first, then the standard mocks. */
export const withAppointments = (answers?: AppointmentAnswers) => ({
  msw: {
    handlers: {
      ...handlersByArea,
      shopOps: [...appointmentHandlers(answers), ...(handlersByArea.shopOps ?? [])],
    },
  },
});
