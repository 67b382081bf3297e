import { useCurrentUser } from '@/features/auth';
import { DashboardShell } from '../components/dashboard-shell';

/**
 * /customer/dashboard (customer; the route guard lets no one else in): the customer's overview and bookings,
 * the tabs in the URL hash (`#bookings`).
 */
export function CustomerDashboardPage() {
  const user = useCurrentUser();
  if (user?.role !== 'customer') return null;
  return <DashboardShell user={user} />;
}

export default CustomerDashboardPage;
