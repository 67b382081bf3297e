import { useCurrentUser } from '@/features/auth';
import { PageShell } from '@/lib/ui/page-shell';
import { MyBookingsList } from './my-bookings-list';
import { PATHS } from '@/domain/links';

/**
 * /bookings (login required): the customer's upcoming and past bookings. A shop or admin account finds its
 * customers' appointments in the shop area, so it gets the shop intro and a link there instead of a list.
 */
export function MyBookingsPage() {
  const user = useCurrentUser();
  const isShop = user?.role === 'shop' || user?.role === 'admin';
  if (isShop)
    return (
      <PageShell
        titleId="pages.bookings.title"
        introId="pages.bookings.introShop"
        links={[{ to: PATHS.shopPersonal, labelId: 'pages.bookings.linkShopArea' }]}
      />
    );
  return (
    <PageShell
      titleId="pages.bookings.title"
      introId="pages.bookings.intro"
      links={[
        {
          to: PATHS.search,
          labelId: 'pages.bookings.linkBook',
          descriptionId: 'pages.bookings.linkBookHint',
        },
        { to: PATHS.customerDashboard, labelId: 'pages.bookings.linkDashboard' },
      ]}
    >
      <MyBookingsList />
    </PageShell>
  );
}

export default MyBookingsPage;
