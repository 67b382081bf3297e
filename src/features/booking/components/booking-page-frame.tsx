import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '@design-system/components';
import { PATHS } from '@/domain/links';

/** The page around the booking flow: breadcrumb Home > Search > shop name (spec 02 §2.4). */
export function BookingPageFrame({
  shopName,
  children,
}: {
  shopName: string | null;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, pb: { xs: 16, md: 4 } }}>
      <Breadcrumbs
        aria-label={intl.formatMessage({ id: 'booking.breadcrumb.label' })}
        sx={{ mb: 2 }}
      >
        <Link component={RouterLink} to="/" underline="hover" color="inherit">
          <FormattedMessage id="booking.breadcrumb.home" />
        </Link>
        <Link component={RouterLink} to={PATHS.search} underline="hover" color="inherit">
          <FormattedMessage id="booking.breadcrumb.search" />
        </Link>
        <Typography color="text.primary" aria-current="page">
          {shopName ?? '…'}
        </Typography>
      </Breadcrumbs>
      {children}
    </Container>
  );
}

/** spec 02 §2.4 "loading spinner" */
export function BookingPageLoading({ labelId = 'booking.loading' }: { labelId?: string }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
      <CircularProgress aria-label={label} />
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {label}
      </Typography>
    </Box>
  );
}

/** spec 02 §2.4/§8: 'Shop Not Found' with the server's message or 'Failed to load shop details'. */
export function ShopNotFound({
  message,
  onRetry,
}: {
  message: string | null;
  onRetry?: () => void;
}) {
  const intl = useIntl();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }}>
      <ErrorState
        title={intl.formatMessage({ id: 'booking.notFound.title' })}
        description={message ?? intl.formatMessage({ id: 'booking.notFound.failed' })}
        retryLabel={onRetry ? intl.formatMessage({ id: 'booking.notFound.retry' }) : undefined}
        onRetry={onRetry}
        headingLevel={2}
      />
      <Button component={RouterLink} to={PATHS.search} variant="contained">
        <FormattedMessage id="booking.notFound.back" />
      </Button>
    </Stack>
  );
}
