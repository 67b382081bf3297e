import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useIntl, type IntlShape } from 'react-intl';

/** A size in the interface language's units: '850 kB', '12.4 MB' ('12,4 MB'). */
function formatBytes(bytes: number, intl: IntlShape): string {
  const mega = bytes >= 1_000_000;
  return intl.formatNumber(mega ? bytes / 1_000_000 : bytes / 1000, {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mega || bytes < 10_000 ? 1 : 0,
  });
}

/**
 * The report arriving: its name, the bytes received so far and, when the server announced a length, of how
 * many (a streamed report usually has none, so the bar then only says that it is moving). Only the start is
 * announced; the amount is the bar's value text, read when asked, not at every chunk.
 */
export function ReportProgressView({
  fileName,
  received,
  total,
}: {
  fileName: string;
  received: number;
  total: number | null;
}) {
  const intl = useIntl();
  const known = total !== null && total >= received;
  const amount = known
    ? intl.formatMessage(
        { id: 'sales.export.progress' },
        { received: formatBytes(received, intl), total: formatBytes(total, intl) },
      )
    : intl.formatMessage(
        { id: 'sales.export.received' },
        { received: formatBytes(received, intl) },
      );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography role="status" variant="body2" sx={{ wordBreak: 'break-word' }}>
        {intl.formatMessage({ id: 'sales.export.downloading' }, { file: fileName })}
      </Typography>
      <LinearProgress
        aria-label={intl.formatMessage({ id: 'sales.export.progressLabel' })}
        aria-valuetext={amount}
        {...(known
          ? { variant: 'determinate', value: total > 0 ? (received / total) * 100 : 0 }
          : { variant: 'indeterminate' })}
      />
      <Typography variant="body2" color="text.secondary">
        {amount}
      </Typography>
    </Box>
  );
}
