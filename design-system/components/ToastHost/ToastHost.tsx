import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { TOAST_DURATION_MS, TOAST_REMOVAL_MS, type ToastKind } from '@/domain/constants';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: string;
  /** Visual tone; default from kind (error → error, bookingConfirmed/favoriteAdded/connectionRestored → success, else info). */
  severity?: ToastSeverity;
  /** Override the kind's duration; null = stays until dismissed (e.g. "connection lost" with Retry). */
  durationMs?: number | null;
  action?: { label: string; onClick: () => void };
}

export interface ToastHostLabels {
  /** Accessible name of the close button, e.g. "Dismiss". */
  close: string;
  /** Accessible name of the notification region, e.g. "Notifications". */
  region: string;
}

export interface ToastHostProps {
  /** The queue, oldest first. The host shows up to maxVisible and times each shown toast. */
  toasts: ToastItem[];
  /** Called TOAST_REMOVAL_MS (300 ms) after a toast times out or is closed: remove it from the queue. */
  onDismiss: (id: string) => void;
  labels: ToastHostLabels;
  /** Default 3. */
  maxVisible?: number;
  position?: 'bottom-center' | 'bottom-right' | 'top-right' | 'top-center';
}

/** Duration for a toast: its own, else its kind's (TOAST_DURATION_MS). null = until dismissed. */
export function toastDuration(toast: Pick<ToastItem, 'kind' | 'durationMs'>): number | null {
  if (toast.durationMs !== undefined) return toast.durationMs;
  return TOAST_DURATION_MS[toast.kind] ?? TOAST_DURATION_MS.default;
}

export function toastSeverity(toast: Pick<ToastItem, 'kind' | 'severity'>): ToastSeverity {
  if (toast.severity) return toast.severity;
  switch (toast.kind) {
    case 'error':
      return 'error';
    case 'bookingConfirmed':
    case 'favoriteAdded':
    case 'connectionRestored':
      return 'success';
    default:
      return 'info';
  }
}

const ICONS: Record<ToastSeverity, ReactNode> = {
  success: <CheckCircleRounded />,
  info: <InfoRounded />,
  warning: <WarningAmberRounded />,
  error: <ErrorRounded />,
};

/** Wall clock, read only in timers and event handlers. */
const now = () => Date.now();

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  remaining: number;
  startedAt: number;
}

/**
 * Shows the toast queue: up to `maxVisible` at once, each for its kind's duration
 * (paused while hovered or focused), then a 300 ms exit before `onDismiss(id)`.
 * Polite live region; error toasts are alerts.
 */
