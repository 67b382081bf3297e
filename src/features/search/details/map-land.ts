import type { FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * The offline map background: the world's land and coastline (Natural Earth 1:50m, from `world-atlas`) as
 * GeoJSON, drawn under the pins when no tile server is configured. About 550 KB, so it is fetched only when a
 * map without tiles first opens (its own chunk), and once per visit.
 */
let land: Promise<FeatureCollection<Geometry>> | null = null;

export function loadLand(): Promise<FeatureCollection<Geometry>> {
  land ??= Promise.all([import('world-atlas/land-50m.json'), import('topojson-client')])
    .then(([atlas, topojson]) => {
      const topology = (atlas.default ?? atlas) as unknown as Topology<{
        land: GeometryCollection;
      }>;
      return topojson.feature(topology, topology.objects.land) as FeatureCollection<Geometry>;
    })
    .catch((error: unknown) => {
      land = null; // a failed chunk load may succeed on the next map
      throw error;
    });
  return land;
}
