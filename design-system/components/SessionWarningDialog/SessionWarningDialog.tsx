import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { SESSION_WARNING_TOTAL_S } from '@/domain/constants';

export interface SessionWarningDialogLabels {
  title: string;
  subtitle: string;
  /** "Your session will expire in {minutes} minutes" — minutes rounded up. */
  message: (minutes: number) => string;
  /** Caption of the countdown, e.g. "Time remaining". */
  timeRemaining: string;
  /** Extend button text while extending. */
  extending: string;
  extend: string;
  logout: string;
  dismiss: string;
}

export interface SessionWarningDialogProps {
  open: boolean;
  /** Seconds left; the app counts down every second. */
  secondsLeft: number;
  /** Total of the countdown (progress bar). Default SESSION_WARNING_TOTAL_S (300). */
  totalSeconds?: number;
  extending?: boolean;
  labels: SessionWarningDialogLabels;
  onExtend: () => void;
  onLogout: () => void;
  /** Also called on Escape. */
  onDismiss: () => void;
}

/** 125 → "02:05"; negatives clamp to "00:00". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const mm = Math.floor(s / 60);
  const ss = s % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/** Minutes for the message, rounded up (spec 01 §9). */
export function minutesRoundedUp(seconds: number): number {
  return Math.max(0, Math.ceil(seconds / 60));
}

/** The session-expiry overlay: mm:ss countdown, progress bar, extend / log out / dismiss. */
export function SessionWarningDialog({
  open,
  secondsLeft,
  totalSeconds = SESSION_WARNING_TOTAL_S,
  extending = false,
  labels,
  onExtend,
  onLogout,
  onDismiss,
}: SessionWarningDialogProps) {
  const id = useId();
  const countdown = formatCountdown(secondsLeft);
  const progress =
    totalSeconds > 0 ? Math.max(0, Math.min(100, (secondsLeft / totalSeconds) * 100)) : 0;
  const urgent = secondsLeft <= 60;
  const tone = urgent ? 'error' : 'primary';

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason === 'escapeKeyDown' && !extending) onDismiss();
      }}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      maxWidth="xs"
      fullWidth
      data-testid="session-warning"
    >
      <Box
        sx={{
          p: { xs: 3, sm: 4 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1,
        }}
      >
        <Box
          aria-hidden="true"
          sx={(t) => {
            const p = (t.vars ?? t).palette;
            return {
              width: 56,
              height: 56,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              mb: 1,
              bgcolor: urgent ? p.shopStatus.closed.bg : p.surface.brandSoft,
              color: urgent ? p.shopStatus.closed.fg : p.surface.brandSoftText,
            };
          }}
        >
          <TimerOutlined />
        </Box>
        <Typography id={`${id}-title`} component="h2" variant="h5">
          {labels.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {labels.subtitle}
        </Typography>

        <Box sx={{ my: 2, width: '100%' }}>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.08em' }}
            id={`${id}-remaining`}
          >
            {labels.timeRemaining}
          </Typography>
          <Typography
            component="p"
            aria-labelledby={`${id}-remaining`}
            data-testid="session-countdown"
            sx={{
              fontSize: '2.75rem',
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
              lineHeight: 1.1,
              letterSpacing: '0.02em',
              color: `${tone}.main`,
            }}
          >
            <time dateTime={`PT${Math.max(0, Math.floor(secondsLeft))}S`}>{countdown}</time>
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            color={tone}
            aria-label={labels.timeRemaining}
            aria-valuetext={countdown}
            sx={{ mt: 1.5 }}
          />
        </Box>

        <Typography id={`${id}-message`} variant="body1">
          {labels.message(minutesRoundedUp(secondsLeft))}
        </Typography>

        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            gap: 1,
            width: '100%',
            mt: 2,
          }}
        >
          <Button
            variant="text"
            color="inherit"
            onClick={onDismiss}
            disabled={extending}
            sx={{ flex: 1 }}
          >
            {labels.dismiss}
          </Button>
          <Button variant="outlined" onClick={onLogout} disabled={extending} sx={{ flex: 1 }}>
            {labels.logout}
          </Button>
          <Button
            variant="contained"
            onClick={onExtend}
            disabled={extending}
            aria-busy={extending || undefined}
            startIcon={
              extending ? (
                <CircularProgress size={16} color="inherit" aria-hidden="true" />
              ) : undefined
            }
            sx={{ flex: 1.4 }}
          >
            {extending ? labels.extending : labels.extend}
          </Button>
        </Box>
      </Box>
    </Dialog>
  );
}
