import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import { HoursForm } from './hours-form';
import { PoliciesForm } from './policies-form';
import { usePolicies, useWorkingHours } from './use-shop-hours';

function Loading() {
  return (
    <Stack spacing={2} aria-busy="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} variant="rounded" height={40} />
      ))}
    </Stack>
  );
}

/**
 * The hours tab of the shop's settings (spec 03 "Working hours"): the week, breaks and special dates, then the
 * policies with auto-confirm. Each part loads and saves on its own.
 */
export function ShopHoursSettings({ shopId }: { shopId: string }) {
  const intl = useIntl();
  const hours = useWorkingHours(shopId);
  const policies = usePolicies(shopId);
  return (
    <Stack spacing={4} sx={{ maxWidth: 760 }}>
      {hours.isError ? (
        <ErrorState
          title={intl.formatMessage({ id: 'shopSetup.hours.loadFailed' })}
          retryLabel={intl.formatMessage({ id: 'shopSetup.hours.retry' })}
          onRetry={() => void hours.refetch()}
          retrying={hours.isFetching}
          headingLevel={3}
        />
      ) : hours.data ? (
        // keyed by shop only: a save restarts the form itself (resetForm), keeping its saved message
        <HoursForm key={`hours-${shopId}`} shopId={shopId} settings={hours.data} />
      ) : (
        <Loading />
      )}
      <Divider />
      {policies.isError ? (
        <ErrorState
          title={intl.formatMessage({ id: 'shopSetup.policies.loadFailed' })}
          retryLabel={intl.formatMessage({ id: 'shopSetup.hours.retry' })}
          onRetry={() => void policies.refetch()}
          retrying={policies.isFetching}
          headingLevel={3}
        />
      ) : policies.data ? (
        <PoliciesForm key={`policies-${shopId}`} shopId={shopId} policies={policies.data} />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}
