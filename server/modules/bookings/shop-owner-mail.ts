import type { Booking } from '../../../src/domain/booking';
import type { Locale } from '../../../src/domain/constants';
import {
  noticeDelivery,
  noticeOfCreated,
  noticeOfUpdated,
  type ShopNotice,
} from '../../../src/domain/shop-notices';
import type { Logger } from '../../logger';
import type { Mailer, MailRequest } from '../../mail';
import { userDocument } from '../auth/user-documents';
import { shopNoticeSettings } from '../shop-notifications/shop-notice-settings';
import type { ShopCatalog } from '../shops/shop-catalog';
import type { BookingChange, BookingEventMap, BookingEvents } from './booking-events';
import { shopDocument } from './booking-documents';
import { mailDetailsOfBooking } from './booking-mail';

/** Who the owner email goes to (the shop's and its owner's documents, from memory when current). */
interface ShopMailRecipient {
  /** the shop's email, else the owner's */
  to: string;
  ownerName: string;
  locale: Locale;
}

async function shopMailRecipient(
  shopId: string,
  catalog: Pick<ShopCatalog, 'changeCount'> | undefined,
): Promise<ShopMailRecipient | null> {
  const shop = await shopDocument<{ email?: string; ownerId?: string | null }>(shopId, catalog);
  if (!shop?.ownerId) return null;
  const owner = await userDocument(shop.ownerId);
  const to = shop.email || owner?.email;
  if (!to) return null;
  return { to, ownerName: owner?.name ?? '', locale: owner?.language === 'it' ? 'it' : 'en' };
}

/** The owner's email for a notice. */
function shopOwnerMail(
  booking: Booking,
  notice: ShopNotice,
  recipient: ShopMailRecipient,
  change: Pick<BookingChange, 'previous' | 'reason'> | null,
): MailRequest<'shop-booking'> {
  const moved =
    change !== null &&
    (change.previous.date !== booking.date || change.previous.time !== booking.startTime);
  return {
    to: recipient.to,
    locale: recipient.locale,
    template: 'shop-booking',
    data: {
      ...mailDetailsOfBooking(booking),
      ownerName: recipient.ownerName,
      kind: notice.type,
      by: notice.actor,
      status: booking.status,
      previous:
        moved && change ? { date: change.previous.date, startTime: change.previous.time } : null,
      reason: change?.reason ?? null,
      customerEmail: booking.customerEmail,
      customerPhone: booking.customerPhone,
    },
  };
}

/**
 * Emails the shop's owner after each new, changed or cancelled booking they did not make themselves, per the
 * shop's notification settings (src/domain/shop-notices.ts: `email` on, and `newBookings` for new ones), in the owner's language, through the same mailer
 * (SMTP or the outbox). Runs after the write; a failure is logged, never thrown. Returns the unsubscriber.
 */
export function linkShopOwnerMail(options: {
  events: BookingEvents;
  mailer: Mailer;
  logger: Logger;
  /** the shop's document comes from memory while this catalog has not changed */
  catalog?: Pick<ShopCatalog, 'changeCount'>;
}): () => void {
  const send = (
    booking: Booking,
    notice: ShopNotice | null,
    change: Pick<BookingChange, 'previous' | 'reason'> | null,
  ) => {
    if (!notice) return;
    void (async () => {
      const settings = await shopNoticeSettings(booking.shopId, options.catalog);
      if (!settings || !noticeDelivery(notice, settings).email) return;
      const recipient = await shopMailRecipient(booking.shopId, options.catalog);
      if (recipient) await options.mailer.send(shopOwnerMail(booking, notice, recipient, change));
    })().catch((error: unknown) =>
      options.logger.error({ err: error, bookingId: booking.id }, 'shop owner email failed'),
    );
  };
  const created = (...[booking]: BookingEventMap['created']) =>
    send(booking, noticeOfCreated(booking), null);
  const updated = (...[booking, change]: BookingEventMap['updated']) =>
    send(booking, noticeOfUpdated(booking, change), change);
  options.events.on('created', created);
  options.events.on('updated', updated);
  return () => {
    options.events.off('created', created);
    options.events.off('updated', updated);
  };
}
