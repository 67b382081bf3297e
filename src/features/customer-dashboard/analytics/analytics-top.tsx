import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CustomerTopService, CustomerTopShop } from '@/domain/customer-stats-types';
import { formatPercent } from './analytics-format';

function Panel({
  title,
  emptyText,
  count,
  children,
}: {
  title: string;
  emptyText: string;
  count: number;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {children}
        </Box>
      )}
    </Box>
  );
}

/** The period's 5 most booked services: how many times and their share of all the services booked. */
export function TopServices({ services }: { services: CustomerTopService[] }) {
  const intl = useIntl();
  return (
    <Panel
      title={intl.formatMessage({ id: 'customerDashboard.analytics.topServices' })}
      emptyText={intl.formatMessage({ id: 'customerDashboard.analytics.topServices.empty' })}
      count={services.length}
    >
      {services.map((service) => (
        <li key={service.id}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {service.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 'none' }}>
              {intl.formatMessage(
                { id: 'customerDashboard.analytics.topServices.share' },
                { count: service.count, percent: formatPercent(intl, service.percentage) },
              )}
            </Typography>
          </Box>
          {/* the share is in the words above; the bar repeats it for the eye */}
          <LinearProgress
            variant="determinate"
            value={Math.min(100, service.percentage)}
            aria-hidden="true"
            sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
          />
        </li>
      ))}
    </Panel>
  );
}

/** The period's 3 most visited shops, with where they are and how many visits. */
export function TopShops({ shops }: { shops: CustomerTopShop[] }) {
  const intl = useIntl();
  return (
    <Panel
      title={intl.formatMessage({ id: 'customerDashboard.analytics.topShops' })}
      emptyText={intl.formatMessage({ id: 'customerDashboard.analytics.topShops.empty' })}
      count={shops.length}
    >
      {shops.map((shop) => (
        <li key={shop.id}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {shop.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {shop.location}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 'none' }}>
              {intl.formatMessage(
                { id: 'customerDashboard.analytics.topShops.visits' },
                { count: shop.visits },
              )}
            </Typography>
          </Box>
        </li>
      ))}
    </Panel>
  );
}
