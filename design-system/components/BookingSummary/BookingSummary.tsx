import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { CURRENCY } from '@/domain/constants';
import { visuallyHidden } from '../../a11y/visually-hidden';
import type { BookingSummaryLabels } from './labels';
import { formatCalendarDate, formatClockTime } from '@/domain/clock-format';

export interface BookingSummaryProps {
  shopName: string;
  services: { id: string; name: string; duration: number; price: number }[];
  /** YYYY-MM-DD */
  date: string | null;
  /** HH:MM shop-local */
  time: string | null;
  /** the row is shown only with a name (the caller may pass its "Any available" text) */
  staffName?: string | null;
  /** euro */
  totalPrice: number;
  /** minutes */
  totalDuration: number;
  canContinue: boolean;
  onContinue(): void;
  continueLabel: string;
  /** a line under the button, e.g. why it is disabled */
  hint?: string | null;
  /** the continue step is running: button disabled with a spinner */
  busy?: boolean;
  /** desktop: distance from the viewport top while sticky (default 88 px, under the app bar) */
  stickyTop?: number | string;
  /** phones: distance of the bottom bar from the screen bottom (default 0) */
  phoneBottomOffset?: number | string;
  /** level of the title (default 2) */
  headingLevel?: 2 | 3;
  labels: BookingSummaryLabels;
}

/** 90 → { hours: 1, minutes: 30 }: what a duration label needs to say "1 h 30 min". */
export function splitDuration(totalMinutes: number): { hours: number; minutes: number } {
  const safe = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(safe / 60), minutes: safe % 60 };
}

function Row({ term, value, strong }: { term: string; value: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography
        component="dd"
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ m: 0, textAlign: 'end', fontWeight: strong ? 700 : undefined }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The booking recap (spec 02 §2.4): a sticky card beside the flow from md up, a bar fixed to the bottom on
 * phones (details collapse to one line there; a spacer keeps the page's end clear of the bar).
 */
export function BookingSummary({
  shopName,
  services,
  date,
  time,
  staffName = null,
  totalPrice,
  totalDuration,
  canContinue,
  onContinue,
  continueLabel,
  hint = null,
  busy = false,
  stickyTop = 88,
  phoneBottomOffset = 0,
  headingLevel = 2,
  labels,
}: BookingSummaryProps) {
  const intl = useIntl();
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const hintId = `${baseId}-hint`;
  const euro = (value: number) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
      maximumFractionDigits: 2,
    });
  // a calendar date, not an instant: format it at noon UTC so no zone moves it to another day
  const day = (style: 'full' | 'medium') =>
    date ? formatCalendarDate(intl.locale, date, style) : null;
  const shownTime = time ? formatClockTime(intl.locale, time) : null;
  const phoneLine = [
    services.length > 0 ? labels.servicesCount(services.length) : labels.noServices,
    day('medium'),
    shownTime,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <>
      <Box
        aria-hidden="true"
        data-testid="booking-summary-spacer"
        sx={{ display: { xs: 'block', md: 'none' }, height: 168 }}
      />
      <Box
        component="section"
        aria-labelledby={titleId}
        data-testid="booking-summary"
        sx={(t) => {
          const palette = (t.vars ?? t).palette;
          return {
            display: 'grid',
            gap: 1.5,
            p: 2,
            bgcolor: palette.background.paper,
            [t.breakpoints.down('md')]: {
              position: 'fixed',
              left: 0,
              right: 0,
              bottom: phoneBottomOffset,
              zIndex: t.zIndex.appBar + 1,
              borderTop: `1px solid ${palette.divider}`,
              boxShadow: palette.shadow.popover,
              pb: 'calc(16px + env(safe-area-inset-bottom))',
            },
            [t.breakpoints.up('md')]: {
              position: 'sticky',
              top: stickyTop,
              borderRadius: 2,
              border: `1px solid ${palette.divider}`,
              boxShadow: palette.shadow.card,
            },
          };
        }}
      >
        <Typography
          id={titleId}
          component={`h${headingLevel}`}
          variant="h6"
          sx={(t) => ({ [t.breakpoints.down('md')]: visuallyHidden })}
        >
          {labels.title}
        </Typography>

        <Box sx={{ display: { xs: 'none', md: 'grid' }, gap: 1.5 }}>
          <Typography variant="subtitle2" component="p">
            {shopName}
          </Typography>
          {services.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {labels.noServices}
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
              {services.map((s) => (
                <Box
                  component="li"
                  key={s.id}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
                >
                  <Typography variant="body2">{s.name}</Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                    {euro(s.price)}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
          <Divider />
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
            <Row term={labels.date} value={day('full') ?? labels.notChosen} />
            <Row term={labels.time} value={shownTime ?? labels.notChosen} />
            {staffName ? <Row term={labels.staff} value={staffName} /> : null}
          </Box>
          <Divider />
        </Box>

        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="booking-summary-phone-line"
          sx={{ display: { xs: 'block', md: 'none' } }}
        >
          {phoneLine}
        </Typography>

        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          <Row term={labels.total} value={euro(totalPrice)} strong />
          <Row term={labels.durationTerm} value={labels.duration(totalDuration)} />
        </Box>

        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={!canContinue || busy}
          aria-busy={busy || undefined}
          aria-describedby={hint ? hintId : undefined}
          onClick={onContinue}
          startIcon={
            busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null
          }
        >
          {continueLabel}
        </Button>
        {hint ? (
          <Typography
            id={hintId}
            variant="caption"
            color="text.secondary"
            sx={{ textAlign: 'center' }}
          >
            {hint}
          </Typography>
        ) : null}
      </Box>
    </>
  );
}
