import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { customerReportFileName, type CustomerExportFormat } from '@/domain/customer-stats-report';
import type { CustomerStats, CustomerStatsPeriod } from '@/domain/customer-stats-types';
import { errorText } from '@/lib/error-text';
import type { FileRequest } from '@/lib/file-download';
import { useToast } from '@/lib/toast';
import { useFileDownload } from '@/lib/use-file-download';
import { shareOrCopy } from '@/lib/share';
import { euroOfCents, formatShortDay } from './analytics-format';

interface ExportRequest {
  period: CustomerStatsPeriod;
  format: CustomerExportFormat;
  /** the last day of the period on screen: the file's name until the server names it */
  to: string;
}

/** GET /api/customer/stats/export: the period's analytics as a file, in the interface language. */
const exportFile = ({ period, format, to }: ExportRequest): FileRequest => ({
  path: 'customer/stats/export',
  searchParams: { period, format },
  fileName: customerReportFileName({ period, range: { from: to, to } }, format),
  timeout: 30_000,
});

/** The period's figures in a sentence, to share. */
export function shareTextOf(intl: IntlShape, stats: CustomerStats): string {
  return intl.formatMessage(
    { id: 'customerDashboard.analytics.share.text' },
    {
      period: intl.formatMessage({ id: `customerDashboard.analytics.period.${stats.period}` }),
      from: formatShortDay(intl, stats.range.from),
      to: formatShortDay(intl, stats.range.to),
      bookings: stats.totalBookings,
      visits: stats.visits,
      spent: euroOfCents(intl, stats.totalSpentCents),
    },
  );
}

/**
 * The analytics tab's export and share (spec 02 §2.5): CSV and PDF of the period on screen, made by the server
 * (the bytes received shown while it comes, the server's refusal in words if it fails), and Share: the period's
 * figures in a sentence through the system's share sheet, or copied where there is none.
 */
export function AnalyticsExport({ stats }: { stats: CustomerStats }) {
  const intl = useIntl();
  const toast = useToast();
  const { state, start } = useFileDownload(exportFile);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const announced = useRef<string | null>(null);

  useEffect(() => {
    if (state.status !== 'saved' || announced.current === state.url) return;
    announced.current = state.url;
    toast.show({
      kind: 'default',
      severity: 'success',
      message: t('customerDashboard.analytics.export.done', { file: state.fileName }),
    });
  });

  const download = (format: CustomerExportFormat) =>
    void start({ period: stats.period, format, to: stats.range.to });
  const busy = state.status === 'receiving';

  const onShare = async () => {
    const outcome = await shareOrCopy({
      title: t('customerDashboard.analytics.share.title'),
      text: shareTextOf(intl, stats),
    });
    if (outcome === 'cancelled') return;
    if (outcome === 'failed')
      toast.show({ kind: 'error', message: t('customerDashboard.analytics.share.failed') });
    else
      toast.show({
        kind: 'default',
        severity: 'success',
        message: t(`customerDashboard.analytics.share.${outcome}`),
      });
  };

  return (
    <Box
      role="group"
      aria-label={t('customerDashboard.analytics.export.label')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {(['csv', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            size="small"
            variant="outlined"
            startIcon={<DownloadRounded />}
            disabled={busy}
            onClick={() => download(format)}
          >
            {t(`customerDashboard.analytics.export.${format}`)}
          </Button>
        ))}
        <Button
          size="small"
          variant="outlined"
          startIcon={<ShareRounded />}
          onClick={() => void onShare()}
        >
          {t('customerDashboard.analytics.share')}
        </Button>
      </Box>
      {busy ? (
        <Box role="status">
          <LinearProgress
            aria-label={t('customerDashboard.analytics.export.downloading', {
              file: state.fileName,
              received: '',
            })}
            variant={state.total ? 'determinate' : 'indeterminate'}
            value={state.total ? (state.received / state.total) * 100 : undefined}
          />
          <Typography variant="caption" color="text.secondary">
            {t('customerDashboard.analytics.export.downloading', {
              file: state.fileName,
              received: intl.formatNumber(state.received / 1000, {
                style: 'unit',
                unit: 'kilobyte',
                maximumFractionDigits: 1,
              }),
            })}
          </Typography>
        </Box>
      ) : null}
      {state.status === 'failed' ? (
        <Alert severity="error" data-testid="analytics-export-failed">
          {errorText(state.error, intl, 'errors.EXPORT_FAILED')}
        </Alert>
      ) : null}
    </Box>
  );
}
