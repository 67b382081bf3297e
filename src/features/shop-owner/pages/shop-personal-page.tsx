import { useCurrentUser } from '@/features/auth';
import { PageShell } from '@/lib/ui/page-shell';
import { PATHS } from '@/domain/links';

/**
 * /shop/personal (shop; admin allowed). The sidebar and its tabs (spec 03) come with the shop-area issues; until
 * then the page shows only what works today, so no tab promises what is not built.
 */
export function ShopPersonalPage() {
  const user = useCurrentUser();
  return (
    <PageShell
      titleId="pages.shopPersonal.title"
      introId="pages.shopPersonal.intro"
      values={{ name: user?.name ?? '' }}
      maxWidth="lg"
      links={[
        { to: PATHS.profile, labelId: 'nav.profile' },
        { to: PATHS.support, labelId: 'footer.support' },
      ]}
    />
  );
}

export default ShopPersonalPage;
