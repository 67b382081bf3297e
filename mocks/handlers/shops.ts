import { http, HttpResponse } from 'msw';
import { featuredShops } from '../data/shops';

export const shopHandlers = [
  http.get('/api/shops/featured', () => HttpResponse.json({ success: true, data: { shops: featuredShops() } })),
];
