import Supercluster from 'supercluster';
import type { LatLng } from '@/domain/geo';

/**
 * Nearby pins grouped into one marker with a count (supercluster): at each zoom a pin is either alone or part of
 * a cluster; a cluster opens (the map zooms in) at the zoom where it splits.
 */

/** clusters split up to this zoom; past it every pin shows alone (shops at one address overlap) */
export const CLUSTER_MAX_ZOOM = 16;
const CLUSTER_RADIUS_PX = 56;
/** the whole map: clusters are computed everywhere, so panning never waits for them (at most 500 pins) */
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

export interface Placed {
  id: string;
  position: LatLng;
}

export type MapGroup<T extends Placed> =
  | { kind: 'pin'; key: string; item: T }
  | {
      kind: 'cluster';
      key: string;
      clusterId: number;
      position: LatLng;
      count: number;
      /** the ids of the pins inside */
      ids: string[];
    };

export interface ClusterIndex<T extends Placed> {
  /** the pins and clusters shown at `zoom` */
  at(zoom: number): MapGroup<T>[];
  /** the zoom at which a cluster splits */
  expansionZoom(clusterId: number): number;
  /** the lowest zoom (from `from` up) at which the pin shows alone */
  zoomShowing(id: string, from: number): number;
}

export function buildClusterIndex<T extends Placed>(items: readonly T[]): ClusterIndex<T> {
  const index = new Supercluster<{ i: number }>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  index.load(
    items.map((item, i) => ({
      type: 'Feature' as const,
      properties: { i },
      geometry: {
        type: 'Point' as const,
        coordinates: [item.position.longitude, item.position.latitude],
      },
    })),
  );
  const memo = new Map<number, MapGroup<T>[]>();
  const at = (zoom: number): MapGroup<T>[] => {
    const z = Math.max(0, Math.min(CLUSTER_MAX_ZOOM + 1, Math.floor(zoom)));
    const cached = memo.get(z);
    if (cached) return cached;
    const groups = index.getClusters(WORLD, z).map((feature): MapGroup<T> => {
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      const props = feature.properties as { i?: number; cluster?: boolean; cluster_id?: number };
      if (!props.cluster) {
        const item = items[props.i!]!;
        return { kind: 'pin', key: item.id, item };
      }
      const clusterId = props.cluster_id!;
      const ids = index
        .getLeaves(clusterId, Infinity)
        .map((leaf) => items[(leaf.properties as { i: number }).i]!.id);
      return {
        kind: 'cluster',
        key: `cluster-${clusterId}`,
        clusterId,
        position: { latitude, longitude },
        count: ids.length,
        ids,
      };
    });
    memo.set(z, groups);
    return groups;
  };
  return {
    at,
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
    zoomShowing: (id, from) => {
      for (let z = Math.max(0, Math.floor(from)); z <= CLUSTER_MAX_ZOOM; z += 1)
        if (at(z).some((g) => g.kind === 'pin' && g.item.id === id)) return z;
      return CLUSTER_MAX_ZOOM + 1;
    },
  };
}
