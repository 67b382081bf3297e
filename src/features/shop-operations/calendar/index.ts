/**
 * What other parts of the shop's day may reuse of the calendar: the move dialog (the details dialog's keyboard
 * path). The tab itself is exported by the feature's index.
 */
export { MoveBookingDialog } from './move-booking-dialog';
