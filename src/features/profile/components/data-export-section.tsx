import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DataExport } from '@/domain/profile';
import { errorText } from '@/lib/error-text';
import { useTimedNotice } from '../use-timed-message';
import { NoticeAlert } from './notice-alert';

/** Saves an export as a JSON file in the browser (Blob + object URL; the name from the response). */
export function downloadJson({ filename, data }: DataExport) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface DataExportSectionProps {
  /** POST /api/customer/export-data */
  onExport: () => Promise<DataExport>;
  /** Defaults to a browser download. */
  onDownload?: (file: DataExport) => void;
}

/** "Export my data": downloads the signed-in user's data as JSON. */
export function DataExportSection({ onExport, onDownload = downloadJson }: DataExportSectionProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [notice, showNotice] = useTimedNotice();
  const run = async () => {
    setBusy(true);
    showNotice(null);
    try {
      onDownload(await onExport());
      showNotice({ severity: 'success', id: 'profile.data.exportSuccess' });
    } catch (error) {
      showNotice({ severity: 'error', text: errorText(error, intl, 'profile.data.exportError') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="profile-data-title">
      <Typography id="profile-data-title" variant="h6" component="h3">
        <FormattedMessage id="profile.data.title" />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage id="profile.data.description" />
      </Typography>
      <NoticeAlert notice={notice} />
      <div>
        <Button
          variant="outlined"
          onClick={run}
          disabled={busy}
          aria-busy={busy || undefined}
          startIcon={
            busy ? (
              <CircularProgress size={16} color="inherit" aria-hidden="true" />
            ) : (
              <DownloadRounded />
            )
          }
        >
          <FormattedMessage id={busy ? 'profile.data.exporting' : 'profile.data.export'} />
        </Button>
      </div>
    </Stack>
  );
}
