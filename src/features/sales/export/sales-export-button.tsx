import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SalesRangeParams } from '../sales-range';
import { SalesExportDialog } from './sales-export-dialog';

/**
 * "Export report" beside the sales screens' other actions. The dialog exists only while open, so each opening
 * starts from the screen's current period, and closing it stops a download under way.
 */
export function SalesExportButton({ shopId, range }: { shopId: string; range: SalesRangeParams }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadRounded />}
        onClick={() => setOpen(true)}
      >
        {intl.formatMessage({ id: 'sales.export.open' })}
      </Button>
      {open && <SalesExportDialog shopId={shopId} range={range} onClose={() => setOpen(false)} />}
    </>
  );
}
