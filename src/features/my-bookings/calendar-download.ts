import type { Booking } from '@/domain/booking';
import { fetchCalendarFile } from '@/features/booking';

/**
 * Saves the booking's .ics file. The file needs the session (it is fetched with the token, not opened as a
 * plain link), so it is downloaded as a blob and handed to the browser through a temporary object URL.
 */
export async function downloadCalendarFile(
  booking: Pick<Booking, 'id' | 'reference'>,
): Promise<void> {
  const blob = await fetchCalendarFile(booking.id);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `orabella-${booking.reference}.ics`;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // revoked on the next tick: some browsers start the download only after click() returns
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
