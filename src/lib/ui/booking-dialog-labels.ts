/**
 * Texts for the booking dialogs, the confirmation screen, the slot-taken notice and the booking card
 * (design-system components take their texts as props). Keys live under bookingUi.card.*, bookingUi.dialogs.*,
 * bookingUi.slotTaken.* and bookingUi.confirmation.*, in the pages part of the catalog.
 */
import { useMemo } from 'react';
import {
  BOOKING_STATUSES,
  LATE_RESCHEDULE_HOURS,
  SPECIAL_REQUESTS_MAX,
  type BookingStatus,
} from '@/domain/booking';
import type {
  BookingCardLabels,
  BookingConfirmationLabels,
  CancelBookingDialogLabels,
  CustomerDetailsDialogLabels,
  RescheduleDialogLabels,
  SlotTakenNoticeLabels,
} from '@design-system/components';
import { useT } from './design-system-labels';

type T = ReturnType<typeof useT>;

/** 'checked-in' → 'checkedIn': message ids keep to camelCase */
const statusKey = (status: BookingStatus) =>
  status.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function statusLabels(t: T): Record<BookingStatus, string> {
  return Object.fromEntries(
    BOOKING_STATUSES.map((s) => [s, t(`bookingUi.card.status.${statusKey(s)}`)]),
  ) as Record<BookingStatus, string>;
}

/** 45 → "45 min", 60 → "1 h", 90 → "1 h 30 min" */
function durationText(t: T, total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return t('bookingUi.card.durationMinutes', { minutes });
  if (minutes === 0) return t('bookingUi.card.durationHours', { hours });
  return t('bookingUi.card.durationHoursMinutes', { hours, minutes });
}

const timeRange = (t: T) => (start: string, end: string) =>
  t('bookingUi.card.timeRange', { start, end });
const counter = (t: T) => (count: number, max: number) =>
  t('bookingUi.dialogs.details.counter', { count, max });

export function useBookingCardLabels(): BookingCardLabels {
  const t = useT();
  return useMemo(
    () => ({
      status: statusLabels(t),
      timeRange: timeRange(t),
      duration: (minutes) => durationText(t, minutes),
      staff: (name) => t('bookingUi.card.staff', { name }),
      reference: (reference) => t('bookingUi.card.reference', { reference }),
      cancellationFee: (amount) => t('bookingUi.card.cancellationFee', { amount }),
      actionsFor: (shop, date) => t('bookingUi.card.actionsFor', { shop, date }),
      reschedule: t('bookingUi.card.reschedule'),
      cancel: t('bookingUi.card.cancel'),
      bookAgain: t('bookingUi.card.bookAgain'),
      addToCalendar: t('bookingUi.card.addToCalendar'),
      viewShop: t('bookingUi.card.viewShop'),
    }),
    [t],
  );
}

export function useCustomerDetailsDialogLabels(): CustomerDetailsDialogLabels {
  const t = useT();
  return useMemo(() => {
    const k = (key: string) => t(`bookingUi.dialogs.details.${key}`);
    return {
      heading: k('heading'),
      intro: k('intro'),
      name: k('name'),
      email: k('email'),
      fromAccount: k('fromAccount'),
      phone: k('phone'),
      specialRequests: k('specialRequests'),
      specialRequestsCounter: counter(t),
      firstTimeCustomer: k('firstTimeCustomer'),
      sendReminders: k('sendReminders'),
      reminderLeadTime: k('reminderLeadTime'),
      reminderOption: (hours) => t('bookingUi.dialogs.details.reminderOption', { hours }),
      acceptTerms: k('acceptTerms'),
      complete: k('complete'),
      completing: k('completing'),
      cancel: k('cancel'),
      phoneRequired: k('phoneRequired'),
      phoneInvalid: k('phoneInvalid'),
      specialRequestsTooLong: t('bookingUi.dialogs.details.specialRequestsTooLong', {
        max: SPECIAL_REQUESTS_MAX,
      }),
    };
  }, [t]);
}

