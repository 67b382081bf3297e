import { describe, expect, it } from 'vitest';
import en from '@/i18n/en.json';
import it_ from '@/i18n/it.json';
import {
  DISMISSED_RECOMMENDATIONS_MAX,
  RECOMMENDATION_FAILURE_IDS,
  RECOMMENDATION_MESSAGES,
  RECOMMENDATION_REASONS,
  anchorShopIds,
  dismissedAfter,
  parseRecommendationId,
  recommend,
  recommendationTargetExists,
  tasteWeight,
  type HistoryBooking,
  type RecommendableShop,
} from '@/domain/recommendations';

/**
 * Recommendation scoring on a fixture history in Rome: the customer loves Salone Aurora's cut (5 stars), went once
 * more without reviewing, disliked a nail bar (2 stars) and cancelled at a spa. What they are shown follows from
 * that alone: the same kind of place or the same kind of service, near where they book, never a place they know.
 */

const service = (shopId: string, slug: string, category: string, name = slug) => ({
  id: `${shopId}--${slug}`,
  name,
  category,
  price: 40,
  duration: 45,
});

function shop(
  id: string,
  businessType: string,
  at: [number, number] | null,
  services: RecommendableShop['services'],
  rating = 4,
  reviewCount = 10,
): RecommendableShop {
  return {
    id,
    name: id.replace(/-/g, ' '),
    businessType,
    city: 'Roma',
    rating,
    reviewCount,
    photo: null,
    latitude: at ? at[0] : null,
    longitude: at ? at[1] : null,
    services,
  };
}

const ROME: [number, number] = [41.9, 12.5];
/** about 1.1 km north, 2.2 km north… of ROME */
const north = (km: number): [number, number] => [41.9 + km / 111, 12.5];

const AURORA = shop('salone-aurora', 'salon', ROME, [
  service('salone-aurora', 'taglio', 'hair', 'Taglio'),
]);
const NAIL_BAR = shop('nail-bar', 'nail_salon', north(0.5), [
  service('nail-bar', 'manicure', 'nails', 'Manicure'),
]);
const CANCELLED_SPA = shop('terme-cancellate', 'salon', north(1), [
  service('terme-cancellate', 'piega', 'hair'),
]);

const HISTORY: HistoryBooking[] = [
  { shopId: AURORA.id, serviceIds: ['salone-aurora--taglio'], status: 'completed', rating: 5 },
  { shopId: AURORA.id, serviceIds: ['salone-aurora--taglio'], status: 'completed', rating: null },
  { shopId: NAIL_BAR.id, serviceIds: ['nail-bar--manicure'], status: 'completed', rating: 2 },
  { shopId: CANCELLED_SPA.id, serviceIds: [], status: 'cancelled', rating: null },
];

const CANDIDATES = {
  nearSalon: shop(
    'salone-vicino',
    'salon',
    north(1),
    [service('salone-vicino', 'taglio', 'hair')],
    4.6,
    40,
  ),
  fartherSalon: shop(
    'salone-lontano',
    'salon',
    north(8),
    [service('salone-lontano', 'taglio', 'hair')],
    4.6,
    40,
  ),
  milanSalon: shop(
    'salone-milano',
    'salon',
    [45.4642, 9.19],
    [service('salone-milano', 'taglio', 'hair')],
  ),
  nearNails: shop('unghie-vicine', 'nail_salon', north(0.3), [
    service('unghie-vicine', 'manicure', 'nails'),
  ]),
  spaWithHair: shop('spa-con-piega', 'spa', north(2), [
    service('spa-con-piega', 'massaggio', 'massage'),
    service('spa-con-piega', 'piega', 'hair', 'Piega'),
  ]),
  favourite: shop('salone-preferito', 'salon', north(1.5), [
    service('salone-preferito', 'taglio', 'hair'),
  ]),
  noPosition: shop('salone-senza-indirizzo', 'salon', null, [
    service('salone-senza-indirizzo', 'taglio', 'hair'),
  ]),
};

