import type { LatLng } from '@/domain/geo';
import type { Shop } from '@/domain/shop';

export interface ShopDetailsDialogProps {
  shopId: string | null;
  initialShop?: Shop;
  origin?: LatLng | null;
  onClose: () => void;
}

/** Contract stub: replaced by the details feature work. */
export function ShopDetailsDialog(_props: ShopDetailsDialogProps) {
  return null;
}
