export { BookingCalendar, type BookingCalendarProps } from './BookingCalendar';
export type { BookingCalendarLabels } from './labels';