const known = new Map([AURORA, NAIL_BAR, CANCELLED_SPA].map((s) => [s.id, s]));
const allShops = new Map([...known.values(), ...Object.values(CANDIDATES)].map((s) => [s.id, s]));

const run = (dismissed: string[] = [], history = HISTORY) =>
  recommend({
    history,
    shopOf: (id) => known.get(id),
    // the server hands over the shops near the history's; here every shop, visited ones included
    candidates: [...allShops.values()],
    dismissed,
    known: [CANDIDATES.favourite.id],
  });

describe('what a booking says of the customer’s taste', () => {
  it('weighs completed, rated, upcoming and cancelled bookings', () => {
    expect(tasteWeight({ status: 'completed', rating: 5 })).toBe(3);
    expect(tasteWeight({ status: 'completed', rating: 4 })).toBe(2);
    expect(tasteWeight({ status: 'completed', rating: null })).toBe(1);
    expect(tasteWeight({ status: 'completed', rating: 3 })).toBe(0.75);
    expect(tasteWeight({ status: 'completed', rating: 2 })).toBe(-1);
    expect(tasteWeight({ status: 'confirmed', rating: null })).toBe(0.5);
    expect(tasteWeight({ status: 'cancelled', rating: null })).toBe(0);
    expect(tasteWeight({ status: 'no-show', rating: null })).toBe(0);
  });

  it('searches around the shops liked on balance only', () => {
    expect(anchorShopIds(HISTORY)).toEqual([AURORA.id]);
  });
});

describe('recommend', () => {
  it('shows the same kind of place and service nearby, never a place the customer knows', () => {
    const ids = run().map((r) => r.id);
    expect(ids).toEqual([
      'shop:salone-vicino',
      'shop:salone-lontano',
      'service:spa-con-piega--piega',
    ]);
    // visited (even a cancelled booking), a favourite, too far, disliked kind, no address: never shown
    for (const absent of [
      'salone-aurora',
      'nail-bar',
      'terme-cancellate',
      'salone-preferito',
      'salone-milano',
      'unghie-vicine',
      'salone-senza-indirizzo',
    ])
      expect(
        ids.some((id) => id.includes(absent)),
        absent,
      ).toBe(false);
  });

  it('says why, with the shop or the service the customer rated highly', () => {
    const [near, , spa] = run();
    expect(near).toMatchObject({
      kind: 'shop',
      service: null,
      shop: { id: 'salone-vicino', businessType: 'salon', city: 'Roma', rating: 4.6 },
      reason: { id: RECOMMENDATION_REASONS.ratedShop, values: { shopName: 'salone aurora' } },
    });
    expect(near!.distanceKm).toBeCloseTo(1, 1);
    expect(spa).toMatchObject({
      kind: 'service',
      shop: { id: 'spa-con-piega' },
      service: { id: 'spa-con-piega--piega', name: 'Piega', category: 'hair' },
      reason: { id: RECOMMENDATION_REASONS.ratedService, values: { serviceName: 'Taglio' } },
    });
  });

  it('says "booked" when nothing was rated highly', () => {
    const unrated = HISTORY.map((b) => ({ ...b, rating: null }));
    const [first] = run([], unrated);
    expect(first!.reason).toEqual({
      id: RECOMMENDATION_REASONS.bookedShop,
      values: { shopName: 'salone aurora' },
    });
  });

  it('ranks nearer and better-liked first, the same way every time', () => {
    const first = run();
    expect(first[0]!.score).toBeGreaterThan(first[1]!.score);
    expect(run()).toEqual(first);
    const reversed = recommend({
      history: [...HISTORY].reverse(),
      shopOf: (id) => known.get(id),
      candidates: [...allShops.values()].reverse(),
      dismissed: [],
      known: [CANDIDATES.favourite.id],
    });
    expect(reversed).toEqual(first);
  });

  it('never brings back a dismissed shop (with its services) or service', () => {
    expect(run(['shop:salone-vicino']).map((r) => r.id)).not.toContain('shop:salone-vicino');
    // a dismissed shop's services do not come back in its place either
    expect(run(['shop:spa-con-piega']).map((r) => r.shop.id)).not.toContain('spa-con-piega');
    expect(run(['service:spa-con-piega--piega']).map((r) => r.shop.id)).not.toContain(
      'spa-con-piega',
    );
  });

  it('recommends nothing without a liked booking, and at most `limit`', () => {
    expect(run([], [])).toEqual([]);
    expect(run([], [HISTORY[3]!])).toEqual([]);
    const one = recommend({
      history: HISTORY,
      shopOf: (id) => known.get(id),
      candidates: [...allShops.values()],
      dismissed: [],
      limit: 1,
    });
    expect(one.map((r) => r.id)).toEqual(['shop:salone-vicino']);
  });

  it('counts an upcoming booking as interest', () => {
    const upcomingOnly: HistoryBooking[] = [
      {
        shopId: AURORA.id,
        serviceIds: ['salone-aurora--taglio'],
        status: 'confirmed',
        rating: null,
      },
    ];
    expect(run([], upcomingOnly)[0]).toMatchObject({
      id: 'shop:salone-vicino',
      reason: { id: RECOMMENDATION_REASONS.bookedShop },
    });
  });
});

