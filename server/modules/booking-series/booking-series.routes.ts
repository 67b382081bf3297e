import { Router, type Request, type Response } from 'express';
import type { CreateBookingInput } from '../../../src/domain/booking';
import {
  customerSeriesSchema,
  isSeriesId,
  seriesCancelQuerySchema,
  seriesMoveSchema,
  shopSeriesSchema,
  type CustomerSeriesInput,
  type ShopSeriesInput,
} from '../../../src/domain/booking-series';
import { contentLanguageOf } from '../../../src/domain/localized-text';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/ok';
import { validateBody, validateQuery } from '../../http/validate';
import type { AuthGuards } from '../auth/auth.contract';
import { authOf } from '../auth/auth.middleware';
import { createBooking, type CreateDeps } from '../bookings/booking-create';
import type { Caller } from '../bookings/booking-context';
import { idempotencyKeyOf } from '../bookings/booking-idempotency';
import { toBooking } from '../bookings/booking.mapper';
import type { BookingsService } from '../bookings/bookings.service';
import { manageableShop } from '../shop-admin/shop-access';
import { shopCustomer } from '../shop-walk-ins/shop-customers';
import { createWalkIn, placedBy, walkInCustomer } from '../shop-walk-ins/walk-ins.service';
import { cancelSeries, moveSeries } from './series-changes';
import { createSeries } from './series-create';
import { previewSeries } from './series-preview';

function callerOf(res: Response): Caller {
  const { userId, role } = authOf(res);
  return { userId, role, language: contentLanguageOf(res.req.get('accept-language')) };
}

const viewerOf = (caller: Caller) =>
  caller.role === 'admin' ? 'admin' : caller.role === 'shop' ? 'shop' : 'customer';

/** The `:seriesId` of a series route; a malformed one answers like a series the caller cannot see. */
function seriesIdOf(req: Request): string {
  const value: unknown = req.params.seriesId;
  if (!isSeriesId(value)) throw new ApiError('SERIES_NOT_FOUND');
  return value;
}

/** A customer's body for the engine: the booking fields of one occurrence. */
function customerBooking(input: CustomerSeriesInput, date: string): CreateBookingInput {
  const { recurrence: _recurrence, skipDates: _skip, ...booking } = input;
  return { ...booking, date } as CreateBookingInput;
}

/** The body for this caller: a customer's booking, or (owner, admin) a walk-in's for a shop they manage. */
async function seriesBody(
  req: Request,
  caller: Caller,
): Promise<
  { kind: 'customer'; input: CustomerSeriesInput } | { kind: 'shop'; input: ShopSeriesInput }
> {
  if (caller.role === 'customer')
    return { kind: 'customer', input: await validateBody(customerSeriesSchema, req.body) };
  if (caller.role !== 'shop' && caller.role !== 'admin') throw new ApiError('CUSTOMERS_ONLY');
  const input = await validateBody(shopSeriesSchema, req.body);
  await manageableShop({ userId: caller.userId, role: caller.role }, input.shopId);
  return { kind: 'shop', input };
}

/**
 * Recurring series under /api/bookings/series (issue 15): preview, create, move and cancel as one. A customer
 * books a series for themselves; the shop's owner or an admin for a customer of the shop (the walk-in body with
 * `shopId`). One occurrence is changed or cancelled with the single booking's PUT and DELETE.
 */
export function bookingSeriesRouter({
  bookings,
  guards,
}: {
  bookings: BookingsService;
  guards: AuthGuards;
}): Router {
  const router = Router();
  const depsOf = (req: Request): CreateDeps => ({
    events: bookings.events,
    logger: req.log,
    now: () => new Date(),
  });

  router.post('/preview', guards.requireAuth, async (req, res) => {
    const caller = callerOf(res);
    const body = await seriesBody(req, caller);
    const { input } = body;
    let customerId: string | null = caller.userId;
    if (body.kind === 'shop') {
      const known = body.input.customerId
        ? await shopCustomer(body.input.shopId, body.input.customerId)
        : null;
      if (body.input.customerId && !known) throw new ApiError('CUSTOMER_NOT_FOUND');
      customerId = known?.id ?? null;
    }
    const serviceIds =
      body.kind === 'shop'
        ? body.input.serviceIds
        : (body.input.serviceIds ?? body.input.services ?? []);
    ok(
      res,
      await previewSeries(
        {
          shopId: input.shopId,
          serviceIds,
          staffId: input.staffId ?? null,
          date: input.date,
          time: input.time,
          recurrence: input.recurrence,
          customerId,
          byShop: body.kind === 'shop',
        },
        new Date(),
      ),
    );
  });

  router.post('/', guards.requireAuth, async (req, res) => {
    const caller = callerOf(res);
    const key = idempotencyKeyOf(req.get('idempotency-key'));
    const body = await seriesBody(req, caller);
    const deps = depsOf(req);
    const keyOf = (index: number) => (key ? `${key}:${index}` : undefined);
    let created;
    if (body.kind === 'customer') {
      const { input } = body;
      created = await createSeries({
        shopId: input.shopId,
        customerId: caller.userId,
        date: input.date,
        time: input.time,
        recurrence: input.recurrence,
        skipDates: input.skipDates ?? [],
        place: (date, series) =>
          createBooking(deps, caller, customerBooking(input, date), keyOf(series.index), {
            series,
          }),
      });
    } else {
      const { input } = body;
      const locale = caller.language === 'it' ? 'it' : 'en';
      const customer = await walkInCustomer(input.shopId, input, locale);
      const by = await placedBy({ userId: caller.userId, role: caller.role });
      created = await createSeries({
        shopId: input.shopId,
        customerId: customer._id,
        date: input.date,
        time: input.time,
        recurrence: input.recurrence,
        skipDates: input.skipDates ?? [],
        place: (date, series) =>
          createWalkIn(deps, {
            shopId: input.shopId,
            input,
            by,
            customer,
            series,
            date,
            idempotencyKey: keyOf(series.index),
          }),
      });
    }
    const now = new Date();
    ok(
      res,
      {
        seriesId: created.seriesId,
        bookings: created.records.map((record) =>
          toBooking(record, viewerOf(caller), now, caller.language),
        ),
        failed: created.failed,
        skipped: created.skipped,
      },
      { status: 201 },
    );
  });

  router.put('/:seriesId', guards.requireAuth, async (req, res) => {
    const input = await validateBody(seriesMoveSchema, req.body);
    ok(res, await moveSeries(bookings, callerOf(res), seriesIdOf(req), input, new Date()));
  });

  router.delete('/:seriesId', guards.requireAuth, async (req, res) => {
    const query = await validateQuery(seriesCancelQuerySchema, req.query);
    ok(res, await cancelSeries(bookings, callerOf(res), seriesIdOf(req), query, new Date()));
  });

  return router;
}
