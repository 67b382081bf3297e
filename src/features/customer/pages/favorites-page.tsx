import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { PageShell } from '@/lib/ui/page-shell';

/** /favorites (login required): favourite shops and services. Saving favourites arrives with the discovery issue. */
export function FavoritesPage() {
  return (
    <PageShell
      titleId="pages.favorites.title"
      introId="pages.favorites.intro"
      links={[
        {
          to: '/search',
          labelId: 'pages.favorites.linkSearch',
          descriptionId: 'pages.favorites.linkSearchHint',
        },
        { to: '/customer/dashboard', labelId: 'pages.bookings.linkDashboard' },
      ]}
    >
      <Alert severity="info">
        <FormattedMessage id="pages.favorites.empty" />
      </Alert>
    </PageShell>
  );
}

export default FavoritesPage;
