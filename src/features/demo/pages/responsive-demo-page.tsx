import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '@/lib/toast';
import { PageShell } from '@/lib/ui/page-shell';
import { BottomSheetDemo } from '../components/bottom-sheet-demo';
import { DemoGrids } from '../components/demo-grids';
import { DeviceInfoPanel } from '../components/device-info-panel';
import { PullToRefresh } from '../components/pull-to-refresh';
import { SwipeCards } from '../components/swipe-cards';
import { DEMO_OVERLAY_MS, DEMO_TOAST_MS } from '../demo-constants';
import { PATHS } from '@/domain/links';

function DemoSection({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`demo-${id}`}>
      <Typography id={`demo-${id}`} variant="h5" component="h2" gutterBottom>
        <FormattedMessage id={`demo.${id}.title`} />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id={`demo.${id}.description`} />
      </Typography>
      {children}
    </Box>
  );
}

/** /responsive-demo: the responsive and touch patterns the app uses, in one place. */
export function ResponsiveDemoPage() {
  const intl = useIntl();
  const toast = useToast();
  const [overlay, setOverlay] = useState(false);

  useEffect(() => {
    if (!overlay) return;
    const timer = window.setTimeout(() => setOverlay(false), DEMO_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [overlay]);

  return (
    <PageShell
      titleId="demo.title"
      introId="demo.intro"
      maxWidth="lg"
      links={[
        { to: PATHS.accessibility, labelId: 'footer.accessibility' },
        { to: '/', labelId: 'pages.links.home' },
      ]}
    >
      <Stack spacing={5}>
        <DemoSection id="grids">
          <DemoGrids />
        </DemoSection>
        <DemoSection id="pull">
          <PullToRefresh />
        </DemoSection>
        <DemoSection id="swipe">
          <SwipeCards />
        </DemoSection>
        <DemoSection id="sheet">
          <BottomSheetDemo />
        </DemoSection>
        <DemoSection id="feedback">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button
              variant="outlined"
              onClick={() =>
                toast.show({
                  kind: 'default',
                  severity: 'success',
                  durationMs: DEMO_TOAST_MS,
                  message: intl.formatMessage({ id: 'demo.feedback.toastMessage' }),
                })
              }
            >
              <FormattedMessage id="demo.feedback.toast" />
            </Button>
            <Button variant="outlined" onClick={() => setOverlay(true)}>
              <FormattedMessage id="demo.feedback.overlay" />
            </Button>
          </Stack>
        </DemoSection>
        <DemoSection id="device">
          <DeviceInfoPanel />
        </DemoSection>
      </Stack>
      <Backdrop
        open={overlay}
        sx={(theme) => ({
          zIndex: theme.zIndex.modal + 1,
          color: theme.palette.common.white,
          flexDirection: 'column',
          gap: 2,
        })}
      >
        <CircularProgress color="inherit" aria-hidden />
        <Typography role="status">
          <FormattedMessage id="demo.feedback.loading" />
        </Typography>
      </Backdrop>
    </PageShell>
  );
}

export default ResponsiveDemoPage;
