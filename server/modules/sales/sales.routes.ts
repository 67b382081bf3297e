import { Router, type Request, type Response } from 'express';
import { contentLanguageOf } from '../../../src/domain/localized-text';
import {
  saleCreateSchema,
  saleListQuerySchema,
  saleUpdateSchema,
  salesRangeQuerySchema,
} from '../../../src/domain/sales-schema';
import { isSaleId } from '../../../src/domain/sales';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/ok';
import { validateBody, validateQuery } from '../../http/validate';
import type { AuthGuards } from '../auth/auth.contract';
import { authOf } from '../auth/auth.middleware';
import { bookingAnalytics } from './booking-analytics.service';
import type { SalesService } from './sales.service';
import type { SalesCaller } from './sales-shop';

/**
 * Sales and finance (spec 03 §7 Sales; issue 16), for a shop's owner or an admin (customers 403, anyone signed
 * out 401). Which shop: the caller's own (an owner of several names one with `shopId`, an admin always does); a
 * shop or transaction the caller may not manage answers 404 like one that does not exist.
 * - POST /api/sales/transactions (201) · PUT/DELETE /api/sales/transactions/:id · GET /api/sales/transactions
 * - GET /api/sales/dashboard?period|startDate&endDate
 * - GET /api/analytics/bookings?period|startDate&endDate
 */

const callerOf = (res: Response): SalesCaller => {
  const auth = authOf(res);
  return { userId: auth.userId, role: auth.role };
};
const languageOf = (req: Request) => contentLanguageOf(req.get('accept-language'));
/** A path id of another shape names no transaction: 404 before anything else is read. */
function idOf(req: Request): string {
  const id: unknown = req.params.id;
  if (!isSaleId(id)) throw new ApiError('TRANSACTION_NOT_FOUND');
  return id;
}

export function salesRouter(deps: { guards: AuthGuards; sales: SalesService }): Router {
  const router = Router();
  const { sales } = deps;
  router.use(deps.guards.requireRole('shop', 'admin'));

  router.post('/transactions', async (req, res) => {
    const input = await validateBody(saleCreateSchema, req.body);
    ok(res, await sales.create(callerOf(res), input, languageOf(req)), { status: 201 });
  });

  router.get('/transactions', async (req, res) => {
    const query = await validateQuery(saleListQuerySchema, req.query);
    ok(res, await sales.list(callerOf(res), query, languageOf(req)));
  });

  router.put('/transactions/:id', async (req, res) => {
    const id = idOf(req);
    const input = await validateBody(saleUpdateSchema, req.body);
    ok(res, await sales.update(callerOf(res), id, input, languageOf(req)));
  });

  router.delete('/transactions/:id', async (req, res) => {
    ok(res, await sales.remove(callerOf(res), idOf(req), languageOf(req)));
  });

  router.get('/dashboard', async (req, res) => {
    const query = await validateQuery(salesRangeQuerySchema, req.query);
    ok(res, await sales.dashboard(callerOf(res), query, languageOf(req)));
  });

  return router;
}

export function analyticsRouter(deps: { guards: AuthGuards }): Router {
  const router = Router();
  router.get('/bookings', deps.guards.requireRole('shop', 'admin'), async (req, res) => {
    const query = await validateQuery(salesRangeQuerySchema, req.query);
    ok(res, await bookingAnalytics(callerOf(res), query, languageOf(req)));
  });
  return router;
}
