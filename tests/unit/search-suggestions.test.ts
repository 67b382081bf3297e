import { describe, expect, it } from 'vitest';
import type { Place } from '../../src/domain/geocoding';
import type { SearchSuggestion } from '../../src/domain/search';
import {
  SuggestionIndex,
  mixSuggestions,
  suggestionsFor,
} from '../../src/domain/search-suggestions';
import type { Shop } from '../../src/domain/shop';
import type { ShopContent } from '../../src/domain/shop-content';

/** Search suggestions as both the server and the mocks build them: shops, services and places, shared. */

const item = (kind: SearchSuggestion['kind'], n: number): SearchSuggestion => ({
  kind,
  id: `${kind}-${n}`,
  label: `${kind} ${n}`,
  detail: null,
});
const many = (kind: SearchSuggestion['kind'], count: number) =>
  Array.from({ length: count }, (_, n) => item(kind, n));

type IndexedShop = ConstructorParameters<typeof SuggestionIndex>[0][number];
const shop = (id: string, name: string, rating: number, services: string[]): IndexedShop => ({
  id,
  name,
  rating,
  reviewCount: 10,
  location: { city: 'Roma' } as Shop['location'],
  services: services.map((serviceName, i) => ({
    id: `${id}-${i}`,
    name: serviceName,
  })) as Shop['services'],
});

describe('mixSuggestions', () => {
  it('shares ten as 4 shops, 3 services, 3 places', () => {
    const mixed = mixSuggestions(many('shop', 9), many('service', 9), many('place', 9), 10);
    expect(mixed.map((s) => s.kind)).toEqual([
      ...Array(4).fill('shop'),
      ...Array(3).fill('service'),
      ...Array(3).fill('place'),
    ]);
  });

  it('passes the room a kind leaves unused to the others, in order', () => {
    const mixed = mixSuggestions([], many('service', 1), many('place', 12), 10);
    expect(mixed.filter((s) => s.kind === 'place')).toHaveLength(9);
    expect(mixed[0]?.kind).toBe('service');
  });
});

describe('SuggestionIndex', () => {
  const index = new SuggestionIndex([
    shop('a', 'Bella Vista Salon', 4.2, ['Haircut', 'Colour']),
    shop('b', 'Salon Bella', 4.8, ['Haircut ']),
    shop('c', 'Vista Nails', 4.9, ['Gel Manicure']),
  ]);

  it('ranks shops whose name starts with the text before a later word, then by rating', () => {
    expect(index.shopSuggestions('bel', 10).map((s) => s.id)).toEqual(['a', 'b']);
    expect(index.shopSuggestions('vista', 10).map((s) => s.id)).toEqual(['c', 'a']);
  });

  it('gives each service name once, with how many shops offer it', () => {
    expect(index.serviceSuggestions('hair', 10)).toEqual([
      { kind: 'service', id: 'Haircut', label: 'Haircut', detail: '2' },
    ]);
  });

  it('mixes the places in with their province as the detail', () => {
    const rome: Place = {
      id: 'rome',
      label: 'Roma',
      province: 'RM',
      country: 'IT',
      latitude: 41.9,
      longitude: 12.5,
    } as Place;
    expect(suggestionsFor(index, [rome], 'ro', 10)).toEqual([
      {
        kind: 'place',
        id: 'rome',
        label: 'Roma',
        detail: 'RM, IT',
        latitude: 41.9,
        longitude: 12.5,
      },
    ]);
  });
});

describe('SuggestionIndex in both languages', () => {
  const served = shop('a', 'Bella Vista Salon', 4.2, ['Haircut']);
  const content: ShopContent = {
    description: {},
    services: {
      [served.services[0]!.id]: {
        name: { en: 'Haircut', it: 'Taglio donna' },
        description: {},
        includes: [],
        requirements: [],
      },
    },
    specialDates: {},
    staffRoles: {},
  };
  const index = new SuggestionIndex([served], () => content);

  it("suggests a service by any language's name", () => {
    expect(index.serviceSuggestions('tagl', 10).map((s) => s.label)).toEqual(['Taglio donna']);
    expect(index.serviceSuggestions('hair', 10).map((s) => s.label)).toEqual(['Haircut']);
  });
});
