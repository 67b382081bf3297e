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
        {
          // favourite services are listed with the shops in the dashboard's favourites tab
          to: `${PATHS.customerDashboard}#favorites`,
          labelId: 'pages.favorites.linkDashboard',
          descriptionId: 'pages.favorites.linkDashboardHint',
        },
      ]}
    >
      <FavoriteShopsList />
    </PageShell>
  );
}

export default FavoritesPage;
