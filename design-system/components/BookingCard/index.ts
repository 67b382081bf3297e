export { BookingCard, type BookingCardAction, type BookingCardProps } from './BookingCard';
export { BookingStatusChip, type BookingStatusChipProps } from './BookingStatusChip';
export type { BookingCardLabels } from './labels';
export { formatBookingDate, formatBookingTime, formatEuro, formatInstant } from './booking-format';
