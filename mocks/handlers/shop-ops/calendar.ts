import { delay, http, type RequestHandler } from 'msw';
import type { SessionUser } from '@/domain/auth';
import { contentLanguageOf } from '@/domain/localized-text';
import { addDays } from '@/domain/opening-hours';
import {
  calendarOrder,
  calendarPlan,
  calendarRangeFailure,
  shopCalendarQuerySchema,
  type ShopCalendarRange,
} from '@/domain/shop-calendar';
import {
  availabilityShopOf,
  bookingsMockState,
  findMockShop,
  toBookingDto,
} from '../../data/bookings';
import { mockBlocks } from '../../data/shop-blocks';
import { failure } from '../failure';
import { ok } from '../profile';
import { validateQuery } from '../validation';
import { mockShopManager } from '../shop-admin/shop-manager';
import { mockTeamColours } from '../shop-admin/team';

/**
 * GET /api/shops/:id/calendar over the mock bookings, through src/domain's plan and rules as the server
 * (server/modules/shop-calendar); blocked time from the mocks' block store (mocks/data/shop-blocks.ts).
 */

/** The caller when they may manage the shop (shop-manager.ts), else the server's refusal. */
const manager = (request: Request, shopId: string): SessionUser | Response =>
  mockShopManager(request, shopId, (id) => Boolean(findMockShop(id)));

export const shopCalendarHandlers: RequestHandler[] = [
  http.get('/api/shops/:id/calendar', async ({ request, params }) => {
    await delay();
    const shopId = String(params.id);
    const user = manager(request, shopId);
    if (user instanceof Response) return user;
    const query = await validateQuery(shopCalendarQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const { start, days } = query.value;
    const refusal = calendarRangeFailure(days);
    if (refusal) return failure(refusal);
    const shop = findMockShop(shopId)!;
    const availability = availabilityShopOf(shop);
    const end = addDays(start, days - 1);
    const now = new Date();
    const language = contentLanguageOf(request.headers.get('accept-language'));
    const viewer = user.role === 'admin' ? 'admin' : 'shop';
    const range: ShopCalendarRange = {
      shopId,
      timeZone: availability.timeZone,
      start,
      days,
      ...calendarPlan(availability, start, days, mockTeamColours(shopId)),
      bookings: bookingsMockState.bookings
        .filter((b) => b.shopId === shopId && b.date >= start && b.date <= end)
        .map((b) => toBookingDto(b, viewer, now, language))
        .sort(calendarOrder),
      blocks: (mockBlocks.get(shopId) ?? [])
        .filter((b) => b.date >= start && b.date <= end)
        .map(({ staffIds: _taken, ...block }) => block)
        .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime)),
    };
    return ok(range);
  }),
];
