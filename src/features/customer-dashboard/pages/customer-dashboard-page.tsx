import { useCurrentUser } from '@/features/auth';
import { PageShell } from '@/lib/ui/page-shell';
import { greetingPeriod } from '../greeting';
import { PATHS } from '@/domain/links';

/**
 * /customer/dashboard (customer): the greeting and the ways into the customer area. The tabs of spec 02 §2.5
 * come with the customer-dashboard issue; until then nothing here promises them.
 */
export function CustomerDashboardPage() {
  const user = useCurrentUser();
  const period = greetingPeriod(new Date().getHours());
  return (
    <PageShell
      titleId={`pages.customerDashboard.greeting.${period}`}
      introId="pages.customerDashboard.intro"
      values={{ name: user?.name.split(' ')[0] ?? '' }}
      links={[
        {
          to: PATHS.search,
          labelId: 'pages.customerDashboard.linkBook',
          descriptionId: 'pages.customerDashboard.linkBookHint',
        },
        { to: PATHS.bookings, labelId: 'pages.customerDashboard.linkBookings' },
        { to: PATHS.favorites, labelId: 'pages.customerDashboard.linkFavorites' },
        { to: PATHS.profile, labelId: 'pages.customerDashboard.linkProfile' },
        { to: PATHS.loyalty, labelId: 'footer.loyalty' },
        { to: PATHS.support, labelId: 'footer.support' },
      ]}
    />
  );
}

export default CustomerDashboardPage;
