import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '@design-system/a11y/visually-hidden';
import { useUpcomingBookingCount } from '@/features/my-bookings';

/**
 * The bottom navigation's bookings badge (spec 02 §2.5, fixed at 2 there): the signed-in customer's real number
 * of upcoming bookings, from the same cached list as My bookings and the dashboard. Loaded only for customers
 * (with the data layer), so a guest's home asks for nothing more. Nothing is shown while the count is unknown
 * or zero.
 */
export function BookingsNavIcon({ icon }: { icon: ReactNode }) {
  const count = useUpcomingBookingCount();
  return (
    <Badge
      badgeContent={count ?? 0}
      color="primary"
      max={99}
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      {icon}
    </Badge>
  );
}

/** The count in words after the item's label ("Bookings, 2 upcoming"), for screen readers. */
export function BookingsNavCount() {
  const intl = useIntl();
  const count = useUpcomingBookingCount();
  if (!count) return null;
  return (
    <Box component="span" sx={visuallyHidden}>
      {intl.formatMessage({ id: 'nav.bookingsUpcoming' }, { count })}
    </Box>
  );
}
