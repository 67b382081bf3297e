import type { RequestHandler } from 'msw';

/** STUB: filled in by the accounts issue. */
export const profileHandlers: RequestHandler[] = [];
