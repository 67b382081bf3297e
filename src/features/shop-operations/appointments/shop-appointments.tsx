import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Booking } from '@/domain/booking';
import { EmptyState, ErrorState } from '@design-system/components';
import { errorText } from '@/lib/error-text';
import { AppointmentDetailsDialog } from './appointment-details-dialog';
import { AppointmentFiltersBar } from './appointment-filters';
import { APPOINTMENTS_PAGE_SIZE } from './appointment-filters-state';
import { AppointmentsList } from './appointments-list';
import { useAppointmentFilters, useShopAppointments, useShopTeam } from './use-shop-appointments';
import { WalkInButton } from '../walk-ins';

function LoadingList({ label }: { label: string }) {
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={48} />
      ))}
    </Stack>
  );
}

/**
 * The Bookings tab (spec 03 "Appointments"): the shop's bookings in a date range with status, person, service
 * and text filters, paged, each opening its details and the actions the owner may take on it now.
 */
export function ShopAppointments({
  shopId,
  timeZone,
  onOpenTab,
}: {
  shopId: string;
  /** the shop's time zone: the quick picks (today, next 7 days) are the shop's dates */
  timeZone: string;
  /** the shell's tab switch (the ShopTabId values this tab may lead to) */
  onOpenTab: (id: 'calendar') => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shopOps.appointments.${id}` }, values);
  const { filters, today, update, reset } = useAppointmentFilters(shopId, timeZone);
  const list = useShopAppointments(shopId, filters, today);
  const team = useShopTeam(shopId);
  const [openId, setOpenId] = useState<string | null>(null);
  const [opened, setOpened] = useState<Booking | null>(null);

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / APPOINTMENTS_PAGE_SIZE));
  const first = total === 0 ? 0 : (filters.page - 1) * APPOINTMENTS_PAGE_SIZE + 1;
  // the dialog shows the list's newest copy of the booking after an action refetched it
  const shown = (openId && items.find((b) => b.id === openId)) || opened;

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 2,
        }}
      >
        <Box>
          <Typography variant="h5" component="h2">
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('subtitle')}
          </Typography>
        </Box>
        {/* a walk-in or a phone booking, without going through the calendar */}
        <WalkInButton shopId={shopId} />
      </Box>
      <AppointmentFiltersBar
        filters={filters}
        onChange={update}
        onReset={reset}
        staff={team.data?.members ?? []}
        services={team.data?.services ?? []}
      />
      <Typography variant="body2" role="status" aria-live="polite">
        {list.isSuccess
          ? total === 0
            ? t('count.none')
            : t('count.some', { first, last: first + items.length - 1, total })
          : ''}
      </Typography>
      {list.isPending ? (
        <LoadingList label={t('loading')} />
      ) : list.isError && !list.data ? (
        <ErrorState
          title={t('error.title')}
          description={errorText(list.error, intl, 'shopOps.appointments.error.load')}
          retryLabel={t('error.retry')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
          headingLevel={3}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={t('empty.title')}
          description={t('empty.description')}
          action={{ label: t('empty.calendar'), onClick: () => onOpenTab('calendar') }}
          secondaryAction={{ label: t('filters.reset'), onClick: reset }}
          headingLevel={3}
        />
      ) : (
        <Box aria-busy={list.isFetching} sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <AppointmentsList
            bookings={items}
            onOpen={(booking) => {
              setOpenId(booking.id);
              setOpened(booking);
            }}
          />
        </Box>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={filters.page}
          onChange={(_, page) => update({ page })}
          getItemAriaLabel={(type, page) =>
            type === 'page' ? t('page.number', { page: page ?? 1 }) : t(`page.${type}`)
          }
          sx={{ alignSelf: 'center' }}
        />
      )}
      <AppointmentDetailsDialog
        shopId={shopId}
        booking={shown}
        open={openId !== null}
        onClose={() => setOpenId(null)}
      />
    </Stack>
  );
}
