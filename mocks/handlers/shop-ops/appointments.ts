import type { RequestHandler } from 'msw';

// SKELETON: replaced by the module's helper.
export const shopAppointmentsHandlers: RequestHandler[] = [];
