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
import { errorText } from '@/lib/error-text';
import { slotsQuery } from './booking-queries';
import { findAlternatives, type TimeChoice } from './nearest-times';
import { clearPendingBooking } from './pending-booking';
import { applyBookingChange } from './realtime-cache';
import { isSlotTaken, submitBooking } from './submit-booking';

/**
 * From "Continue" to a booking (spec 02 §2.4, §5 "Customer modal"; issue 5): the customer-details modal
 * prefilled from the account and profile, the create call with one Idempotency-Key per submit, and the
 * slot-taken path (close the modal; the page offers the nearest free times, useSlotTaken).
 */

export interface CheckoutChoice {
  shopId: string;
  serviceIds: string[];
  staffId: string | null;
  date: string;
  time: string;
}

/** why a held time was lost: the 409 on Complete ('taken') or a live change while it was held ('live') */
export type LostCause = 'taken' | 'live';

export interface SlotTakenState {
  /** the time that was lost */
  lost: TimeChoice;
  cause: LostCause;
  loading: boolean;
  alternatives: TimeChoice[];
  /** grows with every loss, so each one is brought into view even if the same time is lost twice */
  seq: number;
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
    (lost: CheckoutChoice, maxDate: string | null, cause: LostCause = 'taken') => {
      const at = { date: lost.date, time: lost.time };
      setState((s) => ({
        lost: at,
        cause,
        loading: true,
        alternatives: [],
        seq: (s?.seq ?? 0) + 1,
      }));
      const choice = { shopId: lost.shopId, serviceIds: lost.serviceIds, staffId: lost.staffId };
      void findAlternatives(
        at,
        async (date) =>
          (await client.fetchQuery({ ...slotsQuery(choice, date), staleTime: 0 })).slots,
        maxDate,
      ).then((alternatives) =>
        setState((s) => (s && s.lost === at ? { ...s, loading: false, alternatives } : s)),
      );
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

/**
 * `onSlotTaken`: the 409 SLOT_TAKEN on Complete; the details close and the page shows the loss where the
 * customer is looking (BookingFlowView).
 */
export function useCheckout(
  onConfirmed: (booking: Booking) => void,
  onSlotTaken: (lost: CheckoutChoice) => void,
) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: create, isPending: submitting } = useCreateBooking();

  const openDetails = useCallback(() => {
    setError(null);
    setOpen(true);
  }, []);
  const closeDetails = useCallback(() => {
    if (!submitting) setOpen(false);
  }, [submitting]);

  const failureText = useCallback(
    (failure: unknown) => {
      const fields =
        failure instanceof ApiError && failure.errors ? Object.values(failure.errors) : [];
      // A refusal with a reason of its own says it (a booking limit: trying again cannot help); a crash or a lost
      // connection gets the spec's alert, as do bad fields, followed by what each one got wrong.
      if (fields.length === 0) return errorText(failure, intl, 'booking.completeError');
      const base = intl.formatMessage({ id: 'booking.completeError' });
      const details = fields.map((key) =>
        intl.messages[key] ? intl.formatMessage({ id: key }) : key,
      );
      return [base, ...details].join(' ');
    },
    [intl],
  );

  const submit = useCallback(
    async (choice: CheckoutChoice, values: CustomerDetailsValues) => {
      setError(null);
      try {
        const booking = await create(bookingInput(choice, values));
        clearPendingBooking();
        setOpen(false);
        onConfirmed(booking);
      } catch (failure) {
        if (isSlotTaken(failure)) {
          setOpen(false);
          onSlotTaken(choice);
        } else {
          setError(failureText(failure));
        }
      }
    },
    [create, failureText, onConfirmed, onSlotTaken],
  );

  return {
    detailsOpen: open,
    openDetails,
    closeDetails,
    submitting,
    error,
    submit,
  };
}
