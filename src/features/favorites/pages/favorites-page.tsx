import { PageShell } from '@/lib/ui/page-shell';
import { FavoriteShopsList } from './favorite-shops-list';
import { PATHS } from '@/domain/links';

/** /favorites (login required): the customer's favourite shops (spec 02 §7 "Customer area"). */
export function FavoritesPage() {
  return (
    <PageShell
      titleId="pages.favorites.title"
      introId="pages.favorites.intro"
      links={[
        {
          to: PATHS.search,
          labelId: 'pages.favorites.linkSearch',
          descriptionId: 'pages.favorites.linkSearchHint',
        },
        { to: PATHS.customerDashboard, labelId: 'pages.bookings.linkDashboard' },
      ]}
    >
      <FavoriteShopsList />
    </PageShell>
  );
}

export default FavoritesPage;
