import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useIntl } from 'react-intl';
import { BOOKING_STATUSES, type BookingStatus } from '@/domain/booking';
import { BOOKING_SEARCH_DAYS_MAX } from '@/domain/booking-list';
import { addDays } from '@/domain/opening-hours';
import type { TeamMember, TeamService } from '@/domain/shop-team';
import { useBookingCardLabels } from '@/lib/ui/booking-dialog-labels';
import { AppointmentSearchField } from './appointment-search-field';
import { RANGE_PICKS, type AppointmentFilters, type RangePick } from './appointment-filters-state';

export interface AppointmentFiltersBarProps {
  filters: AppointmentFilters;
  onChange: (change: Partial<AppointmentFilters>) => void;
  onReset: () => void;
  staff: readonly TeamMember[];
  services: readonly TeamService[];
}

/** Date range (quick picks or custom), statuses, person, service and the text search of the Bookings tab. */
export function AppointmentFiltersBar({
  filters,
  onChange,
  onReset,
  staff,
  services,
}: AppointmentFiltersBarProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shopOps.appointments.${id}` }, values);
  const statusLabels = useBookingCardLabels().status;

  return (
    <Stack spacing={2} component="section" aria-label={t('filters.label')}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' } }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={filters.range}
          onChange={(_, range: RangePick | null) => range && onChange({ range })}
          aria-label={t('filters.range')}
          sx={{ flexWrap: 'wrap' }}
        >
          {RANGE_PICKS.map((pick) => (
            <ToggleButton key={pick} value={pick}>
              {t(`filters.pick.${pick}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {filters.range === 'custom' && (
          <Stack direction="row" spacing={1}>
            <TextField
              type="date"
              size="small"
              label={t('filters.from')}
              value={filters.from}
              onChange={(event) => event.target.value && onChange({ from: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              size="small"
              label={t('filters.to')}
              value={filters.to}
              onChange={(event) => event.target.value && onChange({ to: event.target.value })}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: {
                  min: filters.from,
                  max: addDays(filters.from, BOOKING_SEARCH_DAYS_MAX - 1),
                },
              }}
            />
          </Stack>
        )}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr 2fr' },
        }}
      >
        <TextField
          select
          size="small"
          label={t('filters.status')}
          value={filters.status}
          onChange={(event) => {
            const value = event.target.value as unknown as BookingStatus[] | string;
            onChange({
              status: (typeof value === 'string' ? value.split(',') : value) as BookingStatus[],
            });
          }}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) =>
                (selected as BookingStatus[]).length === 0
                  ? t('filters.anyStatus')
                  : (selected as BookingStatus[]).map((s) => statusLabels[s]).join(', '),
              displayEmpty: true,
            },
            inputLabel: { shrink: true },
          }}
        >
          {BOOKING_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              <Checkbox size="small" checked={filters.status.includes(status)} tabIndex={-1} />
              <ListItemText primary={statusLabels[status]} />
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('filters.staff')}
          value={filters.staffId}
          onChange={(event) => onChange({ staffId: event.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('filters.anyone')}</MenuItem>
          {staff.map((member) => (
            <MenuItem key={member.id} value={member.id}>
              {member.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('filters.service')}
          value={filters.serviceId}
          onChange={(event) => onChange({ serviceId: event.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('filters.anyService')}</MenuItem>
          {services.map((service) => (
            <MenuItem key={service.id} value={service.id}>
              {service.name}
            </MenuItem>
          ))}
        </TextField>
        <AppointmentSearchField
          value={filters.q}
          onSearch={(q) => onChange({ q })}
          label={t('filters.search')}
          helper={t('filters.searchHelp', { days: BOOKING_SEARCH_DAYS_MAX })}
        />
      </Box>
      <Box>
        <Button size="small" onClick={onReset}>
          {t('filters.reset')}
        </Button>
      </Box>
    </Stack>
  );
}
