import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { BookingList } from '@/domain/booking';
import { handlersByArea } from '@mocks/handlers/index';

/**
 * MSW handlers for the customer dashboard's stories: the standard mocks (seeded: two upcoming bookings, a
 * completed and a cancelled one, two favourites, the demo customer's profile), with each part the dashboard
 * loads answering as asked: as seeded, empty, never (loading) or with a failure.
 */
export type PartMode = 'seeded' | 'empty' | 'loading' | 'error';

const emptyList: BookingList = { items: [], total: 0, page: 1, limit: 100, totalPages: 1 };

function answer(mode: PartMode, empty: unknown, message: string) {
  return async (): Promise<Response | undefined> => {
    if (mode === 'loading') await delay('infinite');
    if (mode === 'error') return HttpResponse.json({ success: false, message }, { status: 500 });
    if (mode === 'empty') return HttpResponse.json({ success: true, data: empty });
    return undefined; // the seeded mocks answer
  };
}

export function dashboardHandlers({
  bookings = 'seeded',
  favorites = 'seeded',
  profile = 'seeded',
}: {
  bookings?: PartMode;
  favorites?: PartMode;
  /** a signed-in customer always has a profile: seeded, loading or failing */
  profile?: Exclude<PartMode, 'empty'>;
} = {}): Record<string, RequestHandler[]> {
  return {
    ...handlersByArea,
    bookings: [
      http.get('/api/bookings', answer(bookings, emptyList, 'Failed to fetch bookings')),
      ...(handlersByArea.bookings ?? []),
    ],
    favorites: [
      http.get(
        '/api/customer/favorites',
        answer(favorites, { favorites: [] }, 'Failed to fetch favorites'),
      ),
      ...(handlersByArea.favorites ?? []),
    ],
    profile: [
      http.get('/api/users/profile', answer(profile, null, 'Failed to fetch profile')),
      ...(handlersByArea.profile ?? []),
    ],
  };
}