describe('dismissals', () => {
  it('adds an id once and refuses past the limit instead of forgetting an older one', () => {
    expect(dismissedAfter([], 'shop:a')).toEqual({
      ok: true,
      value: { list: ['shop:a'], changed: true },
    });
    expect(dismissedAfter(['shop:a'], 'shop:a')).toEqual({
      ok: true,
      value: { list: ['shop:a'], changed: false },
    });
    const full = Array.from({ length: DISMISSED_RECOMMENDATIONS_MAX }, (_, i) => `shop:s${i}`);
    expect(dismissedAfter(full, 'shop:new')).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      errors: { id: 'validation.tooMany' },
    });
    // one already dismissed is still fine when the list is full
    expect(dismissedAfter(full, 'shop:s3').ok).toBe(true);
  });

  it('reads ids of shops and services only', () => {
    expect(parseRecommendationId('shop:salone-aurora')).toEqual({
      kind: 'shop',
      targetId: 'salone-aurora',
    });
    expect(parseRecommendationId('service:salone-aurora--taglio')).toEqual({
      kind: 'service',
      targetId: 'salone-aurora--taglio',
    });
    for (const bad of [
      'salone-aurora',
      'shop:',
      'shop:$gt',
      'user:x',
      'shop:A',
      `shop:${'a'.repeat(300)}`,
      7,
    ])
      expect(parseRecommendationId(bad), String(bad)).toBeNull();
  });

  it('knows whether an id names a shop or a service the catalog has', () => {
    const shopOf = (id: string) => allShops.get(id);
    expect(recommendationTargetExists('shop:salone-vicino', shopOf)).toBe(true);
    expect(recommendationTargetExists('service:spa-con-piega--piega', shopOf)).toBe(true);
    expect(recommendationTargetExists('shop:nowhere', shopOf)).toBe(false);
    expect(recommendationTargetExists('service:spa-con-piega--nope', shopOf)).toBe(false);
    expect(recommendationTargetExists('service:nowhere--piega', shopOf)).toBe(false);
  });
});

describe('texts', () => {
  it('has every reason and failure in both languages, the failures in the spec’s words', () => {
    const catalogs: Record<string, Record<string, string>> = { en, it: it_ };
    for (const id of [
      ...Object.values(RECOMMENDATION_REASONS),
      ...Object.values(RECOMMENDATION_FAILURE_IDS),
    ])
      for (const [language, catalog] of Object.entries(catalogs))
        expect(catalog[id], `${language} ${id}`).toEqual(expect.any(String));
    expect(en[RECOMMENDATION_FAILURE_IDS.fetch]).toBe(RECOMMENDATION_MESSAGES.fetchFailed);
    expect(en[RECOMMENDATION_FAILURE_IDS.dismiss]).toBe(RECOMMENDATION_MESSAGES.dismissFailed);
  });
});
