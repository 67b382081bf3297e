import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { businessStatusPath, roleHome } from '@/domain/route-guard';
import { useCurrentUser, useReloadSessionUser } from '@/features/auth';
import { PageShell } from '@/lib/ui/page-shell';
import { PATHS } from '@/domain/links';

type Status = 'pending' | 'rejected';

/**
 * "Check status" for a signed-in shop owner awaiting review or turned down: reloads the session user
 * (GET /api/auth/me); once approved the owner moves on to the shop area, a changed status goes to its
 * page, otherwise the page says it is unchanged.
 */
function CheckStatus({ status }: { status: Status }) {
  const reload = useReloadSessionUser();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'checking' | 'unchanged' | 'failed'>('idle');

  const check = async () => {
    setState('checking');
    try {
      const user = await reload();
      const next = businessStatusPath(user);
      if (!next) void navigate(roleHome(user.role, user.status), { replace: true });
      else if (next !== `/business-${status}`) void navigate(next, { replace: true });
      else setState('unchanged');
    } catch {
      setState('failed');
    }
  };

  const checking = state === 'checking';
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        onClick={() => void check()}
        disabled={checking}
        startIcon={
          checking ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
        }
      >
        <FormattedMessage
          id={checking ? 'auth.businessStatus.checking' : 'auth.businessStatus.check'}
        />
      </Button>
      <div role="status">
        {state === 'unchanged' && (
          <Alert severity="info">
            <FormattedMessage
              id={
                status === 'pending'
                  ? 'auth.businessStatus.stillPending'
                  : 'auth.businessStatus.stillRejected'
              }
            />
          </Alert>
        )}
        {state === 'failed' && (
          <Alert severity="error">
            <FormattedMessage id="auth.businessStatus.checkFailed" />
          </Alert>
        )}
      </div>
    </Stack>
  );
}

/**
 * /business-pending and /business-rejected: where a business account lands while it awaits review
 * or after it was not approved (spec 01 §4, spec 03 §2). A signed-in shop owner in that state can
 * check whether the status has changed.
 */
function BusinessStatusPage({ status }: { status: Status }) {
  const user = useCurrentUser();
  const owner = user?.role === 'shop' && (user.status === 'pending' || user.status === 'rejected');
  return (
    <PageShell
      titleId={`pages.business.${status}.title`}
      introId={`pages.business.${status}.intro`}
      links={
        status === 'pending'
          ? [
              { to: PATHS.support, labelId: 'footer.support' },
              { to: PATHS.about, labelId: 'footer.about' },
              { to: '/', labelId: 'pages.links.home' },
            ]
          : [
              { to: PATHS.contact, labelId: 'footer.contact' },
              { to: PATHS.terms, labelId: 'footer.terms' },
              { to: '/', labelId: 'pages.links.home' },
            ]
      }
    >
      <Alert severity={status === 'pending' ? 'info' : 'warning'}>
        <FormattedMessage id={`pages.business.${status}.body`} />
      </Alert>
      {owner && <CheckStatus status={status} />}
    </PageShell>
  );
}

export default BusinessStatusPage;
