import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { FavoriteServiceCardLabels } from '@design-system/components/FavoriteServiceCard/FavoriteServiceCard';
import { useFavoriteShopCardLabels } from '@/lib/ui/shop-details-labels';

/** The favourite service card's texts: the shop card's (notes, rating, remove) plus its own. */
export function useFavoriteServiceCardLabels(): FavoriteServiceCardLabels {
  const intl = useIntl();
  const shopLabels = useFavoriteShopCardLabels();
  return useMemo(
    () => ({
      ...shopLabels,
      duration: (minutes: number) =>
        intl.formatMessage({ id: 'favorites.service.duration' }, { minutes }),
      unavailable: intl.formatMessage({ id: 'favorites.service.unavailable' }),
      viewShop: intl.formatMessage({ id: 'favorites.service.viewShop' }),
      book: intl.formatMessage({ id: 'favorites.card.book' }),
      share: intl.formatMessage({ id: 'favorites.tab.share' }),
    }),
    [intl, shopLabels],
  );
}
