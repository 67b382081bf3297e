import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useIntl } from 'react-intl';
import { BOOKING_STATUSES } from '@/domain/booking';
import { formatCalendarDate } from '@/domain/clock-format';
import type { ShopCalendarRange } from '@/domain/shop-calendar';
import { countsByDate, monthGridDates } from '@/domain/shop-calendar-layout';
import { STATUS_MESSAGE, statusColours } from './status-style';

export interface CalendarMonthProps {
  range: ShopCalendarRange;
  /** a date of the month shown */
  date: string;
  today: string;
  onOpenDay: (date: string) => void;
}

/**
 * The month overview: six Monday-first weeks, each day with its bookings counted per status (the word and the
 * number, in the status's colours); a day opens the day view.
 */
export function CalendarMonth({ range, date, today, onOpenDay }: CalendarMonthProps) {
  const intl = useIntl();
  const dates = monthGridDates(date);
  const counts = countsByDate(range.bookings);
  const month = date.slice(0, 7);
  const weekdays = dates.slice(0, 7);

  return (
    <Box
      role="group"
      aria-label={intl.formatMessage({ id: 'shopOps.calendar.monthLabel' })}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}
    >
      {weekdays.map((d) => (
        <Box
          key={d}
          aria-hidden="true"
          sx={(t) => ({
            textAlign: 'center',
            fontSize: '0.75rem',
            fontWeight: 600,
            color: (t.vars ?? t).palette.text.secondary,
          })}
        >
          {new Intl.DateTimeFormat(intl.locale, { weekday: 'short', timeZone: 'UTC' }).format(
            new Date(`${d}T12:00:00Z`),
          )}
        </Box>
      ))}
      {dates.map((d) => {
        const day = counts.get(d) ?? {};
        const inMonth = d.slice(0, 7) === month;
        const closed = range.dates.find((x) => x.date === d)?.open === null;
        const summary = BOOKING_STATUSES.filter((s) => day[s])
          .map((s) => `${day[s]} ${intl.formatMessage({ id: STATUS_MESSAGE[s] })}`)
          .join(', ');
        return (
          <ButtonBase
            key={d}
            data-date={d}
            onClick={() => onOpenDay(d)}
            aria-label={intl.formatMessage(
              { id: 'shopOps.calendar.monthDayLabel' },
              {
                date: formatCalendarDate(intl.locale, d, 'long'),
                summary: summary || intl.formatMessage({ id: 'shopOps.calendar.noBookings' }),
              },
            )}
            aria-current={d === today ? 'date' : undefined}
            sx={(t) => {
              const palette = (t.vars ?? t).palette;
              return {
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'stretch',
                justifyContent: 'flex-start',
                minHeight: { xs: 64, sm: 96 },
                p: 0.5,
                borderRadius: 1,
                textAlign: 'left',
                border: `${d === today ? 2 : 1}px solid ${d === today ? palette.primary.main : palette.divider}`,
                bgcolor: closed ? palette.surface.muted : palette.background.paper,
                color: inMonth ? palette.text.primary : palette.text.secondary,
                '&.Mui-focusVisible': {
                  outline: `${palette.focus.width} solid ${palette.focus.ring}`,
                  outlineOffset: palette.focus.offset,
                },
              };
            }}
          >
            <Box component="span" aria-hidden="true" sx={{ fontWeight: 700, fontSize: '0.875rem' }}>
              {Number(d.slice(8))}
            </Box>
            <Box
              component="span"
              aria-hidden="true"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25 }}
            >
              {BOOKING_STATUSES.filter((s) => day[s]).map((s) => (
                <Box
                  key={s}
                  component="span"
                  data-status={s}
                  sx={(t) => {
                    const { bg, fg } = statusColours(t, s);
                    return {
                      px: 0.5,
                      borderRadius: 0.5,
                      fontSize: '0.6875rem',
                      lineHeight: 1.5,
                      bgcolor: bg,
                      color: fg,
                      whiteSpace: 'nowrap',
                    };
                  }}
                >
                  {day[s]} {intl.formatMessage({ id: STATUS_MESSAGE[s] })}
                </Box>
              ))}
            </Box>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
