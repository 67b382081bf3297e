import { delay, http, HttpResponse } from 'msw';
import { shopCatalogue, withLiveFields } from '@mocks/data/shops';
import { handlersByArea } from '@mocks/handlers/index';

/**
 * Until the shared mocks answer `GET /api/shops/search` and `/api/shops/business-types`, the search page's
 * stories answer them here (a simple text match and paging; the real rules are the server's). Listed
 * before the shared groups so `/api/shops/:id` does not catch these paths.
 */
const counts = () => {
  const out = { salon: 0, barbershop: 0, spa: 0, nail_salon: 0, beauty_clinic: 0, massage: 0 };
  for (const shop of shopCatalogue()) out[shop.businessType] += 1;
  return out;
};

const businessTypes = http.get('/api/shops/business-types', () =>
  HttpResponse.json({ success: true, data: { counts: counts() } }),
);

function searchAnswer(filter: (text: string) => boolean) {
  return http.get('/api/shops/search', async ({ request }) => {
    await delay();
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page') ?? 1);
    const limit = Number(params.get('limit') ?? 20);
    const text = (params.get('search') ?? '').toLowerCase();
    const types = params.get('businessType')?.split(',') ?? [];
    const now = new Date();
    const shops = shopCatalogue()
      .filter(
        (s) => filter(text) && (!text || `${s.name} ${s.description}`.toLowerCase().includes(text)),
      )
      .filter((s) => types.length === 0 || types.includes(s.businessType))
      .map((s) => withLiveFields(s, now));
    return HttpResponse.json({
      success: true,
      data: {
        shops: shops.slice((page - 1) * limit, page * limit),
        total: shops.length,
        totalPages: Math.ceil(shops.length / limit),
        page,
        limit,
        origin: null,
      },
    });
  });
}

export const searchPageHandlers = {
  searchPage: [businessTypes, searchAnswer(() => true)],
  ...handlersByArea,
};

export const searchPageEmpty = {
  searchPage: [businessTypes, searchAnswer(() => false)],
  ...handlersByArea,
};

export const searchPageLoading = {
  searchPage: [
    businessTypes,
    http.get('/api/shops/search', async () => {
      await delay('infinite');
      return HttpResponse.json({ success: true, data: null });
    }),
  ],
  ...handlersByArea,
};

export const searchPageError = {
  searchPage: [
    businessTypes,
    http.get('/api/shops/search', () =>
      HttpResponse.json({ success: false, message: 'Failed to search shops' }, { status: 500 }),
    ),
  ],
  ...handlersByArea,
};
