import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatInstantTime } from '@/domain/clock-format';
import { PULL_TO_REFRESH_AUTO_END_MS, PULL_TO_REFRESH_THRESHOLD_PX } from '../demo-constants';

/**
 * Pull down (touch) past 60 px to refresh; the refresh ends by itself after 3 s. A button does the
 * same for mouse and keyboard users.
 */
export function PullToRefresh() {
  const start = useRef<number | null>(null);
  const intl = useIntl();
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const [refreshedAt, setRefreshedAt] = useState<Date | null>(null);

  useEffect(() => {
    if (!refreshing) return;
    const timer = window.setTimeout(() => {
      setRefreshing(false);
      setRefreshedAt(new Date());
    }, PULL_TO_REFRESH_AUTO_END_MS);
    return () => window.clearTimeout(timer);
  }, [refreshing]);

  const onTouchStart = (e: TouchEvent) => {
    if (refreshing) return;
    start.current = e.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (e: TouchEvent) => {
    if (start.current === null) return;
    const dy = (e.touches[0]?.clientY ?? start.current) - start.current;
    setPull(Math.max(0, Math.min(dy, PULL_TO_REFRESH_THRESHOLD_PX * 2)));
  };
  const onTouchEnd = () => {
    if (pull >= PULL_TO_REFRESH_THRESHOLD_PX) setRefreshing(true);
    start.current = null;
    setPull(0);
  };

  const ready = pull >= PULL_TO_REFRESH_THRESHOLD_PX;
  return (
    <Box>
      <Paper
        variant="outlined"
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        sx={{ p: 3, minHeight: 160, touchAction: 'pan-x', textAlign: 'center', overflow: 'hidden' }}
      >
        <Box
          sx={{
            height: refreshing ? 48 : pull / 2,
            transition: 'height 150ms',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {(refreshing || pull > 0) && (
            <CircularProgress
              size={28}
              variant={refreshing ? 'indeterminate' : 'determinate'}
              value={Math.min(100, (pull / PULL_TO_REFRESH_THRESHOLD_PX) * 100)}
              aria-hidden
            />
          )}
        </Box>
        <Typography role="status" aria-live="polite">
          <FormattedMessage
            id={
              refreshing ? 'demo.pull.refreshing' : ready ? 'demo.pull.release' : 'demo.pull.hint'
            }
            values={{ threshold: PULL_TO_REFRESH_THRESHOLD_PX }}
          />
        </Typography>
        {refreshedAt && !refreshing && (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage
              id="demo.pull.lastRefreshed"
              values={{
                time: formatInstantTime(intl.locale, refreshedAt, undefined, { seconds: true }),
              }}
            />
          </Typography>
        )}
      </Paper>
      <Button
        sx={{ mt: 1.5 }}
        startIcon={<Refresh />}
        onClick={() => setRefreshing(true)}
        disabled={refreshing}
      >
        <FormattedMessage id="demo.pull.button" />
      </Button>
    </Box>
  );
}
