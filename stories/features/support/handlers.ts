import { delay, http, HttpResponse } from 'msw';
import { handlersByArea } from '@mocks/handlers/index';

/** Featured-shops responses for stories: pending forever, failing, or empty. The rest stays the standard mocks. */
export const featuredLoading = {
  ...handlersByArea,
  shops: [
    http.get('/api/shops/featured', async () => {
      await delay('infinite');
      return HttpResponse.json({ success: true, data: { shops: [] } });
    }),
  ],
};

export const featuredError = {
  ...handlersByArea,
  shops: [
    http.get('/api/shops/featured', () =>
      HttpResponse.json(
        { success: false, message: 'Something went wrong. Please try again.' },
        { status: 500 },
      ),
    ),
  ],
};

export const featuredEmpty = {
  ...handlersByArea,
  shops: [
    http.get('/api/shops/featured', () =>
      HttpResponse.json({ success: true, data: { shops: [] } }),
    ),
  ],
};
