/** What the rest of the shop's day uses of the calendar (the details dialog may reuse the move dialog). */
export { ShopCalendar } from './shop-calendar';
export { MoveBookingDialog, type MoveBookingDialogProps } from './move-booking-dialog';
