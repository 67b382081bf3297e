import { Router, type Response } from 'express';
import { contentLanguageOf } from '../../../src/domain/localized-text';
import {
  customerSearchQuerySchema,
  isContactId,
  searchShopCustomers,
  walkInBookingSchema,
} from '../../../src/domain/walk-ins';
import { ok } from '../../http/ok';
import { validateBody, validateQuery } from '../../http/validate';
import { idempotencyKeyOf } from '../bookings/booking-idempotency';
import { toBooking } from '../bookings/booking.mapper';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';
import { actorOf, requireShopManager, shopOf } from '../shop-admin/shop-access';
import { rememberShopCustomer, shopCustomers } from './shop-customers';
import { createWalkIn, placedBy, walkInCustomer } from './walk-ins.service';

const localeOf = (res: Response): 'en' | 'it' =>
  contentLanguageOf(res.req.get('accept-language')) === 'it' ? 'it' : 'en';

/**
 * Walk-in and phone bookings (issue 15) under /api/shops: the shop's own customers (GET /:id/customers?q=) and
 * a booking the shop places for one of them or a new person (POST /:id/bookings), through the customers' create
 * engine. Only the shop's owner or an admin; anyone else gets 404 SHOP_NOT_FOUND.
 */
export function shopWalkInsRouter(deps: ShopAdminDeps): Router {
  const router = Router();
  const manager = requireShopManager(deps.guards);
  const createDeps = {
    catalog: deps.catalog,
    events: deps.bookings.events,
    logger: deps.logger,
    now: () => new Date(),
  };

  // every booking made at a shop puts its customer in the shop's directory (after the write, off the request)
  deps.bookings.events.on('created', (booking, context) => {
    rememberShopCustomer(booking.shopId, booking.customerId, {
      name: booking.customerName,
      email: booking.customerEmail,
      phone: booking.customerPhone,
      kind: isContactId(booking.customerId) ? 'contact' : 'account',
      locale: context.locale,
      at: Date.parse(booking.startAt),
    }).catch((error: unknown) =>
      deps.logger.warn(
        { err: error, shopId: booking.shopId },
        'shop customer directory write failed',
      ),
    );
  });

  router.get('/:id/customers', ...manager, async (req, res) => {
    const { q } = await validateQuery(customerSearchQuerySchema, req.query);
    const shop = shopOf(res);
    ok(res, { items: searchShopCustomers(await shopCustomers(shop._id), q ?? '') });
  });

  router.post('/:id/bookings', ...manager, async (req, res) => {
    const key = idempotencyKeyOf(req.get('idempotency-key'));
    const input = await validateBody(walkInBookingSchema, req.body);
    const shop = shopOf(res);
    const actor = actorOf(res);
    const customer = await walkInCustomer(shop._id, input, localeOf(res));
    const record = await createWalkIn(createDeps, {
      shopId: shop._id,
      input,
      by: await placedBy(actor),
      customer,
      idempotencyKey: key,
    });
    const viewer = actor.role === 'admin' ? 'admin' : 'shop';
    ok(res, { booking: toBooking(record, viewer, new Date(), localeOf(res)) }, { status: 201 });
  });

  return router;
}
