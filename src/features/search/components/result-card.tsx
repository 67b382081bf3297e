import { useIntl } from 'react-intl';
import { formatClockTime } from '@/domain/clock-format';
import type { Shop } from '@/domain/shop';
import { ShopResultCard } from '@design-system/components';
import { useFavoriteShops } from '@/features/favorites';
import { useShopResultCardLabels } from '@/lib/ui/search-labels';
import { resultHours } from '../result-hours';

export interface ResultCardProps {
  shop: Shop;
  onViewDetails: (shop: Shop) => void;
  onBookNow: (shop: Shop) => void;
  /** the first result: its photo loads at once, with high priority */
  priorityImage?: boolean;
}

/** A result card with its hours line worded and the favourite heart wired to the customer's favourites. */
export function ResultCard({ shop, onViewDetails, onBookNow, priorityImage }: ResultCardProps) {
  const intl = useIntl();
  const labels = useShopResultCardLabels();
  const favorites = useFavoriteShops();
  const hours = resultHours(shop);
  const hoursText =
    hours.kind === 'openUntil'
      ? intl.formatMessage(
          { id: 'search.card.openUntil' },
          { end: formatClockTime(intl.locale, hours.end) },
        )
      : hours.kind === 'opensAt'
        ? intl.formatMessage(
            { id: 'search.card.opensAt' },
            { start: formatClockTime(intl.locale, hours.start) },
          )
        : hours.kind === 'closed'
          ? intl.formatMessage({ id: 'search.card.closed' })
          : hours.kind === 'closedToday'
            ? intl.formatMessage({ id: 'search.card.closedToday' })
            : null;
  return (
    <ShopResultCard
      shop={shop}
      labels={labels}
      hoursText={hoursText}
      isFavorite={favorites.isFavorite(shop.id)}
      favoritePending={favorites.isPending(shop.id)}
      onToggleFavorite={(s) => favorites.toggle({ id: s.id, name: s.name })}
      onViewDetails={onViewDetails}
      onBookNow={onBookNow}
      priorityImage={priorityImage}
    />
  );
}
