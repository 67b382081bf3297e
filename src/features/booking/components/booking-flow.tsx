import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { BookingSummary, SlotTakenNotice } from '@design-system/components';
import type { Booking } from '@/domain/booking';
import type { ShopService } from '@/domain/search';
import type { Shop } from '@/domain/shop';
import { useCurrentUser } from '@/features/auth';
import { useBookingSummaryLabels, useStaffPickerLabels } from '@/lib/ui/booking-labels';
import { useSlotTakenNoticeLabels } from '@/lib/ui/booking-dialog-labels';
import { bookingSignInHref } from '@/domain/links';
import { savePendingBooking, type PendingBooking } from '../pending-booking';
import { useBookingFlow } from '../use-booking-flow';
import { formatClockTime } from '@/domain/clock-format';
import {
  useCheckout,
  useCustomerPrefill,
  useSlotTaken,
  type CheckoutChoice,
} from '../use-checkout';
import { useRescheduleCheckout } from '../use-reschedule';
import { BookingChoice } from './booking-choice';
import { CustomerDetailsStep, RescheduleStep } from './lazy-booking-dialogs';
import { SeriesRepeat } from '../recurrence/series-repeat';
import { useSeriesCheckout } from '../recurrence/use-series-checkout';

export interface BookingFlowViewProps {
  shop: Shop;
  services: ShopService[];
  preselectedServiceId: string | null;
  /** `?date=&time=` from the link */
  preselectedWhen?: { date: string | null; time: string | null };
  pending: PendingBooking | null;
  /** reschedule mode: the booking being moved (its services are locked) */
  rescheduling: Booking | null;
  onConfirmed: (booking: Booking, how: 'created' | 'moved') => void;
}

/** Phones: the summary bar sits above the app's bottom navigation. */
const PHONE_NAV_HEIGHT = 56;

/** Brings the lost-time notice to where the customer is looking and puts the focus on it. */
function bringIntoView(element: HTMLElement | null) {
  if (!element) return;
  const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  element.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}

/**
 * The booking flow on /booking/{shopId} (spec 02 §2.4, §4): the choice, the sticky summary and what
 * Continue leads to: a guest signs in (the choice is kept), a customer fills in the details modal, a shop or
 * admin account is told only customers can book, reschedule mode confirms the move.
 *
 * The lost race (issue 13): when the held time is taken (the 409 on Complete, or a live change while the
 * details form is open), the form closes, the time is cleared (so Continue waits for a new one), and the
 * notice with the nearest free times appears beside the time grid, scrolled into view and focused.
 */
