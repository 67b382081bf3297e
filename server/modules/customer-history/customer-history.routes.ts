import { Router, type Response } from 'express';
import {
  appointmentHistoryQuerySchema,
  customerStatsQuerySchema,
} from '../../../src/domain/customer-stats-types';
import {
  customerStatsExportQuerySchema,
  type CustomerExportFormat,
} from '../../../src/domain/customer-stats-report';
import { contentLanguageOf } from '../../../src/domain/localized-text';
import { attachmentHeader } from '../../../src/domain/sales-report';
import { quickRebookSchema } from '../../../src/domain/quick-rebook';
import { ok } from '../../http/ok';
import { validateBody, validateQuery } from '../../http/validate';
import type { AuthGuards } from '../auth/auth.contract';
import { authOf } from '../auth/auth.middleware';
import type { Caller } from '../bookings/booking-context';
import { idempotencyKeyOf } from '../bookings/booking-idempotency';
import { createCustomerHistoryService } from './customer-history.service';
import type { QuickRebookDeps } from './quick-rebook';

/** The signed-in customer, and the language their answers' shop texts (service names) are in. */
function callerOf(res: Response): Caller {
  const { userId, role } = authOf(res);
  return { userId, role, language: contentLanguageOf(res.req.get('accept-language')) };
}

type CustomerHistoryRouteDeps = { guards: AuthGuards } & Omit<QuickRebookDeps, 'now'>;

/**
 * GET /api/customer/stats?period, GET /api/customer/stats/export?period&format=csv|pdf (the same figures as a
 * download named `my-analytics-{period}-{last day}.{format}`), GET /api/customer/appointment-history?page&limit&status&period and
 * POST /api/customer/quick-rebook (spec 02 §7 "Customer area"; issue 17): customers only, each their own (the
 * user comes from the session; another's booking is 404). A quick rebook answers a proposal
 * `data { proposal }`; with `confirm: true` and the proposal's `date`, `startTime` (and `staffId`) it books it,
 * 201 `data { booking }`, honouring an `Idempotency-Key` as POST /api/bookings does.
 */
export function customerHistoryRouter(deps: CustomerHistoryRouteDeps): Router {
  const history = createCustomerHistoryService(deps);
  const router = Router();
  const customer = deps.guards.requireRole('customer');

  router.get('/stats', customer, async (req, res) => {
    const { period } = await validateQuery(customerStatsQuerySchema, req.query);
    const caller = callerOf(res);
    ok(res, await history.stats(caller.userId, period, caller.language ?? 'en'));
  });

  // the analytics as a file, in the language the request names (the app sends the interface's)
  router.get('/stats/export', customer, async (req, res) => {
    const { period, format } = await validateQuery(customerStatsExportQuerySchema, req.query);
    const caller = callerOf(res);
    const file = await history.statsFile(
      caller.userId,
      period,
      format as CustomerExportFormat,
      caller.language ?? 'en',
    );
    res.status(200);
    res.set('Content-Type', file.contentType);
    res.set('Content-Disposition', attachmentHeader(file.fileName));
    res.set('Cache-Control', 'no-store');
    res.send(file.body);
  });

  router.get('/appointment-history', customer, async (req, res) => {
    const query = await validateQuery(appointmentHistoryQuerySchema, req.query);
    const caller = callerOf(res);
    ok(res, await history.history(caller.userId, query, caller.language ?? 'en'));
  });

  router.post('/quick-rebook', customer, async (req, res) => {
    const key = idempotencyKeyOf(req.get('idempotency-key'));
    const input = await validateBody(quickRebookSchema, req.body);
    const caller = callerOf(res);
    // the schema requires both when confirming
    if (input.confirm && input.date && input.startTime)
      ok(
        res,
        {
          booking: await history.confirmRebook(
            caller,
            { ...input, date: input.date, startTime: input.startTime },
            key,
          ),
        },
        { status: 201 },
      );
    else ok(res, { proposal: await history.proposeRebook(caller, input) });
  });

  return router;
}
