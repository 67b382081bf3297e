import { useCallback, useMemo, useReducer, useState } from 'react';
import { SHOP_CHAIR_ID, type Booking, type TimeSlot } from '@/domain/booking';
import type { ShopService } from '@/domain/search';
import type { Shop } from '@/domain/shop';
import { defaultMaxDate, shopLocalToday } from './booking-dates';
import {
  initialSelection,
  selectionComplete,
  selectionReducer,
  type BookingSelection,
  type SelectionAction,
} from './booking-selection';
import type { PendingBooking } from './pending-booking';
import { useLiveShopSlots } from './realtime-cache';
import { useAvailability, slotsKeyOf, type Availability } from './use-availability';
import { qualifiedFor, shopStaff } from './use-booking-shop';

/**
 * The state of the booking page between "shop loaded" and "Continue" (spec 02 §4 "Booking flow"): the
 * selection, what it costs, the availability for it, live slot changes, and the checks of a time that came
 * from elsewhere (a restored guest choice, a time someone else just took).
 */

/** why the chosen time was dropped: someone booked it meanwhile, or the restored time is gone */
export type TimeLost = { date: string; time: string; reason: 'live' | 'restore' } | null;

export interface BookingFlowOptions {
  shop: Shop;
  services: ShopService[];
  preselectedServiceId: string | null;
  /** a day and time from the link (`?date=YYYY-MM-DD&time=HH:MM`, e.g. a search by availability) */
  preselectedWhen?: { date: string | null; time: string | null };
  /** a guest's choice from before signing in */
  pending: PendingBooking | null;
  /** reschedule mode: the booking being moved */
  rescheduling: Booking | null;
  /**
   * Called once the restored time was checked and is still free. It runs while the component that owns this
   * hook renders, so it may only set that component's own state.
   */
  onRestoredTimeFree?: () => void;
  /**
   * While the customer's own booking is on its way (and once it is made), live slot changes are not applied:
   * their own booking would otherwise show up as "someone just booked" before its answer arrives; a time
   * someone else took meanwhile is answered by the 409. With the details form open they still apply, so a time
   * taken meanwhile is lost at once (`timeLost` 'live').
   */
  pauseLive?: boolean;
}

export interface BookingFlow {
  selection: BookingSelection;
  dispatch: (action: SelectionAction) => void;
  chosenServices: ShopService[];
  totalPrice: number;
  totalDuration: number;
  /** the staff the picker offers (qualified for every chosen service) */
  staffChoices: ReturnType<typeof shopStaff>;
  /** the staff used for availability: the chosen one if still qualified, else any */
  staffId: string | null;
  staffName: string | null;
  availability: Availability;
  today: string;
  maxDate: string;
  complete: boolean;
  timeLost: TimeLost;
  dismissTimeLost: () => void;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

function restoredSelection(
  base: BookingSelection,
  pending: PendingBooking | null,
  rescheduling: Booking | null,
  when: { date: string | null; time: string | null } | undefined,
  today: string,
): BookingSelection {
  if (rescheduling) {
    return selectionReducer(base, {
      type: 'restore',
      serviceIds: rescheduling.services.map((s) => s.id),
      staffId: rescheduling.staffId === SHOP_CHAIR_ID ? null : rescheduling.staffId,
      date: rescheduling.date,
      time: null,
      locked: true,
    });
  }
  if (pending) {
    return selectionReducer(base, {
      type: 'restore',
      serviceIds: pending.services,
      staffId: pending.staffId,
      date: pending.dateTime.date,
      time: pending.dateTime.time,
    });
  }
  if (when?.date && DATE.test(when.date) && when.date >= today) {
    return selectionReducer(base, {
      type: 'restore',
      serviceIds: base.serviceIds,
      staffId: null,
      date: when.date,
      time: when.time && TIME.test(when.time) ? when.time : null,
    });
  }
  return base;
}

export function useBookingFlow(options: BookingFlowOptions): BookingFlow {
  const { shop, services, preselectedServiceId, pending, rescheduling, preselectedWhen } = options;
  const today = shopLocalToday(shop.timeZone);
  const [selection, dispatch] = useReducer(selectionReducer, null, () =>
    restoredSelection(
      initialSelection(
        today.slice(0, 7),
        services.some((s) => s.id === preselectedServiceId) ? preselectedServiceId : null,
      ),
      pending,
      rescheduling,
      preselectedWhen,
      today,
    ),
  );
  // A restored time is checked against fresh slots before anything else happens with it.
  // `fromPending`: back from signing in, a free time goes straight on to the details.
  const [check, setCheck] = useState<{ time: string; fromPending: boolean } | null>(() =>
    !rescheduling && selection.time
      ? { time: selection.time, fromPending: pending !== null }
      : null,
  );
  const [timeLost, setTimeLost] = useState<TimeLost>(null);

  const chosenServices = useMemo(
    () =>
      selection.serviceIds
        .map((id) => services.find((s) => s.id === id))
        .filter((s): s is ShopService => s !== undefined),
    [selection.serviceIds, services],
  );
  const serviceIds = useMemo(() => chosenServices.map((s) => s.id), [chosenServices]);
  const staffChoices = useMemo(() => qualifiedFor(shopStaff(shop), serviceIds), [shop, serviceIds]);
  const staffId = staffChoices.some((m) => m.id === selection.staffId) ? selection.staffId : null;
  const staffName = staffChoices.find((m) => m.id === staffId)?.name ?? null;

  const query = {
    shopId: shop.id,
    serviceIds,
    staffId,
    month: selection.month,
    date: selection.date,
  };
  const availability = useAvailability(query, options.pauseLive);
  useLiveShopSlots(shop.id);

  const calendar = availability.calendar.status === 'ready' ? availability.calendar.value : null;
  const maxDate = calendar?.maxDate ?? defaultMaxDate(today);

  // Fresh slots for the current choice: drop a chosen time that is no longer free (render-time update, so
  // the page never shows a taken time as chosen).
  const slots = availability.slots;
  const freshFor = slotsKeyOf(query);
  if (
    slots.status === 'ready' &&
    !slots.refreshing &&
    availability.slotsKey === freshFor &&
    selection.time !== null &&
    selection.date !== null
  ) {
    const slot: TimeSlot | undefined = slots.value.slots.find((s) => s.time === selection.time);
    if (!slot?.available) {
      const lost = selection.time;
      dispatch({ type: 'clearTime' });
      setTimeLost({ date: selection.date, time: lost, reason: check ? 'restore' : 'live' });
      if (check) setCheck(null);
    } else if (check) {
      setCheck(null);
      if (check.fromPending) options.onRestoredTimeFree?.();
    }
  }

  const dismissTimeLost = useCallback(() => setTimeLost(null), []);
  const wrappedDispatch = useCallback((action: SelectionAction) => {
    if (action.type === 'selectTime' || action.type === 'selectDate') setTimeLost(null);
    dispatch(action);
  }, []);

  const totalPrice = chosenServices.reduce((sum, s) => sum + s.price, 0);
  const totalDuration = chosenServices.reduce((sum, s) => sum + s.duration, 0);
  return {
    selection,
    dispatch: wrappedDispatch,
    chosenServices,
    totalPrice: Math.round(totalPrice * 100) / 100,
    totalDuration,
    staffChoices,
    staffId,
    staffName,
    availability,
    today,
    maxDate,
    complete: selectionComplete(selection) && chosenServices.length > 0,
    timeLost,
    dismissTimeLost,
  };
}
