import { createContext, useContext, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/it';
import { useIntl } from 'react-intl';
import type { AvailabilityDot, CalendarDay } from '@/domain/booking';
import { visuallyHidden } from '../../a11y/visually-hidden';
import { ErrorState } from '../ErrorState/ErrorState';
import type { BookingCalendarLabels } from './labels';
import { formatCalendarDate } from '@/domain/clock-format';

export interface BookingCalendarProps {
  /** YYYY-MM shown */
  month: string;
  /** the month's 42 cells; null while they load (navigation stays usable) */
  days: CalendarDay[] | null;
  selectedDate: string | null;
  /** YYYY-MM-DD: navigation cannot go before minDate's month or after maxDate's */
  minDate: string;
  maxDate: string;
  onMonthChange(month: string): void;
  onSelectDate(date: string): void;
  error?: string | null;
  onRetry?(): void;
  labels: BookingCalendarLabels;
}

const DOTS: readonly AvailabilityDot[] = ['green', 'yellow', 'orange'];

/** Dot colours from the theme: success for many, the rating amber for some, warning for few. */
function dotColor(theme: Theme, dot: AvailabilityDot): string {
  const palette = (theme.vars ?? theme).palette;
  if (dot === 'green') return palette.success.main;
  if (dot === 'yellow') return palette.accent.rating;
  return palette.warning.dark;
}

function Dot({ dot }: { dot: AvailabilityDot }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      data-dot={dot}
      sx={(t) => ({
        width: 6,
        height: 6,
        borderRadius: '50%',
        display: 'inline-block',
        bgcolor: dotColor(t, dot),
      })}
    />
  );
}

interface DaysContextValue {
  byDate: ReadonlyMap<string, CalendarDay>;
  describe: (date: string, cell: CalendarDay | undefined) => string;
}

/** The DateCalendar's day slot only receives the picker's props, so the month's cells reach it by context. */
const DaysContext = createContext<DaysContextValue>({
  byDate: new Map(),
  describe: (date) => date,
});

/** One cell: the picker's day button, named with its state and free-slot count, with the availability dot. */
function BookingDay(props: PickerDayProps) {
  const { byDate, describe } = useContext(DaysContext);
  const date = props.day.format('YYYY-MM-DD');
  const cell = byDate.get(date);
  const dot = cell?.selectable ? cell.dot : null;
  return (
    <PickerDay
      {...props}
      // "today" is the shop's today, which the cells carry; the picker would use the visitor's clock
      today={cell?.isToday ?? false}
      aria-current={cell?.isToday ? 'date' : undefined}
      aria-label={describe(date, cell)}
      data-date={date}
      sx={{ position: 'relative' }}
    >
      {props.day.date()}
      {dot ? (
        <Box
          component="span"
          sx={{ position: 'absolute', bottom: 2, left: '50%', transform: 'translateX(-50%)' }}
        >
          <Dot dot={dot} />
        </Box>
      ) : null}
    </PickerDay>
  );
}

/** Picker locale: Italian, else British English, so weeks start on Monday in both languages (spec 02 §4). */
function pickerLocale(locale: string): string {
  return locale.toLowerCase().startsWith('it') ? 'it' : 'en-gb';
}

/** The booking month (spec 02 §4 "Calendar"): 42 cells from Monday, dots, unselectable days, bounded navigation. */
export function BookingCalendar({
  month,
  days,
  selectedDate,
  minDate,
  maxDate,
  onMonthChange,
  onSelectDate,
  error = null,
  onRetry,
  labels,
}: BookingCalendarProps) {
  const intl = useIntl();
  // The picker keeps its own visible month. It is remounted only when the caller moves to a month the picker
  // did not navigate to itself, so arrows keep their focus while the caller follows along.
  const [shown, setShown] = useState(month);
  const [given, setGiven] = useState(month);
  const [generation, setGeneration] = useState(0);
  if (month !== given) {
    setGiven(month);
    if (month !== shown) {
      setShown(month);
      setGeneration((g) => g + 1);
    }
  }

  const reference = useMemo(() => dayjs(`${month}-01`), [month]);
  // The picker jumps to its value's month whenever the value changes or it mounts, so it is handed the
  // selected date only while that month is on screen (a date of another month could not show anyway).
  const value = useMemo(
    () => (selectedDate?.startsWith(shown) ? dayjs(selectedDate) : null),
    [selectedDate, shown],
  );
  const min = useMemo(() => dayjs(minDate), [minDate]);
  const max = useMemo(() => dayjs(maxDate), [maxDate]);

  const context = useMemo<DaysContextValue>(() => {
    const byDate = new Map((days ?? []).map((d) => [d.date, d]));
    const long = (date: string) => formatCalendarDate(intl.locale, date, 'full');
    return {
      byDate,
      describe: (date, cell) => {
        if (cell?.selectable) return labels.dayAvailable(long(date), cell.availableSlots);
        const reason = !cell
          ? labels.notBookable
          : cell.isPast
            ? labels.past
            : !cell.inMonth || cell.beyondHorizon
              ? labels.notBookable
              : cell.isClosed
                ? labels.closed
                : cell.availableSlots === 0
                  ? labels.full
                  : labels.notBookable;
        return labels.dayUnavailable(long(date), reason);
      },
    };
  }, [days, intl, labels]);

  const loading = days === null || Boolean(error);
  const handleMonthChange = (next: Dayjs) => {
    const key = next.format('YYYY-MM');
    setShown(key);
    onMonthChange(key);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={pickerLocale(intl.locale)}
        localeText={{ previousMonth: labels.previousMonth, nextMonth: labels.nextMonth }}
      >
        <Box sx={{ position: 'relative' }}>
          <DaysContext.Provider value={context}>
            <DateCalendar
              key={generation}
              views={['day']}
              referenceDate={reference}
              value={value}
              onChange={(next: Dayjs | null) => {
                if (next) onSelectDate(next.format('YYYY-MM-DD'));
              }}
              onMonthChange={handleMonthChange}
              minDate={min}
              maxDate={max}
              shouldDisableDate={(day: Dayjs) =>
                !context.byDate.get(day.format('YYYY-MM-DD'))?.selectable
              }
              fixedWeekNumber={6}
              showDaysOutsideCurrentMonth
              loading={loading}
              // the loading area sits inside the picker's grid: only role-less, hidden content may go there
              renderLoading={() =>
                error ? (
                  <Box aria-hidden="true" sx={{ minHeight: 240 }} />
                ) : (
                  <Box aria-hidden="true">
                    <DayCalendarSkeleton />
                  </Box>
                )
              }
              slots={{ day: BookingDay }}
              sx={{ height: 'auto', maxHeight: 'none' }}
            />
          </DaysContext.Provider>
          {error ? (
            <Box
              sx={{
                position: 'absolute',
                inset: '5.5rem 0 0 0',
                display: 'grid',
                placeItems: 'center',
                px: 1,
              }}
            >
              <ErrorState
                dense
                headingLevel={3}
                title={error}
                retryLabel={labels.retry}
                onRetry={onRetry}
              />
            </Box>
          ) : null}
        </Box>
      </LocalizationProvider>
      {days === null && !error ? (
        <Box role="status" sx={visuallyHidden}>
          {labels.loading}
        </Box>
      ) : null}
      <Box
        component="ul"
        aria-label={labels.legend}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {DOTS.map((dot) => (
          <Box component="li" key={dot} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Dot dot={dot} />
            <Typography variant="caption" color="text.secondary">
              {labels.dots[dot]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
