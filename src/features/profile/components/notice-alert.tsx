import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import type { Notice } from '../use-timed-message';

/** The live region for a form's status line: success is announced politely, errors as alerts. */
export function NoticeAlert({ notice }: { notice: Notice | null }) {
  const intl = useIntl();
  return (
    <Box aria-live="polite" aria-atomic="true">
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text ?? (notice.id ? intl.formatMessage({ id: notice.id }) : '')}
        </Alert>
      )}
    </Box>
  );
}
