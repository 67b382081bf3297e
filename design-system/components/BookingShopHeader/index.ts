export {
  BookingShopHeader,
  BOOKING_HEADER_THUMBNAILS,
  type BookingShopHeaderProps,
} from './BookingShopHeader';
export type { BookingShopHeaderLabels } from './labels';
