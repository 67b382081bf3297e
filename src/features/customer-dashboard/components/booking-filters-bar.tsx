import SearchRounded from '@mui/icons-material/SearchRounded';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { BOOKING_SEARCH_MAX } from '@/domain/booking';
import {
  DATE_RANGES,
  NO_FILTERS,
  SERVICE_TYPES,
  isFiltered,
  type BookingFilters,
  type DateRange,
  type ServiceTypeFilter,
} from '../booking-filters';

export interface BookingFiltersBarProps {
  filters: BookingFilters;
  onChange(filters: BookingFilters): void;
}

/** The bookings tab's search, date range and service type, and a way to clear them (spec 02 §2.5). */
export function BookingFiltersBar({ filters, onChange }: BookingFiltersBarProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { md: 'center' } }}
      role="search"
      aria-label={t('customerDashboard.filters.label')}
    >
      <TextField
        type="search"
        size="small"
        label={t('customerDashboard.filters.search')}
        placeholder={t('customerDashboard.filters.searchPlaceholder')}
        value={filters.text}
        onChange={(event) => onChange({ ...filters, text: event.target.value })}
        sx={{ flex: 2, minWidth: 0 }}
        slotProps={{
          htmlInput: { maxLength: BOOKING_SEARCH_MAX },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t('customerDashboard.filters.range')}
        value={filters.range}
        onChange={(event) => onChange({ ...filters, range: event.target.value as DateRange })}
        sx={{ flex: 1, minWidth: 160 }}
      >
        {DATE_RANGES.map((range) => (
          <MenuItem key={range} value={range}>
            {range === 'all'
              ? t('customerDashboard.filters.rangeAll')
              : intl.formatMessage(
                  { id: 'customerDashboard.filters.rangeDays' },
                  { days: Number(range) },
                )}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('customerDashboard.filters.type')}
        value={filters.serviceType}
        onChange={(event) =>
          onChange({ ...filters, serviceType: event.target.value as ServiceTypeFilter })
        }
        sx={{ flex: 1, minWidth: 160 }}
      >
        {SERVICE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`customerDashboard.filters.type.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      {isFiltered(filters) && (
        <Button onClick={() => onChange(NO_FILTERS)} sx={{ flex: 'none' }}>
          <FormattedMessage id="customerDashboard.filters.clear" />
        </Button>
      )}
    </Stack>
  );
}
