import { describe, expect, it } from 'vitest';
import { buildClusterIndex, CLUSTER_MAX_ZOOM } from '@/features/search/details/map-clusters';
import {
  MAP_PAGE_SIZE,
  MAP_RESULTS_CAP,
  mergeMapPages,
  remainingMapPages,
} from '@/features/search/details/map-paging';
import { parseCoordinates } from '@/domain/shop-query';

const at = (id: string, latitude: number, longitude: number) => ({
  id,
  position: { latitude, longitude },
});

/** Three shops within 300 m in Trastevere, one at the Colosseum (2 km away), one in Milan. */
const PLACES = [
  at('trastevere-1', 41.8897, 12.4695),
  at('trastevere-2', 41.8906, 12.4712),
  at('trastevere-3', 41.8889, 12.4721),
  at('colosseo', 41.8902, 12.4922),
  at('milano', 45.4642, 9.19),
];

describe('map clusters', () => {
  const index = buildClusterIndex(PLACES);

  it('groups nearby pins with their count when zoomed out, and every pin is in exactly one group', () => {
    const country = index.at(6);
    const rome = country.find((g) => g.kind === 'cluster');
    expect(rome).toMatchObject({ kind: 'cluster', count: 4 });
    expect(rome?.kind === 'cluster' && [...rome.ids].sort()).toEqual([
      'colosseo',
      'trastevere-1',
      'trastevere-2',
      'trastevere-3',
    ]);
    expect(country.filter((g) => g.kind === 'pin').map((g) => g.key)).toEqual(['milano']);
    for (const zoom of [0, 6, 12, 14, CLUSTER_MAX_ZOOM + 1]) {
      const ids = index
        .at(zoom)
        .flatMap((g) => (g.kind === 'pin' ? [g.item.id] : g.ids))
        .sort();
      expect(ids, `zoom ${zoom}`).toEqual(PLACES.map((p) => p.id).sort());
    }
  });

  it('a cluster splits at its expansion zoom; past the last clustering zoom every pin is alone', () => {
    const rome = index.at(6).find((g) => g.kind === 'cluster');
    if (rome?.kind !== 'cluster') throw new Error('no cluster');
    const split = index.expansionZoom(rome.clusterId);
    expect(split).toBeGreaterThan(6);
    expect(index.at(split).length).toBeGreaterThan(index.at(6).length);
    expect(index.at(CLUSTER_MAX_ZOOM + 1).every((g) => g.kind === 'pin')).toBe(true);
  });

  it('finds the zoom at which a pin shows alone (to bring a shop chosen in the list into view)', () => {
    const zoom = index.zoomShowing('trastevere-2', 6);
    expect(index.at(zoom).some((g) => g.kind === 'pin' && g.item.id === 'trastevere-2')).toBe(true);
    expect(index.at(zoom - 1).some((g) => g.kind === 'pin' && g.item.id === 'trastevere-2')).toBe(
      false,
    );
    expect(index.zoomShowing('milano', 6)).toBe(6);
  });
});

describe('map paging', () => {
  it('asks for the pages after the first up to the cap', () => {
    expect(MAP_PAGE_SIZE).toBe(50);
    expect(remainingMapPages(0)).toEqual([]);
    expect(remainingMapPages(1)).toEqual([]);
    expect(remainingMapPages(3)).toEqual([2, 3]);
    expect(remainingMapPages(40)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('merges pages in order, each shop once, at most the cap', () => {
    const page = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `s${from + i}` }));
    expect(mergeMapPages([page(0, 3), page(2, 3)]).map((s) => s.id)).toEqual([
      's0',
      's1',
      's2',
      's3',
      's4',
    ]);
    const many = mergeMapPages(Array.from({ length: 11 }, (_, p) => page(p * 50, 50)));
    expect(many).toHaveLength(MAP_RESULTS_CAP);
    expect(many.at(-1)?.id).toBe('s499');
  });
});

describe('coordinates parameter', () => {
  it('reads "lat,lng" and JSON text with latitude and longitude, and nothing else', () => {
    expect(parseCoordinates('41.9,12.5')).toEqual({ latitude: 41.9, longitude: 12.5 });
    expect(parseCoordinates(' -33.86 , 151.2 ')).toEqual({ latitude: -33.86, longitude: 151.2 });
    expect(parseCoordinates('{"latitude":41.9,"longitude":12.5}')).toEqual({
      latitude: 41.9,
      longitude: 12.5,
    });
    expect(parseCoordinates('{ "longitude": -0.1, "latitude": 51.5 }')).toEqual({
      latitude: 51.5,
      longitude: -0.1,
    });
    for (const bad of [
      '',
      '41.9',
      '41.9,',
      '91,12',
      '41.9,181',
      '{"latitude":41.9}',
      '{"latitude":41.9,"longitude":"12.5"}',
      '{"latitude":41.9,"longitude":12.5,"zoom":3}',
      '{"latitude":null,"longitude":12.5}',
      '[41.9,12.5]',
      '{latitude:41.9,longitude:12.5}',
      'null',
    ])
      expect(parseCoordinates(bad), bad).toBeNull();
  });
});
