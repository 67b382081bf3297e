/**
 * The customer's choice on the booking page (spec 02 §4 "Booking flow" and "Service selection"): services,
 * then staff, date and time. A pure reducer so the rules are in one place:
 * - several services by default; in single-select mode choosing another replaces the first and raises the
 *   spec's notice; choosing a chosen one toggles it off;
 * - changing services, staff or date clears the chosen time;
 * - services can be locked (reschedule: the booking's services are kept).
 */

export type ServiceMode = 'multiple' | 'single';

export interface BookingSelection {
  serviceIds: string[];
  mode: ServiceMode;
  /** the single-select notice is shown (set when a choice was replaced) */
  singleNotice: boolean;
  /** services cannot change (reschedule) */
  locked: boolean;
  /** null = any available */
  staffId: string | null;
  /** YYYY-MM shown by the calendar */
  month: string;
  date: string | null;
  time: string | null;
}

export type SelectionAction =
  | { type: 'toggleService'; id: string }
  | { type: 'setMode'; mode: ServiceMode }
  | { type: 'selectStaff'; staffId: string | null }
  | { type: 'showMonth'; month: string }
  | { type: 'selectDate'; date: string }
  | { type: 'selectTime'; time: string }
  | { type: 'clearTime' }
  | {
      type: 'restore';
      serviceIds: string[];
      staffId: string | null;
      date: string | null;
      time: string | null;
      locked?: boolean;
    };

export function initialSelection(
  month: string,
  preselectedServiceId: string | null,
): BookingSelection {
  return {
    serviceIds: preselectedServiceId ? [preselectedServiceId] : [],
    mode: preselectedServiceId ? 'single' : 'multiple',
    singleNotice: false,
    locked: false,
    staffId: null,
    month,
    date: null,
    time: null,
  };
}

function toggle(state: BookingSelection, id: string): BookingSelection {
  if (state.locked) return state;
  if (state.serviceIds.includes(id)) {
    return {
      ...state,
      serviceIds: state.serviceIds.filter((s) => s !== id),
      singleNotice: false,
      time: null,
    };
  }
  if (state.mode === 'single' && state.serviceIds.length > 0) {
    return { ...state, serviceIds: [id], singleNotice: true, time: null };
  }
  return { ...state, serviceIds: [...state.serviceIds, id], singleNotice: false, time: null };
}

export function selectionReducer(
  state: BookingSelection,
  action: SelectionAction,
): BookingSelection {
  switch (action.type) {
    case 'toggleService':
      return toggle(state, action.id);
    case 'setMode': {
      if (state.locked || state.mode === action.mode) return state;
      // Going back to one service keeps the first choice only.
      const serviceIds = action.mode === 'single' ? state.serviceIds.slice(0, 1) : state.serviceIds;
      const changed = serviceIds.length !== state.serviceIds.length;
      return {
        ...state,
        mode: action.mode,
        serviceIds,
        singleNotice: false,
        time: changed ? null : state.time,
      };
    }
    case 'selectStaff':
      return state.staffId === action.staffId
        ? state
        : { ...state, staffId: action.staffId, time: null };
    case 'showMonth':
      return { ...state, month: action.month };
    case 'selectDate':
      return state.date === action.date
        ? state
        : { ...state, date: action.date, time: null, month: action.date.slice(0, 7) };
    case 'selectTime':
      return { ...state, time: action.time };
    case 'clearTime':
      return state.time === null ? state : { ...state, time: null };
    case 'restore':
      return {
        ...state,
        serviceIds: action.serviceIds,
        mode: action.serviceIds.length > 1 ? 'multiple' : state.mode,
        singleNotice: false,
        locked: action.locked ?? state.locked,
        staffId: action.staffId,
        date: action.date,
        time: action.time,
        month: action.date ? action.date.slice(0, 7) : state.month,
      };
  }
}

/** Continue is enabled only when services, date and time are complete (spec 02 §4). */
export function selectionComplete(selection: BookingSelection): boolean {
  return selection.serviceIds.length > 0 && selection.date !== null && selection.time !== null;
}
