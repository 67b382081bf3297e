import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import { isServiceId } from '@/domain/favorite-services';
import { bookingHref, PATHS } from '@/domain/links';
import { hasErrorCode } from '@/lib/error-code';
import { fetchServiceLocation } from '../favorite-services-api';

/**
 * /booking/service/{serviceId} (spec 02 §2.5 "Book now from a favourite service"): asks which shop offers the
 * service and goes on to that shop's booking page with the service chosen. An id that names no public service
 * (malformed, unknown, or its shop no longer listed) shows a not-found state with a way back to search.
 */
export function ServiceBookingPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const serviceId = useParams().serviceId ?? '';
  const wellFormed = isServiceId(serviceId);
  const located = useQuery({
    queryKey: ['service-location', serviceId],
    queryFn: ({ signal }) => fetchServiceLocation(serviceId, signal),
    enabled: wellFormed,
    retry: (count, error) => !hasErrorCode(error, 'SHOP_SERVICE_NOT_FOUND') && count < 2,
  });

  if (located.data)
    return <Navigate replace to={bookingHref(located.data.shopId, { service: located.data.id })} />;

  const notFound = !wellFormed || hasErrorCode(located.error, 'SHOP_SERVICE_NOT_FOUND');
  if (notFound || located.isError)
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <ErrorState
          title={t(
            notFound
              ? 'favorites.serviceBooking.notFound.title'
              : 'favorites.serviceBooking.failed.title',
          )}
          description={t(
            notFound
              ? 'favorites.serviceBooking.notFound.description'
              : 'favorites.serviceBooking.failed.description',
          )}
          {...(notFound
            ? {}
            : {
                retryLabel: t('errorState.retry'),
                onRetry: () => void located.refetch(),
                retrying: located.isFetching,
              })}
        />
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button component={RouterLink} to={PATHS.search} variant="outlined">
            {t('booking.notFound.back')}
          </Button>
        </Box>
      </Container>
    );

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }} role="status">
      <CircularProgress aria-label={t('favorites.serviceBooking.loading')} />
    </Box>
  );
}

export default ServiceBookingPage;
