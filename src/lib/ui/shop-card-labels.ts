/** Texts for the design system's ShopCard (mapped to message ids like design-system-labels.ts). */
import { useMemo } from 'react';
import { BUSINESS_TYPES, SHOP_FEATURES } from '@/domain/shop';
import type { ShopCardLabels } from '@design-system/components';
import { record, useT } from './design-system-labels';

export function useShopCardLabels(): ShopCardLabels {
  const t = useT();
  return useMemo(
    () => ({
      status: {
        open: t('shopCard.status.open'),
        closed: t('shopCard.status.closed'),
        busy: t('shopCard.status.busy'),
        unknown: t('shopCard.status.unknown'),
      },
      businessType: record(BUSINESS_TYPES, (k) => t(`businessType.${k}`)),
      features: record(SHOP_FEATURES, (k) => t(`feature.${k}`)),
      moreServices: (count) => t('shopCard.moreServices', { count }),
      fromPrice: (price) => t('shopCard.fromPrice', { price }),
      reviews: (count) => t('shopCard.reviews', { count }),
      rating: (rating) => t('shopCard.rating', { rating }),
      noRating: t('shopCard.noRating'),
      distance: (distance) => t('shopCard.distance', { distance }),
      addFavorite: t('shopCard.addFavorite'),
      removeFavorite: t('shopCard.removeFavorite'),
      book: t('shopCard.book'),
      details: t('shopCard.details'),
      call: (name) => t('shopCard.call', { name }),
      hours: t('shopCard.hours'),
    }),
    [t],
  );
}
