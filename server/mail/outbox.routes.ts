import { Router, type Response } from 'express';
import type { ApiSuccess } from '../../src/domain/api';
import { ApiError } from '../http/api-error';
import { validateQuery } from '../http/validate';
import type { OutboxMessage } from './mailer';
import {
  clearOutbox,
  findOutboxMessage,
  listOutbox,
  outboxQuerySchema,
  type OutboxMessageWithRaw,
} from './outbox';
import { outboxListPage, outboxMessagePage, outboxNotFoundPage } from './outbox.page';

const NOT_FOUND = 'Email not found';

/**
 * The email's own HTML is shown as-is, so it gets its own CSP: no scripts, no requests out (not even images
 * from elsewhere), only the inline styles emails are made of.
 */
const EMAIL_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/**
 * /api/dev/outbox: read and clear the development outbox (e2e tests read reset links from here). Mounted by
 * app.ts only when OUTBOX_PAGE is on; no auth, because it is never on in production unless asked for.
 */
export function outboxApiRouter(): Router {
  const router = Router();

  /** GET /api/dev/outbox?to=&limit= → { items } newest first */
  router.get('/', async (req, res) => {
    const query = await validateQuery(outboxQuerySchema, req.query);
    const body: ApiSuccess<{ items: OutboxMessage[] }> = {
      success: true,
      data: { items: await listOutbox(query) },
    };
    res.json(body);
  });

  /** GET /api/dev/outbox/:id → { message } (with the raw MIME source) */
  router.get('/:id', async (req, res) => {
    const message = await findOutboxMessage(req.params.id);
    if (!message) throw ApiError.notFound(NOT_FOUND);
    const body: ApiSuccess<{ message: OutboxMessageWithRaw }> = {
      success: true,
      data: { message },
    };
    res.json(body);
  });

  /** DELETE /api/dev/outbox → { deleted } */
  router.delete('/', async (_req, res) => {
    const body: ApiSuccess<{ deleted: number }> = {
      success: true,
      data: { deleted: await clearOutbox() },
    };
    res.json(body);
  });

  return router;
}

function sendPage(res: Response, status: number, html: string): void {
  res.status(status).set('Cache-Control', 'no-store').type('html').send(html);
}

/** /dev/outbox: the outbox as web pages for developers (list, one email, its HTML, its MIME source). */
export function outboxPageRouter(): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const to = typeof req.query.to === 'string' && req.query.to.trim() ? req.query.to : undefined;
    const messages = await listOutbox({ to, limit: 200 });
    sendPage(res, 200, outboxListPage(messages, { to }));
  });

  router.get('/:id', async (req, res) => {
    const message = await findOutboxMessage(req.params.id);
    if (!message) return sendPage(res, 404, outboxNotFoundPage());
    sendPage(res, 200, outboxMessagePage(message));
  });

  router.get('/:id/html', async (req, res) => {
    const message = await findOutboxMessage(req.params.id);
    if (!message) return sendPage(res, 404, outboxNotFoundPage());
    res.set('Content-Security-Policy', EMAIL_HTML_CSP);
    sendPage(res, 200, message.html);
  });

  router.get('/:id/raw', async (req, res) => {
    const message = await findOutboxMessage(req.params.id);
    if (!message) return sendPage(res, 404, outboxNotFoundPage());
    res
      .set('Cache-Control', 'no-store')
      .set('Content-Disposition', `inline; filename="${message.id}.eml"`)
      .type('text/plain; charset=utf-8')
      .send(message.raw);
  });

  return router;
}
