import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SESSION_WARNING_TOTAL_S } from '@/domain/constants';
import { extendSession, useLogout, useSession } from '@/features/auth';
import { useToast } from '@/lib/toast';
import { useSessionWarningLabels } from '@/lib/ui/session-warning-labels';
import { PATHS } from '@/domain/links';

/** Loaded only when a warning is due, so it costs nothing on a normal page load. */
const SessionWarningDialog = lazy(() =>
  import('@design-system/components/SessionWarningDialog/SessionWarningDialog').then((m) => ({
    default: m.SessionWarningDialog,
  })),
);

function secondsUntil(iso: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
}

/**
 * Session-expiry overlay (spec 01 §2, §4): from 300 s before the session ends (session.expiresAt), a
 * countdown with extend, log out and dismiss. Extend → POST /api/auth/extend → a new session whose later
 * expiresAt closes the overlay. Log out → POST /api/auth/logout, then /login. Dismiss hides it for this
 * expiry. At zero, or when extending fails, the user is logged out and sent to /login with a toast.
 */
export function SessionExpiryHost() {
  const intl = useIntl();
  const [session, setSession] = useSession();
  const logout = useLogout();
  const toast = useToast();
  const [now, setNow] = useState(() => Date.now());
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const [extending, setExtending] = useState(false);

  const expiresAt = session?.expiresAt ?? null;
  useEffect(() => {
    if (!expiresAt) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);

  const secondsLeft = expiresAt ? secondsUntil(expiresAt, now) : Infinity;
  const expired = expiresAt !== null && secondsLeft <= 0;

  useEffect(() => {
    if (!expired) return;
    logout(PATHS.login);
    toast.show({
      kind: 'default',
      severity: 'warning',
      message: intl.formatMessage({ id: 'app.session.ended' }),
    });
  }, [expired, logout, toast, intl]);

  const labels = useSessionWarningLabels();

  if (!session || expired) return null;
  const open = secondsLeft <= SESSION_WARNING_TOTAL_S && dismissedFor !== session.expiresAt;

  const onExtend = async () => {
    setExtending(true);
    try {
      setSession(await extendSession());
    } catch (error) {
      console.warn('Extending the session failed', error);
      logout(PATHS.login);
      toast.show({
        kind: 'default',
        severity: 'warning',
        message: intl.formatMessage({ id: 'app.session.ended' }),
      });
    } finally {
      setExtending(false);
    }
  };

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SessionWarningDialog
        open={open}
        secondsLeft={secondsLeft}
        totalSeconds={SESSION_WARNING_TOTAL_S}
        extending={extending}
        labels={labels}
        onExtend={() => void onExtend()}
        onLogout={() => logout(PATHS.login)}
        onDismiss={() => setDismissedFor(session.expiresAt)}
      />
    </Suspense>
  );
}
