import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  criteriaFromParams,
  criteriaToParams,
  DEFAULT_SEARCH_FILTERS,
  EMPTY_SEARCH_CRITERIA,
  hasSearchCriteria,
  searchRequestParams,
  splitCamelCase,
  toggleIn,
  YOUR_LOCATION,
} from '../../src/domain/search-url';

const read = (qs: string) => criteriaFromParams(new URLSearchParams(qs));

describe('search address → criteria', () => {
  it('maps a category to its business types (spec 02 §2.1)', () => {
    expect(read('category=haircut').filters.businessTypes).toEqual(['salon', 'barbershop']);
    expect(read('category=skincare').filters.businessTypes).toEqual(['spa', 'beauty_clinic']);
    expect(read('category=nailServices').filters.businessTypes).toEqual(['nail_salon']);
    expect(read('category=unknown').filters.businessTypes).toEqual([]);
    expect(read('category=unknown').category).toBeNull();
  });

  it('turns home categories without a business type into a service filter', () => {
    expect(read('category=coloring').filters.services).toEqual(['hair_color']);
    expect(read('category=eyebrows').filters.services).toEqual(['eyebrows']);
  });

  it('splits a camel-case service into the search text; q wins', () => {
    expect(splitCamelCase('mensHaircut')).toBe('mens Haircut');
    expect(splitCamelCase('deepCleansing')).toBe('deep Cleansing');
    expect(read('category=hairServices&service=mensHaircut').text).toBe('mens Haircut');
    expect(read('q=balayage&service=mensHaircut').text).toBe('balayage');
  });

  it('reads the filters list, ignores nearMe and unknown ids, accepts the home quick filters', () => {
    const f = read(
      'filters=openNow,hasAvailability,highRated,nearMe,parking,wifi,creditCards,wheelchairAccessible,bogus',
    ).filters;
    expect(f.openNow).toBe(true);
    expect(f.hasAvailability).toBe(true);
    expect(f.minRating).toBe(4);
    expect(f.features).toEqual(['parking', 'wifi', 'creditCards', 'wheelchairAccessible']);
    const home = read('filters=topRated,instant,nearby').filters;
    expect(home.minRating).toBe(4);
    expect(home.features).toEqual(['instantBooking']);
    expect(activeFilterCount(home)).toBe(2);
  });

  it('reads the view and location', () => {
    expect(read('view=map').view).toBe('map');
    expect(read('view=grid').view).toBe('list');
    expect(read('location=Milano').location).toBe('Milano');
  });
});

describe('criteria → address', () => {
  it('round-trips every parameter the page owns and keeps the others', () => {
    const qs =
      'q=balayage&location=Roma&category=spa&filters=openNow%2ChighRated%2Cwifi&view=map&shop=abc';
    const params = criteriaToParams(read(qs), new URLSearchParams(qs));
    expect(Object.fromEntries(params)).toEqual({
      q: 'balayage',
      location: 'Roma',
      category: 'spa',
      filters: 'openNow,highRated,wifi',
      view: 'map',
      shop: 'abc',
    });
  });

  it('keeps service while the text is still its words, else writes q', () => {
    const c = read('category=hairServices&service=mensHaircut');
    expect(criteriaToParams(c).get('service')).toBe('mensHaircut');
    expect(criteriaToParams(c).get('q')).toBeNull();
    const edited = criteriaToParams({ ...c, text: 'fade' });
    expect(edited.get('q')).toBe('fade');
    expect(edited.get('service')).toBeNull();
  });

  it('drops the category once its business types change, and writes Your Location for coordinates', () => {
    const c = read('category=haircut');
    const changed = { ...c, filters: { ...c.filters, businessTypes: ['salon' as const] } };
    expect(criteriaToParams(changed).get('category')).toBeNull();
    const near = { ...c, coordinates: { latitude: 41.9, longitude: 12.5 } };
    expect(criteriaToParams(near).get('location')).toBe(YOUR_LOCATION);
  });

  it('round-trips the rest of the header state (sort, types, rating, distance, price, services, radius) so a reload gives the same view', () => {
    const changed = criteriaToParams({
      ...read('category=haircut'),
      filters: { ...read('category=haircut').filters, businessTypes: ['salon'] },
    });
    expect(changed.get('types')).toBe('salon');
    const qs =
      'q=taglio&sort=price_low&types=spa%2Cmassage&rating=3&distance=25&price=20-120&services=manicure%2Cmassage&radius=15&filters=walkInsWelcome';
    const c = read(qs);
    expect(c.sortBy).toBe('price_low');
    expect(c.filters.businessTypes).toEqual(['spa', 'massage']);
    expect(c.filters.minRating).toBe(3);
    expect(c.filters.distance).toBe(25);
    expect(c.filters.priceRange).toEqual({ min: 20, max: 120 });
    expect(c.filters.services).toEqual(['manicure', 'massage']);
    expect(c.filters.features).toEqual(['walkInsWelcome']);
    expect(c.mapRadiusKm).toBe(15);
    expect(criteriaFromParams(criteriaToParams(c))).toEqual(c);
    expect(read('sort=sideways&rating=9&distance=-1&price=300-100&types=bakery').filters).toEqual(
      DEFAULT_SEARCH_FILTERS,
    );
    expect(read('sort=sideways').sortBy).toBe('relevance');
  });

  it('writes nothing for empty criteria', () => {
    expect(criteriaToParams(EMPTY_SEARCH_CRITERIA).toString()).toBe('');
  });
});

