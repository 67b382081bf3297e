import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import {
  BookingShopHeader,
  formatBookingDate,
  formatBookingTime,
  formatEuro,
} from '@design-system/components';
import { BOOKING_CONFIRMED_TOAST_MS, type Booking } from '@/domain/booking';
import type { ShopService } from '@/domain/search';
import type { Shop } from '@/domain/shop';
import { useToast } from '@/lib/toast';
import { useBookingShopHeaderLabels } from '@/lib/ui/booking-labels';
import { BookingConfirmationView } from '../components/booking-confirmation-view';
import { BookingFlowView } from '../components/booking-flow';
import {
  BookingPageFrame,
  BookingPageLoading,
  ShopNotFound,
} from '../components/booking-page-frame';
import { readPendingBooking } from '../pending-booking';
import { useBookingShop } from '../use-booking-shop';
import { useRescheduleBooking } from '../use-reschedule';
import { PATHS } from '@/domain/links';

/**
 * /booking/{shopId} (spec 02 §2.4; issue 5): `?service={id}` preselects one service (single-select mode),
 * `?date=YYYY-MM-DD&time=HH:MM` preselects a day and time (kept only while free), `?reschedule={bookingId}` moves an existing booking, `?confirmed={bookingId}` shows the confirmation.
 */
export function BookingPage() {
  const { shopId = '' } = useParams();
  const intl = useIntl();
  if (!shopId.trim())
    return (
      <BookingPageFrame shopName={null}>
        <Alert severity="error">{intl.formatMessage({ id: 'booking.invalidShopId' })}</Alert>
      </BookingPageFrame>
    );
  // A new shop id starts everything afresh (choice, pending booking, confirmation).
  return <BookingPageForShop key={shopId} shopId={shopId} />;
}

function BookingPageForShop({ shopId }: { shopId: string }) {
  const [params, setParams] = useSearchParams();
  const { state, reload } = useBookingShop(shopId);
  const shopName = state.status === 'ready' ? state.shop.name : null;
  return (
    <BookingPageFrame shopName={shopName}>
      {state.status === 'loading' && <BookingPageLoading />}
      {state.status === 'error' && <ShopNotFound message={state.message} onRetry={reload} />}
      {state.status === 'ready' && (
        <LoadedBookingPage
          shop={state.shop}
          services={state.services}
          params={params}
          setParams={setParams}
        />
      )}
    </BookingPageFrame>
  );
}

function LoadedBookingPage({
  shop,
  services,
  params,
  setParams,
}: {
  shop: Shop;
  services: ShopService[];
  params: URLSearchParams;
  setParams: ReturnType<typeof useSearchParams>[1];
}) {
  const intl = useIntl();
  const toast = useToast();
  const headerLabels = useBookingShopHeaderLabels();
  const confirmedId = params.get('confirmed');
  const rescheduleId = confirmedId ? null : params.get('reschedule');
  const [pending] = useState(() => readPendingBooking(shop.id));
  const [justDone, setJustDone] = useState<Booking | null>(null);
  const rescheduling = useRescheduleBooking(rescheduleId);

  const onConfirmed = useCallback(
    (booking: Booking, how: 'created' | 'moved') => {
      setJustDone(booking);
      const values = {
        services: booking.serviceName,
        shop: booking.shopName,
        date: formatBookingDate(intl, booking.date),
        time: formatBookingTime(intl, booking.startTime),
        total: formatEuro(intl, booking.price),
      };
      toast.show(
        how === 'moved'
          ? {
              kind: 'default',
              severity: 'success',
              message: intl.formatMessage({ id: 'booking.movedToast' }, values),
            }
          : {
              kind: 'bookingConfirmed',
              durationMs: BOOKING_CONFIRMED_TOAST_MS,
              message: intl.formatMessage(
                {
                  id:
                    booking.status === 'pending'
                      ? 'booking.requestedToast'
                      : 'booking.confirmedToast',
                },
                values,
              ),
            },
      );
      // by replacement: Back does not return to the filled-in form, a reload shows the confirmation again
      setParams({ confirmed: booking.id }, { replace: true });
      window.scrollTo?.({ top: 0 });
    },
    [intl, setParams, toast],
  );

  if (confirmedId) {
    return <BookingConfirmationView bookingId={confirmedId} initial={justDone} />;
  }

  if (rescheduleId) {
    if (rescheduling.state.status === 'loading')
      return <BookingPageLoading labelId="booking.confirmation.loading" />;
    if (rescheduling.state.status === 'error')
      return (
        <Stack spacing={2}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={rescheduling.reload}>
                <FormattedMessage id="booking.notFound.retry" />
              </Button>
            }
          >
            <FormattedMessage id="booking.reschedule.loadFailed" />
          </Alert>
          <Box>
            <Button component={RouterLink} to={PATHS.bookings}>
              <FormattedMessage id="booking.reschedule.back" />
            </Button>
          </Box>
        </Stack>
      );
  }
  const moving = rescheduling.state.status === 'ready' ? rescheduling.state.value : null;
  const canMove = !moving || moving.allowedActions.includes('reschedule');

  return (
    <Stack spacing={3}>
      <BookingShopHeader shop={shop} labels={headerLabels} />
      {moving && (
        <Alert severity={canMove ? 'info' : 'warning'}>
          <FormattedMessage
            id="booking.reschedule.current"
            values={{
              date: formatBookingDate(intl, moving.date),
              time: formatBookingTime(intl, moving.startTime),
            }}
          />{' '}
          {!canMove && <FormattedMessage id="booking.reschedule.notAllowed" />}
        </Alert>
      )}
      {canMove && (
        <BookingFlowView
          shop={shop}
          services={services}
          preselectedServiceId={params.get('service')}
          preselectedWhen={{ date: params.get('date'), time: params.get('time') }}
          pending={moving ? null : pending}
          rescheduling={moving}
          onConfirmed={onConfirmed}
        />
      )}
    </Stack>
  );
}

export default BookingPage;
