import { http, HttpResponse } from 'msw';

export const systemHandlers = [
  http.get('/api/health', () =>
    HttpResponse.json({ success: true, data: { status: 'ok', database: 'mock', uptime: 0 } }),
  ),
];
