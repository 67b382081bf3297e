import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useCurrentUser } from '@/features/auth';
import { PageShell } from '@/lib/ui/page-shell';

/** /bookings (login required): the user's appointments. The list arrives with the bookings issue. */
export function MyBookingsPage() {
  const user = useCurrentUser();
  const isShop = user?.role === 'shop' || user?.role === 'admin';
  return (
    <PageShell
      titleId="pages.bookings.title"
      introId={isShop ? 'pages.bookings.introShop' : 'pages.bookings.intro'}
      links={
        isShop
          ? [{ to: '/shop/personal', labelId: 'pages.bookings.linkShopArea' }]
          : [
              {
                to: '/search',
                labelId: 'pages.bookings.linkBook',
                descriptionId: 'pages.bookings.linkBookHint',
              },
              { to: '/customer/dashboard', labelId: 'pages.bookings.linkDashboard' },
            ]
      }
    >
      <Alert severity="info">
        <FormattedMessage id="pages.bookings.empty" />
      </Alert>
    </PageShell>
  );
}

export default MyBookingsPage;