export function BookingFlowView({
  shop,
  services,
  preselectedServiceId,
  preselectedWhen,
  pending,
  rescheduling,
  onConfirmed,
}: BookingFlowViewProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const summaryLabels = useBookingSummaryLabels();
  const staffLabels = useStaffPickerLabels();
  const slotTakenLabels = useSlotTakenNoticeLabels();
  const [customersOnly, setCustomersOnly] = useState(false);
  const prefill = useCustomerPrefill(user);

  // once booked or moved, the page's own booking must never read as a lost race
  const [done, setDone] = useState(false);
  const onCreated = useCallback(
    (booking: Booking) => {
      setDone(true);
      onConfirmed(booking, 'created');
    },
    [onConfirmed],
  );
  const onMoved = useCallback(
    (booking: Booking) => {
      setDone(true);
      onConfirmed(booking, 'moved');
    },
    [onConfirmed],
  );
  const race = useSlotTaken();
  const { showSlotTaken, dismissSlotTaken } = race;
  const maxDateRef = useRef<string | null>(null);
  const onSlotTaken = useCallback(
    (lost: CheckoutChoice) => showSlotTaken(lost, maxDateRef.current, 'taken'),
    [showSlotTaken],
  );
  const checkout = useCheckout(onCreated, onSlotTaken);
  // "Repeat this booking": a series instead of one booking (recurrence/)
  const series = useSeriesCheckout(onCreated);
  const submitting = checkout.submitting || series.submitting;
  const move = useRescheduleCheckout(rescheduling, onMoved, onSlotTaken);

  const proceed = useCallback(() => {
    if (!user) return;
    if (user.role !== 'customer') setCustomersOnly(true);
    else {
      dismissSlotTaken();
      checkout.openDetails();
    }
  }, [user, checkout, dismissSlotTaken]);

  const flow = useBookingFlow({
    shop,
    services,
    preselectedServiceId,
    preselectedWhen,
    pending,
    rescheduling,
    // back from /login signed in with the time still free: straight to the details (spec 02 §4)
    onRestoredTimeFree: () => {
      if (user && !checkout.detailsOpen) proceed();
    },
    pauseLive: submitting || move.submitting || done,
  });
  const { selection } = flow;
  useEffect(() => {
    maxDateRef.current = flow.maxDate;
  }, [flow.maxDate]);

  // A held time taken by someone else while it was held: lost the same way as on a 409.
  const { timeLost, dismissTimeLost, dispatch } = flow;
  const { closeDetails } = checkout;
  const { closeMove } = move;
  const serviceIds = flow.chosenServices.map((s) => s.id).join(',');
  useEffect(() => {
    if (timeLost?.reason !== 'live') return;
    dismissTimeLost();
    closeDetails();
    closeMove();
    showSlotTaken(
      {
        shopId: shop.id,
        serviceIds: serviceIds ? serviceIds.split(',') : [],
        staffId: flow.staffId,
        date: timeLost.date,
        time: timeLost.time,
      },
      maxDateRef.current,
      'live',
    );
  }, [
    timeLost,
    dismissTimeLost,
    closeDetails,
    closeMove,
    showSlotTaken,
    shop.id,
    serviceIds,
    flow.staffId,
  ]);

  // Each loss: the time is cleared and the notice is brought to where the customer is looking.
  const noticeRef = useRef<HTMLDivElement>(null);
  const lossSeq = race.slotTaken?.seq ?? 0;
  useEffect(() => {
    if (lossSeq === 0) return;
    dispatch({ type: 'clearTime' });
    bringIntoView(noticeRef.current);
  }, [lossSeq, dispatch]);

  const choice: CheckoutChoice | null =
    flow.complete && selection.date && selection.time
      ? {
          shopId: shop.id,
          serviceIds: flow.chosenServices.map((s) => s.id),
          staffId: flow.staffId,
          date: selection.date,
          time: selection.time,
        }
      : null;

  const onContinue = () => {
    if (!choice) return;
    if (rescheduling) {
      move.openMove({ date: choice.date, time: choice.time });
      return;
    }
    if (!user) {
      savePendingBooking({
        shopId: shop.id,
        services: choice.serviceIds,
        dateTime: { date: choice.date, time: choice.time },
        staffId: choice.staffId,
        savedAt: Date.now(),
      });
      void navigate(bookingSignInHref(shop.id));
      return;
    }
    proceed();
  };

  const selectTime = (time: string) => {
    flow.dispatch({ type: 'selectTime', time });
    // a new time answers the lost one
    dismissSlotTaken();
    // reschedule: picking the new time asks to confirm the move at once
    if (rescheduling && selection.date) move.openMove({ date: selection.date, time });
  };

  const pickAlternative = (picked: { date: string; time: string }) => {
    flow.dispatch({ type: 'selectDate', date: picked.date });
    flow.dispatch({ type: 'selectTime', time: picked.time });
    dismissSlotTaken();
    if (rescheduling) move.openMove(picked);
    else if (user) proceed();
  };

  const slotTaken = race.slotTaken;
  const notice = slotTaken && (
    <Box
      ref={noticeRef}
      tabIndex={-1}
      data-testid="lost-time"
      sx={{
        scrollMarginBlock: 96,
        borderRadius: 1,
        outline: 'none',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <SlotTakenNotice
        alternatives={slotTaken.alternatives}
        loading={slotTaken.loading}
        onPick={pickAlternative}
        onDismiss={dismissSlotTaken}
        labels={
          slotTaken.cause === 'live'
            ? {
                ...slotTakenLabels,
                body: intl.formatMessage(
                  { id: 'booking.timeLost.live' },
                  { time: formatClockTime(intl.locale, slotTaken.lost.time) },
                ),
              }
            : slotTakenLabels
        }
      />
    </Box>
  );
  const hint = !flow.complete
    ? intl.formatMessage({
        id: rescheduling ? 'booking.hint.reschedule' : 'booking.hint.incomplete',
      })
    : !user && !rescheduling
      ? intl.formatMessage({ id: 'booking.hint.guest' })
      : null;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(18rem, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        {customersOnly && (
          <Alert severity="warning" sx={{ mb: 3 }} onClose={() => setCustomersOnly(false)}>
            <AlertTitle>{intl.formatMessage({ id: 'booking.customersOnly' })}</AlertTitle>
            {intl.formatMessage({ id: 'booking.customersOnlyHint' })}
          </Alert>
        )}
        <BookingChoice
          shop={shop}
          services={services}
          notice={notice || null}
          flow={{
            ...flow,
            dispatch: (a) => (a.type === 'selectTime' ? selectTime(a.time) : flow.dispatch(a)),
          }}
        />
      </Box>
      <BookingSummary
        shopName={shop.name}
        services={flow.chosenServices.map((s) => ({
          id: s.id,
          name: s.name,
          duration: s.duration,
          price: s.price,
        }))}
        date={selection.date}
        time={selection.time}
        staffName={
          flow.staffChoices.length > 0 ? (flow.staffName ?? staffLabels.anyAvailable) : null
        }
        totalPrice={flow.totalPrice}
        totalDuration={flow.totalDuration}
        canContinue={flow.complete}
        onContinue={onContinue}
        continueLabel={intl.formatMessage({
          id: rescheduling ? 'booking.continueReschedule' : 'booking.continue',
        })}
        hint={hint}
        busy={submitting || move.submitting}
        phoneBottomOffset={PHONE_NAV_HEIGHT}
        labels={summaryLabels}
      />
      {choice && user && !rescheduling && (
        <CustomerDetailsStep
          open={checkout.detailsOpen}
          user={user}
          prefill={prefill}
          flow={flow}
          submitting={submitting}
          error={series.repeat.enabled ? series.error : checkout.error}
          onSubmit={(values) =>
            void (series.repeat.enabled
              ? series.submit(choice, values)
              : checkout.submit(choice, values))
          }
          extra={
            <SeriesRepeat
              value={series.repeat}
              onChange={series.setRepeat}
              preview={series.preview}
              disabled={submitting}
            />
          }
          onClose={checkout.closeDetails}
        />
      )}
      {rescheduling && move.moveTarget && choice && (
        <RescheduleStep
          booking={rescheduling}
          to={move.moveTarget}
          submitting={move.submitting}
          error={move.error}
          onConfirm={() => void move.confirmMove(choice)}
          onClose={move.closeMove}
        />
      )}
    </Box>
  );
}
