import { Router } from 'express';

/** STUB: GET /api/dev/outbox (development only). */
export function outboxApiRouter(): Router {
  return Router();
}

/** STUB: the /dev/outbox HTML page (development only). */
export function outboxPageRouter(): Router {
  return Router();
}
