import { http, HttpResponse } from 'msw';

const started = Date.now();

/** GET /api/health, shaped like the server's HealthData. */
export const systemHandlers = [
  http.get('/api/health', () =>
    HttpResponse.json({
      success: true,
      data: {
        status: 'ok',
        database: 'mock',
        uptime: Math.round((Date.now() - started) / 1000),
        version: 'mock',
        // the login page shows the demo accounts
        demo: true,
      },
    }),
  ),
];
