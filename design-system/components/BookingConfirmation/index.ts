export { BookingConfirmation, type BookingConfirmationProps } from './BookingConfirmation';
export type { BookingConfirmationLabels } from './labels';
