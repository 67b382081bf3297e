import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CustomerDetailsValues } from '@design-system/components';
import {
  DEFAULT_REMINDER_HOURS,
  REMINDER_LEAD_HOURS,
  type Booking,
  type CreateBookingInput,
  type ReminderLeadHours,
} from '@/domain/booking';
import type { SessionUser } from '@/domain/auth';
import { profileQuery } from '@/features/profile';
import { ApiError } from '@/lib/api';
import { slotsQuery } from './booking-queries';
import { findAlternatives, type TimeChoice } from './nearest-times';
import { clearPendingBooking } from './pending-booking';
import { applyBookingChange } from './realtime-cache';
import { isSlotTaken, submitBooking } from './submit-booking';

/**
 * From "Continue" to a booking (spec 02 §2.4, §5 "Customer modal"; issue 5): the customer-details modal
 * prefilled from the account and profile, the create call with one Idempotency-Key per submit, and the
 * slot-taken path (close the modal, offer the nearest free times).
 */

export interface CheckoutChoice {
  shopId: string;
  serviceIds: string[];
  staffId: string | null;
  date: string;
  time: string;
}

export interface SlotTakenState {
  loading: boolean;
  alternatives: TimeChoice[];
}

export interface Prefill {
  phone: string;
  reminderHours: ReminderLeadHours;
}

const asLeadHours = (value: unknown): ReminderLeadHours =>
  (REMINDER_LEAD_HOURS as readonly unknown[]).includes(value)
    ? (value as ReminderLeadHours)
    : DEFAULT_REMINDER_HOURS;

/** The customer's phone and reminder preference (spec 02 §3 bookingPrefs.reminderTime); defaults on failure. */
export function useCustomerPrefill(user: SessionUser | null): Prefill | null {
  const userId = user?.role === 'customer' ? user.id : null;
  const profile = useQuery({ ...profileQuery(userId ?? ''), enabled: userId !== null });
  if (!userId) return null;
  if (profile.data)
    return {
      phone: profile.data.phone ?? '',
      reminderHours: asLeadHours(profile.data.bookingPrefs?.reminderTime),
    };
  if (profile.isError) return { phone: '', reminderHours: DEFAULT_REMINDER_HOURS };
  return null;
}

export function bookingInput(
  choice: CheckoutChoice,
  values: CustomerDetailsValues,
): CreateBookingInput {
  return {
    shopId: choice.shopId,
    serviceIds: choice.serviceIds,
    staffId: choice.staffId,
    date: choice.date,
    time: choice.time,
    reminderHours: values.sendReminders ? values.reminderHours : null,
    customerDetails: {
      name: values.name,
      email: values.email,
      phone: values.phone,
      specialRequests: values.specialRequests,
      firstTimeCustomer: values.firstTimeCustomer,
      sendReminders: values.sendReminders,
      acceptTerms: values.acceptTerms,
    },
  };
}

/**
 * Finds the nearest free times after a slot was lost (same date first, then the next days), asking the
 * server afresh for each day (the cached day is the one that was just proved wrong).
 */
export function useSlotTaken() {
  const client = useQueryClient();
  const [state, setState] = useState<SlotTakenState | null>(null);
  const show = useCallback(
    (lost: CheckoutChoice, maxDate: string | null) => {
      setState({ loading: true, alternatives: [] });
      const choice = { shopId: lost.shopId, serviceIds: lost.serviceIds, staffId: lost.staffId };
      void findAlternatives(
        { date: lost.date, time: lost.time },
        async (date) =>
          (await client.fetchQuery({ ...slotsQuery(choice, date), staleTime: 0 })).slots,
        maxDate,
      ).then((alternatives) => setState((s) => (s ? { loading: false, alternatives } : s)));
    },
    [client],
  );
  const dismiss = useCallback(() => setState(null), []);
  return { slotTaken: state, showSlotTaken: show, dismissSlotTaken: dismiss };
}

/** POST /api/bookings (one Idempotency-Key per submit); the new booking joins every cached view. */
function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBookingInput) => submitBooking(input),
    onSuccess: (booking) => void applyBookingChange(client, booking),
  });
}

export function useCheckout(onConfirmed: (booking: Booking) => void) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { slotTaken, showSlotTaken, dismissSlotTaken } = useSlotTaken();
  const { mutateAsync: create, isPending: submitting } = useCreateBooking();

  const openDetails = useCallback(() => {
    setError(null);
    dismissSlotTaken();
    setOpen(true);
  }, [dismissSlotTaken]);
  const closeDetails = useCallback(() => {
    if (!submitting) setOpen(false);
  }, [submitting]);

  const failureText = useCallback(
    (failure: unknown) => {
      const base = intl.formatMessage({ id: 'booking.completeError' });
      const fields =
        failure instanceof ApiError && failure.errors ? Object.values(failure.errors) : [];
      const details = fields.map((key) =>
        intl.messages[key] ? intl.formatMessage({ id: key }) : key,
      );
      return [base, ...details].join(' ');
    },
    [intl],
  );

  const submit = useCallback(
    async (choice: CheckoutChoice, values: CustomerDetailsValues, maxDate: string | null) => {
      setError(null);
      try {
        const booking = await create(bookingInput(choice, values));
        clearPendingBooking();
        setOpen(false);
        onConfirmed(booking);
      } catch (failure) {
        if (isSlotTaken(failure)) {
          setOpen(false);
          showSlotTaken(choice, maxDate);
        } else {
          setError(failureText(failure));
        }
      }
    },
    [create, failureText, onConfirmed, showSlotTaken],
  );

  return {
    detailsOpen: open,
    openDetails,
    closeDetails,
    submitting,
    error,
    submit,
    slotTaken,
    dismissSlotTaken,
  };
}
