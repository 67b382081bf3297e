import type { Logger } from '../../logger';
import type { Mailer, MailRequest } from '../../mail';
import type { BookingEventMap, BookingEvents } from './booking-events';
import { createdMail, updatedMail } from './booking-mail';

export interface BookingNotificationsOptions {
  events: BookingEvents;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

/**
 * Emails the customer after each booking write: the confirmation (or request) with its .ics, then one email per
 * status change or reschedule, in the customer's language. Listeners run after the write succeeded; a mail
 * failure (or a bug building one) is logged, never thrown into the request that changed the booking.
 * Returns the function that unsubscribes.
 */
export function linkBookingNotifications({
  events,
  mailer,
  logger,
  publicUrl,
}: BookingNotificationsOptions): () => void {
  const send = (
    booking: { id: string; customerEmail: string },
    build: () => MailRequest | null,
  ) => {
    // a shop's walk-in contact may have no email: nothing to send
    if (!booking.customerEmail) return;
    const bookingId = booking.id;
    void (async () => {
      const request = build();
      if (request) await mailer.send(request);
    })().catch((error: unknown) => logger.error({ err: error, bookingId }, 'booking email failed'));
  };
  const created = (...[booking, context]: BookingEventMap['created']) =>
    send(booking, () => createdMail(booking, context.locale, publicUrl));
  const updated = (...[booking, change]: BookingEventMap['updated']) =>
    send(booking, () => updatedMail(booking, change, publicUrl));

  events.on('created', created);
  events.on('updated', updated);
  return () => {
    events.off('created', created);
    events.off('updated', updated);
  };
}