export function useBookingConfirmationLabels(): BookingConfirmationLabels {
  const t = useT();
  return useMemo(() => {
    const k = (key: string) => t(`bookingUi.confirmation.${key}`);
    return {
      confirmedHeading: k('confirmedHeading'),
      pendingHeading: k('pendingHeading'),
      confirmedBody: (email) => t('bookingUi.confirmation.confirmedBody', { email }),
      pendingBody: (email) => t('bookingUi.confirmation.pendingBody', { email }),
      what: k('what'),
      where: k('where'),
      when: k('when'),
      staff: k('staff'),
      anyStaff: k('anyStaff'),
      total: k('total'),
      reference: k('reference'),
      timeRange: timeRange(t),
      withZone: (time, zone) => t('bookingUi.confirmation.withZone', { time, zone }),
      duration: (minutes) => durationText(t, minutes),
      copyReference: k('copyReference'),
      referenceCopied: k('referenceCopied'),
      addToCalendar: k('addToCalendar'),
      downloadIcs: k('downloadIcs'),
      googleCalendar: k('googleCalendar'),
      opensInNewTab: k('opensInNewTab'),
      viewBookings: k('viewBookings'),
      bookAgain: k('bookAgain'),
    };
  }, [t]);
}

export function useSlotTakenNoticeLabels(): SlotTakenNoticeLabels {
  const t = useT();
  return useMemo(
    () => ({
      heading: t('bookingUi.slotTaken.heading'),
      body: t('bookingUi.slotTaken.body'),
      alternatives: t('bookingUi.slotTaken.alternatives'),
      loading: t('bookingUi.slotTaken.loading'),
      none: t('bookingUi.slotTaken.none'),
      alternative: (date, time) => t('bookingUi.slotTaken.alternative', { date, time }),
      chooseAnother: t('bookingUi.slotTaken.chooseAnother'),
    }),
    [t],
  );
}

export function useCancelBookingDialogLabels(): CancelBookingDialogLabels {
  const t = useT();
  return useMemo(
    () => ({
      heading: t('bookingUi.dialogs.cancel.heading'),
      timeRange: timeRange(t),
      freeUntil: (dateTime) => t('bookingUi.dialogs.cancel.freeUntil', { dateTime }),
      feeNow: (amount, percent) => t('bookingUi.dialogs.cancel.feeNow', { amount, percent }),
      reason: t('bookingUi.dialogs.cancel.reason'),
      reasonCounter: counter(t),
      confirm: t('bookingUi.dialogs.cancel.confirm'),
      cancelling: t('bookingUi.dialogs.cancel.cancelling'),
      keep: t('bookingUi.dialogs.cancel.keep'),
    }),
    [t],
  );
}

export function useRescheduleDialogLabels(): RescheduleDialogLabels {
  const t = useT();
  return useMemo(
    () => ({
      heading: t('bookingUi.dialogs.reschedule.heading'),
      from: t('bookingUi.dialogs.reschedule.from'),
      to: t('bookingUi.dialogs.reschedule.to'),
      dateTime: (date, time) => t('bookingUi.dialogs.reschedule.dateTime', { date, time }),
      lateWarning: t('bookingUi.dialogs.reschedule.lateWarning', {
        hours: LATE_RESCHEDULE_HOURS,
      }),
      reschedulesLeftAfter: (count) =>
        t('bookingUi.dialogs.reschedule.reschedulesLeftAfter', { count }),
      reason: t('bookingUi.dialogs.reschedule.reason'),
      reasonCounter: counter(t),
      confirm: t('bookingUi.dialogs.reschedule.confirm'),
      rescheduling: t('bookingUi.dialogs.reschedule.rescheduling'),
      back: t('bookingUi.dialogs.reschedule.back'),
    }),
    [t],
  );
}
