import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';

/**
 * Shown while a page's code chunk loads. It fills the viewport so the footer stays below the fold until the
 * page arrives: a short placeholder let the footer paint at the top and then be pushed thousands of pixels
 * down (a layout shift of about 0.5 on every first visit).
 */
export function PageLoading() {
  const intl = useIntl();
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <Box
        sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}
      >
        <CircularProgress aria-label={intl.formatMessage({ id: 'app.loadingPage' })} />
      </Box>
    </Box>
  );
}
