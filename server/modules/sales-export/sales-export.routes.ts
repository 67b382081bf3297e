import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { attachmentHeader, salesExportQuerySchema } from '../../../src/domain/sales-report';
import { isDatabaseUnavailableError } from '../../db/database-state';
import { ApiError } from '../../http/api-error';
import { validateQuery } from '../../http/validate';
import type { AuthGuards } from '../auth/auth.contract';
import { authOf } from '../auth/auth.middleware';
import { ReportClosedError } from './report-pace';
import type { PreparedReport, SalesExportService } from './sales-export.service';

/**
 * GET /api/sales/export?format=csv|xlsx|pdf&period=today|week|month|year (default month) | startDate&endDate
 * [&shopId] (spec 03 §7 Sales; issue 16): the shop's sales report as a download named
 * `sales-report-{period}.{format}`, for the shop's owner or an admin (customers 403, signed out 401, another
 * owner's shop or a malformed id 404, bad parameters 400 VALIDATION_FAILED / INVALID_QUERY). Mounted under
 * /api/sales next to the sales routes. A failure before the first byte answers the JSON envelope (an unexpected
 * one as 500 EXPORT_FAILED); after it, the response is cut off, so the download fails instead of ending as a
 * complete-looking but short file.
 */

type Log = Pick<Logger, 'error'>;

const logOf = (req: Request, logger: Log): Log => (req as { log?: Log }).log ?? logger;

/** What the caller is told about a failure before the report began. */
function beforeFirstByte(error: unknown, req: Request, logger: Log): unknown {
  if (error instanceof ApiError || isDatabaseUnavailableError(error)) return error;
  logOf(req, logger).error(
    { err: error, requestId: req.id },
    'sales report failed before it began',
  );
  return new ApiError('EXPORT_FAILED');
}

async function send(req: Request, res: Response, report: PreparedReport, logger: Log) {
  res.status(200);
  res.set('Content-Type', report.contentType);
  res.set('Content-Disposition', attachmentHeader(report.fileName));
  res.set('Cache-Control', 'no-store');
  try {
    await report.write(res);
  } catch (error) {
    await report.close().catch(() => undefined);
    if (error instanceof ReportClosedError) return;
    if (!res.headersSent) {
      res.removeHeader('Content-Disposition');
      throw beforeFirstByte(error, req, logger);
    }
    logOf(req, logger).error({ err: error, requestId: req.id }, 'sales report cut off');
    res.destroy();
  }
}

export function salesExportRouter(deps: {
  guards: AuthGuards;
  reports: SalesExportService;
  logger: Log;
}): Router {
  const router = Router();
  router.get('/export', deps.guards.requireRole('shop', 'admin'), async (req, res) => {
    const query = await validateQuery(salesExportQuerySchema, req.query);
    const auth = authOf(res);
    let report: PreparedReport;
    try {
      report = await deps.reports.prepare(
        { userId: auth.userId, role: auth.role },
        query,
        req.get('accept-language'),
      );
    } catch (error) {
      throw beforeFirstByte(error, req, deps.logger);
    }
    await send(req, res, report, deps.logger);
  });
  return router;
}
