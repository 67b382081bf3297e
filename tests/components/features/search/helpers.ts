import { http, HttpResponse } from 'msw';
import type { SearchSuggestion } from '@/domain/search';
import type { Shop } from '@/domain/shop';
import { shopCatalogue } from '@mocks/data/shops';
import { server } from '@mocks/node';

export const COUNTS = {
  salon: 10,
  barbershop: 5,
  spa: 7,
  nail_salon: 3,
  beauty_clinic: 2,
  massage: 1,
};

export interface SearchMock {
  /** query parameters of every search request, in order */
  requests: URLSearchParams[];
  last: () => URLSearchParams;
}

/**
 * The search page's API (until the shared mocks answer it): searches page through `shops`, or fail with
 * `fail(params)` returning a message; business-type counts; suggestions for a query.
 */
export function mockSearchApi({
  shops = shopCatalogue().slice(0, 5),
  fail,
  suggestions = [],
}: {
  shops?: Shop[];
  fail?: (params: URLSearchParams) => string | null;
  suggestions?: SearchSuggestion[];
} = {}): SearchMock {
  const requests: URLSearchParams[] = [];
  const suggestionQueries: string[] = [];
  server.use(
    http.get('/api/shops/search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const failure = fail?.(params);
      if (failure) return HttpResponse.json({ success: false, message: failure }, { status: 500 });
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 20);
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
    }),
    http.get('/api/shops/business-types', () =>
      HttpResponse.json({ success: true, data: { counts: COUNTS } }),
    ),
    // the details modal (another feature) loads a shop's services when ?shop= is set
    http.get('/api/shops/:id/services', () =>
      HttpResponse.json({ success: true, data: { services: [] } }),
    ),
    http.get('/api/search/suggestions', ({ request }) => {
      suggestionQueries.push(new URL(request.url).searchParams.get('query') ?? '');
      return HttpResponse.json({ success: true, data: { suggestions } });
    }),
  );
  return {
    requests,
    last: () => {
      const last = requests.at(-1);
      if (!last) throw new Error('no search request yet');
      return last;
    },
  };
}

export function stubGeolocation(
  result: { latitude: number; longitude: number } | { error: number },
) {
  const getCurrentPosition = (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if ('error' in result) fail?.({ code: result.error, message: 'x' } as GeolocationPositionError);
    else ok({ coords: { ...result, accuracy: 10 } } as GeolocationPosition);
  };
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
}
