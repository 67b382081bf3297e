import { lazy, Suspense, useState } from 'react';
import type { ShopDetailsDialogProps } from './shop-details-dialog';

const Dialog = lazy(() =>
  import('./shop-details-dialog').then((m) => ({ default: m.ShopDetailsDialog })),
);

/**
 * The shop details modal, its code (dialog, services, opening hours, favourites, sharing) loaded when a shop
 * is first opened rather than with the search page, whose first paint never shows it. Once opened it stays
 * mounted, so closing plays the dialog's exit transition.
 */
export function ShopDetailsDialog(props: ShopDetailsDialogProps) {
  const [opened, setOpened] = useState(false);
  if (props.shopId !== null && !opened) setOpened(true);
  if (!opened && props.shopId === null) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
