import { useId } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PublicRounded from '@mui/icons-material/PublicRounded';
import { DAY_PERIODS, type DayPeriod, type TimeSlot } from '@/domain/booking';
import { formatClockTime } from '@/domain/clock-format';
import { visuallyHidden } from '../../a11y/visually-hidden';
import { ErrorState } from '../ErrorState/ErrorState';
import type { TimeSlotGridLabels } from './labels';

export interface TimeSlotGridProps {
  /** the day's times; null while they load */
  slots: TimeSlot[] | null;
  loading?: boolean;
  error?: string | null;
  onRetry?(): void;
  selectedTime: string | null;
  onSelect(time: string): void;
  /** a line under the grid, e.g. "Times are in the shop's time zone (Europe/Rome)" */
  note?: string | null;
  /** leave out the times that cannot be chosen instead of showing them disabled */
  hideUnavailable?: boolean;
  /** level of the period headings (default 3) */
  headingLevel?: 3 | 4 | 5;
  labels: TimeSlotGridLabels;
}

const PERIODS = Object.keys(DAY_PERIODS) as DayPeriod[];
const COLUMNS = 'repeat(auto-fill, minmax(5.5rem, 1fr))';

/** Slots per day period in Morning, Afternoon, Evening order, by time, leaving out empty periods. */
export function groupSlotsByPeriod(
  slots: readonly TimeSlot[],
): { period: DayPeriod; slots: TimeSlot[] }[] {
  return PERIODS.map((period) => ({
    period,
    slots: slots.filter((s) => s.period === period).sort((a, b) => a.time.localeCompare(b.time)),
  })).filter((group) => group.slots.length > 0);
}

function SlotButton({
  slot,
  selected,
  onSelect,
  labels,
}: {
  slot: TimeSlot;
  selected: boolean;
  onSelect: (time: string) => void;
  labels: TimeSlotGridLabels;
}) {
  const intl = useIntl();
  const reason = slot.available ? null : labels.reasons[slot.reason ?? 'booked'];
  const shown = formatClockTime(intl.locale, slot.time);
  return (
    <Button
      fullWidth
      variant={selected ? 'contained' : 'outlined'}
      disabled={!slot.available}
      aria-pressed={selected}
      aria-label={labels.slotAria(shown, reason)}
      onClick={() => onSelect(slot.time)}
      data-time={slot.time}
      sx={{
        fontVariantNumeric: 'tabular-nums',
        textDecoration: slot.available ? 'none' : 'line-through',
      }}
    >
      {shown}
    </Button>
  );
}

/** A day's times (spec 02 §4 "Time slots") grouped by period, as toggle buttons; loading, empty and error states. */
export function TimeSlotGrid({
  slots,
  loading = false,
  error = null,
  onRetry,
  selectedTime,
  onSelect,
  note = null,
  hideUnavailable = false,
  headingLevel = 3,
  labels,
}: TimeSlotGridProps) {
  const baseId = useId();
  const noteLine = note ? (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
    >
      <PublicRounded sx={{ fontSize: 18 }} aria-hidden="true" />
      {note}
    </Typography>
  ) : null;

  let body;
  if (error) {
    body = (
      <ErrorState
        dense
        headingLevel={headingLevel === 5 ? 4 : headingLevel}
        title={error}
        retryLabel={labels.retry}
        onRetry={onRetry}
      />
    );
  } else if (loading || slots === null) {
    body = (
      <>
        <Box role="status" sx={visuallyHidden}>
          {labels.loading}
        </Box>
        <Box
          aria-hidden="true"
          data-testid="time-slots-loading"
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: COLUMNS }}
        >
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={36} />
          ))}
        </Box>
      </>
    );
  } else {
    const shown = hideUnavailable ? slots.filter((s) => s.available) : slots;
    const groups = groupSlotsByPeriod(shown);
    body =
      groups.length === 0 ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {labels.empty}
        </Typography>
      ) : (
        groups.map(({ period, slots: list }) => {
          const headingId = `${baseId}-${period}`;
          return (
            <Box
              key={period}
              role="group"
              aria-labelledby={headingId}
              sx={{ display: 'grid', gap: 1 }}
            >
              <Typography id={headingId} component={`h${headingLevel}`} variant="subtitle2">
                {labels.periods[period]}
              </Typography>
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: COLUMNS,
                }}
              >
                {list.map((slot) => (
                  <li key={slot.time}>
                    <SlotButton
                      slot={slot}
                      selected={slot.time === selectedTime}
                      onSelect={onSelect}
                      labels={labels}
                    />
                  </li>
                ))}
              </Box>
            </Box>
          );
        })
      );
  }

  return (
    <Box role="group" aria-label={labels.title} sx={{ display: 'grid', gap: 2 }}>
      {body}
      {noteLine}
    </Box>
  );
}
