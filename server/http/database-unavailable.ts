import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDatabaseUnavailableError } from '../db/database-state';
import { ApiError } from './api-error';

/** Kept here so the Italian table (src/domain/api-messages.ts) can key on it. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again shortly.';

/** The embedded FerretDB is back within a few seconds of a crash (supervisor back-off starts at 0.5 s). */
export const RETRY_AFTER_SECONDS = 5;

function unavailable(res: Parameters<RequestHandler>[1]): ApiError {
  res.set('Retry-After', String(RETRY_AFTER_SECONDS));
  return new ApiError('DATABASE_UNAVAILABLE');
}

/** `/api` paths that never touch the database (health reports the outage itself). */
const WITHOUT_DATABASE = /^\/(health|geocoding)(\/|$)/;

/**
 * While the database is known to be down, `/api` routes that need it answer 503 at once, instead of waiting for
 * the driver's server selection (5 s) and then failing with a 500. `isUp` must be cheap (it runs per request).
 */
export function databaseGate(isUp: () => boolean): RequestHandler {
  return (req, res, next) => {
    if (WITHOUT_DATABASE.test(req.path) || isUp()) {
      next();
      return;
    }
    next(unavailable(res));
  };
}

/**
 * The outage that starts during a request (the gate said up, then the socket closed, or mongoose queued the
 * query while disconnected until its buffer timeout): the driver's "not connected" family becomes the same 503,
 * not a 500 logged as a bug. Mounted before the one error middleware.
 */
export const databaseErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  next(isDatabaseUnavailableError(error) ? unavailable(res) : error);
};
