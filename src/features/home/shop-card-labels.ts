import type { IntlShape } from 'react-intl';
import { formatClockRanges, formatClockTime } from '@/domain/clock-format';
import { hoursSummary } from '@/domain/opening-hours';
import type { Shop } from '@/domain/shop';

export { useShopCardLabels } from '@/lib/ui/shop-card-labels';

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

/** "Today 09:00–13:00, 15:00–19:00", "Next available: Tuesday 09:00" or "Closed today". */
export function shopHoursText(
  intl: IntlShape,
  shop: Pick<Shop, 'workingHours' | 'timeZone'>,
  now = new Date(),
): string {
  const summary = hoursSummary(shop.workingHours, shop.timeZone, now);
  if (summary.kind === 'today')
    return intl.formatMessage(
      { id: 'shopCard.todayHours' },
      { hours: formatClockRanges(intl.locale, summary.ranges) },
    );
  if (summary.kind === 'next') {
    const day = intl.formatDate(MONDAY + WEEKDAY_OFFSET[summary.weekday] * 86_400_000, {
      weekday: 'long',
      timeZone: 'UTC',
    });
    return intl.formatMessage(
      { id: 'shopCard.nextAvailable' },
      { time: `${day} ${formatClockTime(intl.locale, summary.start)}` },
    );
  }
  return intl.formatMessage({ id: 'shopCard.closedToday' });
}
