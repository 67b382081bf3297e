import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ShopCardLabels } from '@design-system/components';
import { hoursSummary } from '@/domain/opening-hours';
import { BUSINESS_TYPES, SHOP_FEATURES, type Shop } from '@/domain/shop';

/** Shop-card texts from the shared catalog (shopCard.*, businessType.*, feature.*). */
export function useShopCardLabels(): ShopCardLabels {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: string, values?: Record<string, string | number>) =>
      intl.formatMessage({ id }, values);
    return {
      status: {
        open: t('shopCard.status.open'),
        closed: t('shopCard.status.closed'),
        busy: t('shopCard.status.busy'),
        unknown: t('shopCard.status.unknown'),
      },
      businessType: Object.fromEntries(
        BUSINESS_TYPES.map((b) => [b, t(`businessType.${b}`)]),
      ) as ShopCardLabels['businessType'],
      features: Object.fromEntries(
        SHOP_FEATURES.map((f) => [f, t(`feature.${f}`)]),
      ) as ShopCardLabels['features'],
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
    };
  }, [intl]);
}

/** A Monday, to name weekdays through Intl. */
const MONDAY = Date.UTC(2024, 0, 1, 12);
const WEEKDAY_OFFSET = {
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
} as const;

/** "Today 9:00–19:00", "Next available: Tuesday 09:00" or "Closed today". */
export function shopHoursText(
  intl: IntlShape,
  shop: Pick<Shop, 'workingHours' | 'timeZone'>,
  now = new Date(),
): string {
  const summary = hoursSummary(shop.workingHours, shop.timeZone, now);
  if (summary.kind === 'today')
    return intl.formatMessage(
      { id: 'shopCard.todayHours' },
      { start: summary.start, end: summary.end },
    );
  if (summary.kind === 'next') {
    const day = intl.formatDate(MONDAY + WEEKDAY_OFFSET[summary.weekday] * 86_400_000, {
      weekday: 'long',
      timeZone: 'UTC',
    });
    return intl.formatMessage(
      { id: 'shopCard.nextAvailable' },
      { time: `${day} ${summary.start}` },
    );
  }
  return intl.formatMessage({ id: 'shopCard.closedToday' });
}
