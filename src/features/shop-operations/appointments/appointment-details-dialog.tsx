import type { Booking } from '@/domain/booking';

// SKELETON: replaced by the appointments helper. One booking in full, with every action the owner may take on it
// (confirm, reject, cancel, reschedule or move to another time or person, check in, complete, no-show, notes).
export function AppointmentDetailsDialog(_props: {
  shopId: string;
  booking: Booking | null;
  open: boolean;
  onClose: () => void;
}) {
  return null;
}
