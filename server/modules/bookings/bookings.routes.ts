import { Router, type Response } from 'express';
import type { ApiSuccess } from '../../../src/domain/api';
import {
  calendarQuerySchema,
  createBookingSchema,
  listBookingsQuerySchema,
  slotsQuerySchema,
  updateBookingSchema,
  type AvailabilityCalendar,
  type AvailableSlots,
  type Booking,
  type BookingList,
} from '../../../src/domain/booking';
import { ApiError } from '../../http/api-error';
import { validateBody, validateQuery } from '../../http/validate';
import type { AuthGuards } from '../auth/auth.contract';
import { authOf } from '../auth/auth.middleware';
import type { Caller } from './booking-context';
import { idempotencyKeyOf } from './booking-idempotency';
import type { BookingsService } from './bookings.service';
import { bookingCalendarFilename } from '../../../src/domain/booking-ics';

function callerOf(res: Response): Caller {
  const { userId, role } = authOf(res);
  return { userId, role };
}

function idOf(params: Record<string, unknown>): string {
  return typeof params.id === 'string' ? params.id : '';
}

/**
 * /api/bookings (spec 02 §7 "Bookings", extended by issue 5): public availability (slots, calendar); the rest
 * needs a session. Who may see or change a booking is decided in the service (its customer, its shop's owner,
 * an admin; anyone else gets 404).
 */
export function bookingsRouter({
  bookings,
  guards,
}: {
  bookings: BookingsService;
  guards: AuthGuards;
}): Router {
  const router = Router();

  router.get('/available-slots', async (req, res) => {
    const query = await validateQuery(slotsQuerySchema, req.query);
    const body: ApiSuccess<AvailableSlots> = { success: true, data: await bookings.slots(query) };
    res.json(body);
  });

  router.get('/calendar', async (req, res) => {
    const query = await validateQuery(calendarQuerySchema, req.query);
    const body: ApiSuccess<AvailabilityCalendar> = {
      success: true,
      data: await bookings.calendar(query),
    };
    res.json(body);
  });

  router.post('/', guards.requireAuth, async (req, res) => {
    const caller = callerOf(res);
    if (caller.role !== 'customer') throw new ApiError('CUSTOMERS_ONLY');
    const key = idempotencyKeyOf(req.get('idempotency-key'));
    const input = await validateBody(createBookingSchema, req.body);
    const body: ApiSuccess<{ booking: Booking }> = {
      success: true,
      data: { booking: await bookings.create(caller, input, key) },
    };
    res.status(201).json(body);
  });

  router.get('/', guards.requireAuth, async (req, res) => {
    const query = await validateQuery(listBookingsQuerySchema, req.query);
    const body: ApiSuccess<BookingList> = {
      success: true,
      data: await bookings.list(callerOf(res), query),
    };
    res.json(body);
  });

  router.get('/:id/calendar.ics', guards.requireAuth, async (req, res) => {
    const file = await bookings.calendarFile(callerOf(res), idOf(req.params));
    res
      .type('text/calendar; charset=utf-8')
      .set(
        'Content-Disposition',
        `attachment; filename="${bookingCalendarFilename(file.reference)}"`,
      )
      .send(file.body);
  });

  router.get('/:id', guards.requireAuth, async (req, res) => {
    const body: ApiSuccess<{ booking: Booking }> = {
      success: true,
      data: { booking: await bookings.get(callerOf(res), idOf(req.params)) },
    };
    res.json(body);
  });

  router.put('/:id', guards.requireAuth, async (req, res) => {
    const caller = callerOf(res);
    const input = await validateBody(updateBookingSchema, req.body);
    const body: ApiSuccess<{ booking: Booking }> = {
      success: true,
      data: { booking: await bookings.update(caller, idOf(req.params), input) },
    };
    res.json(body);
  });

  router.delete('/:id', guards.requireAuth, async (req, res) => {
    const body: ApiSuccess<{ success: true; booking: Booking }> = {
      success: true,
      data: { success: true, booking: await bookings.cancel(callerOf(res), idOf(req.params)) },
    };
    res.json(body);
  });

  return router;
}

/** GET /api/available-slots (spec 02 §7): the same as /api/bookings/available-slots, plus top-level `slots`. */
export function availableSlotsRouter({ bookings }: { bookings: BookingsService }): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const query = await validateQuery(slotsQuerySchema, req.query);
    const data = await bookings.slots(query);
    res.json({ success: true, data, slots: data.slots });
  });
  return router;
}
