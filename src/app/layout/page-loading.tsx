import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';

/** Shown while a page's code chunk loads (the main area around it keeps the footer below the fold). */
export function PageLoading() {
  const intl = useIntl();
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}
    >
      <CircularProgress aria-label={intl.formatMessage({ id: 'app.loadingPage' })} />
    </Box>
  );
}