describe('request parameters', () => {
  it('sends only what is set: no default sort, no untouched price', () => {
    expect(searchRequestParams(EMPTY_SEARCH_CRITERIA, 1, 12)).toEqual({ page: '1', limit: '12' });
  });

  it('sends every filter, price only when moved, 500 as no upper bound', () => {
    const params = searchRequestParams(
      {
        ...EMPTY_SEARCH_CRITERIA,
        text: ' nails ',
        location: 'Milano',
        sortBy: 'rating',
        mapRadiusKm: 15,
        filters: {
          businessTypes: ['spa', 'salon'],
          priceRange: { min: 20, max: 500 },
          minRating: 3,
          distance: 25,
          features: ['parking', 'wifi'],
          openNow: true,
          hasAvailability: true,
          services: ['manicure'],
        },
      },
      2,
      12,
    );
    expect(params).toEqual({
      page: '2',
      limit: '12',
      search: 'nails',
      location: 'Milano',
      radiusKm: '15',
      businessType: 'spa,salon',
      minRating: '3',
      minPrice: '20',
      distance: '25',
      features: 'parking,wifi',
      openNow: 'true',
      hasAvailability: 'true',
      services: 'manicure',
      sortBy: 'rating',
    });
    const capped = searchRequestParams(
      {
        ...EMPTY_SEARCH_CRITERIA,
        filters: { ...DEFAULT_SEARCH_FILTERS, priceRange: { min: 0, max: 120 } },
      },
      1,
      12,
    );
    expect(capped.minPrice).toBe('0');
    expect(capped.maxPrice).toBe('120');
  });

  it('sends coordinates instead of the Your Location label', () => {
    const params = searchRequestParams(
      {
        ...EMPTY_SEARCH_CRITERIA,
        location: YOUR_LOCATION,
        coordinates: { latitude: 41.9, longitude: 12.5 },
      },
      1,
      12,
    );
    expect(params.coordinates).toBe('41.9,12.5');
    expect(params.location).toBeUndefined();
  });
});

describe('filter count and search state', () => {
  it('counts each set filter once per value', () => {
    expect(activeFilterCount(DEFAULT_SEARCH_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_SEARCH_FILTERS,
        businessTypes: ['spa', 'salon'],
        priceRange: { min: 0, max: 490 },
        minRating: 5,
        distance: 5,
        services: ['facial'],
      }),
    ).toBe(6);
  });

  it('has criteria once anything is set', () => {
    expect(hasSearchCriteria(EMPTY_SEARCH_CRITERIA)).toBe(false);
    expect(hasSearchCriteria({ ...EMPTY_SEARCH_CRITERIA, text: '  ' })).toBe(false);
    expect(hasSearchCriteria({ ...EMPTY_SEARCH_CRITERIA, text: 'spa' })).toBe(true);
    expect(hasSearchCriteria(read('filters=openNow'))).toBe(true);
    expect(hasSearchCriteria(read('category=nails'))).toBe(true);
  });

  it('toggles values, keeping a given order', () => {
    expect(toggleIn(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleIn(['c'], 'a', ['a', 'b', 'c'])).toEqual(['a', 'c']);
  });
});
