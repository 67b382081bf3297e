import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export type ConnectionStatusKind = 'connecting' | 'connected' | 'retrying' | 'closed';

export interface ConnectionStatusProps {
  status: ConnectionStatusKind;
  /** what is announced and shown ("Live", "Connecting…", "Reconnecting", "Offline") */
  label: string;
  /** shown beside the label but not announced, so a countdown does not speak every second ("in 6 s") */
  detail?: string;
  /** the Retry button's text; the button shows when this and onRetry are given */
  retryLabel?: string;
  onRetry?: () => void;
}

/** the status tones already checked for contrast in every theme */
const TONE = {
  connected: 'open',
  connecting: 'unknown',
  retrying: 'busy',
  closed: 'closed',
} as const;

/**
 * A live connection's state, small enough for a header: a dot and a word in the state's tone, an optional
 * countdown, and a Retry button once reconnecting has stopped. The label is a polite live region, so a screen
 * reader hears "Reconnecting" or "Offline" without being interrupted, and nothing while the countdown ticks.
 */
export function ConnectionStatus({
  status,
  label,
  detail,
  retryLabel,
  onRetry,
}: ConnectionStatusProps) {
  return (
    <Box
      component="span"
      data-status={status}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}
    >
      <Box
        component="span"
        sx={(t) => {
          const tone = (t.vars ?? t).palette.shopStatus[TONE[status]];
          return {
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            px: 1,
            py: 0.25,
            borderRadius: 999,
            fontSize: '0.75rem',
            fontWeight: 600,
            lineHeight: 1.5,
            bgcolor: tone.bg,
            color: tone.fg,
            border: t.accessibility.highContrast ? `2px solid ${tone.fg}` : '1px solid transparent',
            whiteSpace: 'nowrap',
          };
        }}
      >
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'currentColor',
            opacity: status === 'connected' ? 1 : 0.7,
          }}
        />
        <span role="status" aria-live="polite">
          {label}
        </span>
        {detail && <span aria-hidden="true">{detail}</span>}
      </Box>
      {retryLabel && onRetry && (
        <Button size="small" variant="text" onClick={onRetry} sx={{ minWidth: 0, py: 0 }}>
          {retryLabel}
        </Button>
      )}
    </Box>
  );
}
