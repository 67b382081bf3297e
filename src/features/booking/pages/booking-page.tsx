import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageShell } from '@/lib/ui/page-shell';

/**
 * /booking/{shopId}?service=… (public to view). Service choice, calendar, slots and the booking summary
 * arrive with the booking issue (spec 02 §2.4).
 */
export function BookingPage() {
  const { shopId = '' } = useParams();
  const [params] = useSearchParams();
  const service = params.get('service');
  return (
    <PageShell
      titleId="pages.booking.title"
      introId="pages.booking.intro"
      links={[
        {
          to: `/search?${new URLSearchParams({ shop: shopId }).toString()}`,
          labelId: 'pages.booking.linkShop',
          descriptionId: 'pages.booking.linkShopHint',
        },
        { to: '/search', labelId: 'pages.booking.linkSearch' },
        { to: '/bookings', labelId: 'pages.booking.linkBookings' },
      ]}
    >
      <Alert severity="info">
        <FormattedMessage
          id={service ? 'pages.booking.notYetWithService' : 'pages.booking.notYet'}
          values={{ shop: shopId, service: service ?? '' }}
        />
      </Alert>
    </PageShell>
  );
}

export default BookingPage;
