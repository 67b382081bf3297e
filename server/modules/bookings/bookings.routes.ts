import { Router, type Request, type Response } from 'express';
import {
  calendarQuerySchema,
  createBookingSchema,
  listBookingsQuerySchema,
  moveSlotsQuerySchema,
  slotsQuerySchema,
  updateBookingSchema,
} from '../../../src/domain/booking-schemas';
import { ApiError } from '../../http/api-error';
import { ok, okJson } from '../../http/ok';
import { pathId } from '../../http/path-id';
import { validateBody, validateQuery } from '../../http/validate';
import type { AuthGuards } from '../auth/auth.contract';
import { authOf } from '../auth/auth.middleware';
import type { Caller } from './booking-context';
import { idempotencyKeyOf } from './booking-idempotency';
import type { BookingsService } from './bookings.service';
import { bookingSeriesRouter } from '../booking-series/booking-series.routes';
import { bookingCalendarFilename } from '../../../src/domain/booking-ics';
import { contentLanguageOf } from '../../../src/domain/localized-text';

/** The signed-in caller, and the language its answers' shop texts (service names) are in. */
function callerOf(res: Response): Caller {
  const { userId, role } = authOf(res);
  return { userId, role, language: contentLanguageOf(res.req.get('accept-language')) };
}

/** The `:id` of a booking route; a malformed one answers like a booking the caller cannot see. */
const bookingIdOf = (req: Request): string => pathId(req, 'id', 'booking', 'BOOKING_NOT_FOUND');

interface BookingsRouteDeps {
  bookings: BookingsService;
  guards: AuthGuards;
}

/**
 * /api/bookings (spec 02 §7 "Bookings", extended by issue 5): public availability (slots, calendar); the rest
 * needs a session. Who may see or change a booking is decided in the service (its customer, its shop's owner,
 * an admin; anyone else gets 404).
 */
export function bookingsRouter({ bookings, guards }: BookingsRouteDeps): Router {
  const router = Router();

  router.get('/available-slots', async (req, res) => {
    const query = await validateQuery(slotsQuerySchema, req.query);
    ok(res, await bookings.slots(query));
  });

  router.get('/calendar', async (req, res) => {
    const query = await validateQuery(calendarQuerySchema, req.query);
    ok(res, await bookings.calendar(query));
  });

  // recurring series (issue 15): preview, create, move and cancel as one
  router.use('/series', bookingSeriesRouter({ bookings, guards }));

  router.post('/', guards.requireAuth, async (req, res) => {
    const caller = callerOf(res);
    if (caller.role !== 'customer') throw new ApiError('CUSTOMERS_ONLY');
    const key = idempotencyKeyOf(req.get('idempotency-key'));
    const input = await validateBody(createBookingSchema, req.body);
    ok(res, { booking: await bookings.create(caller, input, key) }, { status: 201 });
  });

  router.get('/', guards.requireAuth, async (req, res) => {
    const query = await validateQuery(listBookingsQuerySchema, req.query);
    okJson(res, await bookings.listJson(callerOf(res), query));
  });

  router.get('/:id/calendar.ics', guards.requireAuth, async (req, res) => {
    const file = await bookings.calendarFile(callerOf(res), bookingIdOf(req));
    res
      .type('text/calendar; charset=utf-8')
      .set(
        'Content-Disposition',
        `attachment; filename="${bookingCalendarFilename(file.reference)}"`,
      )
      .send(file.body);
  });

  router.get('/:id/available-slots', guards.requireAuth, async (req, res) => {
    const query = await validateQuery(moveSlotsQuerySchema, req.query);
    ok(res, await bookings.moveSlots(callerOf(res), bookingIdOf(req), query));
  });

  router.get('/:id', guards.requireAuth, async (req, res) => {
    ok(res, { booking: await bookings.get(callerOf(res), bookingIdOf(req)) });
  });

  router.put('/:id', guards.requireAuth, async (req, res) => {
    const caller = callerOf(res);
    const input = await validateBody(updateBookingSchema, req.body);
    ok(res, { booking: await bookings.update(caller, bookingIdOf(req), input) });
  });

  router.delete('/:id', guards.requireAuth, async (req, res) => {
    const booking = await bookings.cancel(callerOf(res), bookingIdOf(req));
    ok(res, { success: true, booking });
  });

  return router;
}

/** GET /api/available-slots (spec 02 §7): the same as /api/bookings/available-slots, plus top-level `slots`. */
export function availableSlotsRouter({ bookings }: Pick<BookingsRouteDeps, 'bookings'>): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const query = await validateQuery(slotsQuerySchema, req.query);
    const data = await bookings.slots(query);
    ok(res, data, { beside: { slots: data.slots } });
  });
  return router;
}