export function ToastHost({
  toasts,
  onDismiss,
  labels,
  maxVisible = 3,
  position = 'bottom-center',
}: ToastHostProps) {
  const visible = toasts.slice(0, Math.max(1, maxVisible));
  const [exiting, setExiting] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef(new Map<string, Timer>());
  const removals = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);

  const exit = useCallback((id: string) => {
    const t = timers.current.get(id);
    if (t?.handle) clearTimeout(t.handle);
    timers.current.delete(id);
    if (removals.current.has(id)) return;
    setExiting((s) => new Set(s).add(id));
    removals.current.set(
      id,
      setTimeout(() => {
        removals.current.delete(id);
        setExiting((s) => {
          const n = new Set(s);
          n.delete(id);
          return n;
        });
        onDismissRef.current(id);
      }, TOAST_REMOVAL_MS),
    );
  }, []);

  const visibleKey = visible.map((t) => `${t.id}:${toastDuration(t) ?? 'p'}`).join('|');
  useEffect(() => {
    const ids = new Set(visible.map((t) => t.id));
    for (const toast of visible) {
      const duration = toastDuration(toast);
      if (duration === null || timers.current.has(toast.id) || removals.current.has(toast.id))
        continue;
      timers.current.set(toast.id, {
        handle: setTimeout(() => exit(toast.id), duration),
        remaining: duration,
        startedAt: now(),
      });
    }
    for (const [id, t] of timers.current) {
      if (!ids.has(id)) {
        if (t.handle) clearTimeout(t.handle);
        timers.current.delete(id);
      }
    }
    // visibleKey captures the visible ids and durations
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visibleKey, exit]);

  useEffect(
    () => () => {
      for (const t of timers.current.values()) if (t.handle) clearTimeout(t.handle);
      for (const h of removals.current.values()) clearTimeout(h);
    },
    [],
  );

  const pause = (id: string) => {
    const t = timers.current.get(id);
    if (!t?.handle) return;
    clearTimeout(t.handle);
    t.remaining = Math.max(0, t.remaining - (now() - t.startedAt));
    t.handle = null;
  };
  const resume = (id: string) => {
    const t = timers.current.get(id);
    if (!t || t.handle) return;
    t.startedAt = now();
    t.handle = setTimeout(() => exit(id), t.remaining);
  };

  const top = position.startsWith('top');
  const right = position.endsWith('right');

  return (
    <Box
      component="section"
      aria-label={labels.region}
      sx={(t) => ({
        position: 'fixed',
        zIndex: t.zIndex.snackbar,
        left: right ? 'auto' : '50%',
        right: right ? { xs: 12, sm: 24 } : 'auto',
        transform: right ? 'none' : 'translateX(-50%)',
        ...(top ? { top: { xs: 12, sm: 24 } } : { bottom: { xs: 12, sm: 24 } }),
        width: 'min(420px, calc(100vw - 24px))',
        pointerEvents: 'none',
      })}
    >
      <Box
        aria-live="polite"
        aria-relevant="additions text"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: top ? 'column' : 'column-reverse',
          gap: 1,
        }}
      >
        {visible.map((toast) => {
          const severity = toastSeverity(toast);
          const leaving = exiting.has(toast.id);
          return (
            <Box
              key={toast.id}
              role={severity === 'error' ? 'alert' : 'status'}
              data-testid="toast"
              data-kind={toast.kind}
              data-leaving={leaving || undefined}
              onMouseEnter={() => pause(toast.id)}
              onMouseLeave={() => resume(toast.id)}
              onFocus={() => pause(toast.id)}
              onBlur={() => resume(toast.id)}
              sx={(t) => {
                const p = (t.vars ?? t).palette;
                const reduced = t.accessibility.reducedMotion;
                return {
                  pointerEvents: 'auto',
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: 1.25,
                  p: 1.5,
                  pl: 2,
                  borderRadius: 3,
                  bgcolor: p.surface.raised,
                  color: p.text.primary,
                  border: `${t.accessibility.highContrast ? 2 : 1}px solid ${t.accessibility.highContrast ? p.text.primary : p.border.subtle}`,
                  borderLeft: `4px solid ${p[severity].main}`,
                  boxShadow: p.shadow.popover,
                  opacity: leaving ? 0 : 1,
                  transform: leaving && !reduced ? `translateY(${top ? '-8px' : '8px'})` : 'none',
                  transition: reduced
                    ? 'none'
                    : `opacity ${TOAST_REMOVAL_MS}ms ease, transform ${TOAST_REMOVAL_MS}ms ease`,
                  animation: reduced ? 'none' : 'ob-toast-in 220ms cubic-bezier(0.2, 0, 0, 1)',
                  '@keyframes ob-toast-in': {
                    from: {
                      opacity: 0,
                      transform: `translateY(${top ? '-12px' : '12px'}) scale(0.98)`,
                    },
                    to: { opacity: 1, transform: 'none' },
                  },
                };
              }}
            >
              <Box
                aria-hidden="true"
                sx={{ display: 'inline-flex', color: `${severity}.main`, mt: '2px' }}
              >
                {ICONS[severity]}
              </Box>
              <Box
                sx={{ flex: 1, minWidth: 0, py: '2px', fontSize: '0.9375rem', lineHeight: 1.45 }}
              >
                {toast.message}
              </Box>
              {toast.action ? (
                <Button
                  size="small"
                  variant="text"
                  onClick={toast.action.onClick}
                  sx={{ flex: 'none', minHeight: 28 }}
                >
                  {toast.action.label}
                </Button>
              ) : null}
              <IconButton
                size="small"
                aria-label={labels.close}
                onClick={() => exit(toast.id)}
                sx={{ flex: 'none', mt: '-2px' }}
              >
                <CloseRounded fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
