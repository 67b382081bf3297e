import cookieParser from 'cookie-parser';
import { Router, type CookieOptions, type Request, type Response } from 'express';
import { ApiError } from '../http/api-error';
import { ok } from '../http/ok';
import { pathId } from '../http/path-id';
import type { AuthGuards } from '../modules/auth/auth.contract';
import { authOf } from '../modules/auth/auth.middleware';
import { validateQuery } from '../http/validate';
import { clearOutbox, findOutboxMessage, listOutbox, outboxQuerySchema } from './outbox';
import {
  OUTBOX_SIGN_IN_SCRIPT,
  outboxListPage,
  outboxMessagePage,
  outboxNotFoundPage,
  outboxSignInPage,
} from './outbox.page';

/**
 * The email's own HTML is shown as-is, so it gets its own CSP: no scripts, no requests out (not even images
 * from elsewhere), only the inline styles emails are made of.
 */
const EMAIL_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/**
 * The cookie that lets an admin's browser open the server-rendered /dev/outbox pages (a navigation carries no
 * bearer token). Its value is the admin's own access token, checked like a bearer token on every page
 * (signature, expiry, live session, role), so logout or revocation closes the pages too. Path-scoped and
 * SameSite=Strict: no other route and no other site ever sends it.
 */
export const OUTBOX_COOKIE = 'orabella_outbox';
const OUTBOX_PAGE_PATH = '/dev/outbox';

interface OutboxRouteDeps {
  guards: AuthGuards;
  /** whether the page cookie is `Secure` (the app is served over https) */
  secureCookie: boolean;
}

/**
 * /api/dev/outbox: read and clear the outbox (it holds password-reset links, so whoever reads it can take
 * any account). Admin only, in every mode; mounted by app.ts only when OUTBOX_PAGE is on.
 * 401 without a valid token, 403 for customers and shops: the endpoint is documented, so hiding it behind a
 * 404 would protect nothing.
 */
export function outboxApiRouter({ guards, secureCookie }: OutboxRouteDeps): Router {
  const router = Router();
  router.use(guards.requireRole('admin'));

  /**
   * POST /api/dev/outbox/page-access → sets the page cookie for as long as the access token lives. Called by
   * the page's own sign-in script with the token of the app's session in the same tab.
   */
  router.post('/page-access', (req, res) => {
    const token = (req.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
    const maxAge = Math.max(0, authOf(res).expiresAt * 1000 - Date.now());
    const cookie: CookieOptions = {
      httpOnly: true,
      sameSite: 'strict',
      path: OUTBOX_PAGE_PATH,
      secure: secureCookie,
      maxAge,
    };
    res.cookie(OUTBOX_COOKIE, token, cookie);
    ok(res, null);
  });

  /** GET /api/dev/outbox?to=&limit= → { items } newest first */
  router.get('/', async (req, res) => {
    const query = await validateQuery(outboxQuerySchema, req.query);
    ok(res, { items: await listOutbox(query) });
  });

  /** GET /api/dev/outbox/:id → { message } (with the raw MIME source) */
  router.get('/:id', async (req, res) => {
    const message = await findOutboxMessage(pathId(req, 'id', 'outboxMessage', 'EMAIL_NOT_FOUND'));
    if (!message) throw new ApiError('EMAIL_NOT_FOUND');
    ok(res, { message });
  });

  /** DELETE /api/dev/outbox → { deleted } */
  router.delete('/', async (_req, res) => {
    ok(res, { deleted: await clearOutbox() });
  });

  return router;
}

function sendPage(res: Response, status: number, html: string): void {
  res.status(status).set('Cache-Control', 'no-store').type('html').send(html);
}

/**
 * /dev/outbox: the outbox as web pages for admins (list, one email, its HTML, its MIME source). Without an
 * admin cookie every page answers a sign-in page whose script trades the app's session (same tab) for one.
 */
export function outboxPageRouter({ guards }: Pick<OutboxRouteDeps, 'guards'>): Router {
  const router = Router();
  const requireAdmin = guards.requireRole('admin');

  // the script is code, not data: public, like the app's own bundles
  router.get('/sign-in.js', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('text/javascript').send(OUTBOX_SIGN_IN_SCRIPT);
  });

  router.use(cookieParser());
  router.use(async (req: Request, res, next) => {
    const token = (req.cookies as Record<string, unknown> | undefined)?.[OUTBOX_COOKIE];
    // the cookie stands in for the bearer header the guard reads
    if (typeof token === 'string' && token && !req.headers.authorization)
      req.headers.authorization = `Bearer ${token}`;
    try {
      await requireAdmin(req, res, () => undefined);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      res.clearCookie(OUTBOX_COOKIE, { path: OUTBOX_PAGE_PATH });
      sendPage(res, error.status, outboxSignInPage(error.status === 403));
      return;
    }
    next();
  });

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
