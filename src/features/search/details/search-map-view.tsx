import type { LatLng } from '@/domain/geo';
import type { Shop } from '@/domain/shop';

export interface SearchMapViewProps {
  shops: Shop[];
  origin: LatLng | null;
  radiusKm: number;
  onRadiusChange: (km: number) => void;
  onViewDetails: (shop: Shop) => void;
  onBookNow: (shop: Shop) => void;
  onLocate: () => void;
  locating: boolean;
}

/** Contract stub: replaced by the map work. */
export default function SearchMapView(_props: SearchMapViewProps) {
  return null;
}
