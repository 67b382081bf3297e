import mongoose from 'mongoose';
import type { Booking } from '../../../src/domain/booking';
import { BOOKINGS_PAGE_LIMIT_MAX } from '../../../src/domain/booking';
import type { Locale } from '../../../src/domain/constants';
import type { DataExport } from '../../../src/domain/profile';
import type { MailRequest, MailTemplateName } from '../../mail/mailer';
import { ApiError } from '../../http/api-error';
import { FavoriteModel } from '../../models/favorite.model';
import {
  eraseFavoriteServicesOf,
  storedFavoriteServicesOf,
} from '../favorites/favorite-service.model';
import { ReviewModel } from '../../models/review.model';
import { ShopReviewModel } from '../../models/shop-review.model';
import { ShopModel } from '../../models/shop.model';
import { LoginIdentityModel, UserModel } from '../../models/user.model';
import type { SessionControl } from '../auth/auth.contract';
import { userDocumentWritten } from '../auth/user-documents';
import type { BookingsService } from '../bookings/bookings.service';
import type { AvatarService } from './avatar.service';
import { toAccountSettings, toProfileExport, type UserRecord } from './profile.mapper';
import { loadActiveUser } from './profile.records';

export const DELETED_USER_NAME = 'Deleted user';
export const deletedUserEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

interface AccountDataDeps {
  sessions: SessionControl;
  onShopsChanged: () => void;
  avatars: AvatarService;
  notify: <T extends MailTemplateName>(request: MailRequest<T>) => Promise<void>;
  bookings: Pick<BookingsService, 'eraseCustomer' | 'list'>;
}

/*
 * What each collection holds about a user, and what the export and the deletion do with it:
 * - users: the profile and notification settings → exported; deletion leaves an anonymised shell (same `_id`).
 * - login identities: provider and date → exported (never the password hash); deleted.
 * - sessions: dates, user agent, IP → exported (never the token hash); revoked, then deleted.
 * - avatars: the image → its reference and metadata exported; deleted.
 * - bookings: every one the user made, with history, as they see it → exported; future ones cancelled, all
 *   anonymised (booking-erasure.ts says why the customer id stays).
 * - favorites and favourite services: exported; deleted. reviews: exported; the text is erased, the stars stay for the shop's rating.
 * - password_resets: dates and whether used → exported (never the token hash); deleted.
 * - outbox: subjects and dates of the emails sent to the address → exported; they stay: the outbox stands in
 *   for the mail server (with SMTP_URL set, mail has left the database) and is readable by admins only.
 * - shops (owned) → exported; they leave the marketplace on deletion. shop_reviews: an admin's decisions →
 *   exported, kept (the shop's approval record).
 * Left out of the export, as they hold nothing about the person beyond ids already exported: idempotency
 * (a submitted key and the booking it made), reminders (when a booking's reminder is due), claims,
 * slot_claims, bookingintents, booking day sheets and list indexes (bookkeeping of the bookings exported),
 * services (the shops'), search_counts (search texts counted per text, never tied to who searched).
 */

// Collections owned by other modules are read through the driver by name, so this module depends on their
// stored shape (documented in their models) and not on their code.
const sessionsCollection = () => mongoose.connection.collection('sessions');
const passwordResetsCollection = () => mongoose.connection.collection('password_resets');
const outboxCollection = () => mongoose.connection.collection('outbox');
// Users keep string ids (the driver's typing assumes ObjectId).
const usersCollection = () =>
  mongoose.connection.collection<{ _id: string }>(UserModel.collection.collectionName);

/** Delete my account (erase personal data) and export my data. */
export function createAccountDataService(deps: AccountDataDeps) {
  /**
   * Every session ends. revokeAllForUser also announces the end, and the real-time server drops the user's
   * sockets on it (they would otherwise go on receiving booking events). Revoked sessions still hold the
   * device's IP and user agent: personal data, so they go too.
   */
  async function endSessions(userId: string): Promise<void> {
    await deps.sessions.revokeAllForUser(userId);
    await sessionsCollection().deleteMany({ userId });
  }

  /** All the user's bookings as they see them (with history), page by page through their own list. */
  async function bookingsOf(userId: string): Promise<Booking[]> {
    const items: Booking[] = [];
    for (let page = 1; ; page += 1) {
      const list = await deps.bookings.list(
        { userId, role: 'customer' },
        { page: String(page), limit: String(BOOKINGS_PAGE_LIMIT_MAX) },
      );
      items.push(...list.items);
      if (list.items.length === 0 || page >= list.totalPages) return items;
    }
  }

  /** Everything about the person except bookings and sessions; returns who they were, for the farewell email. */
  async function erasePerson(found: UserRecord) {
    const userId = found._id;
    const user = await loadActiveUser(userId);
    const original = { email: user.email, name: user.name, language: user.language };

    await LoginIdentityModel.deleteMany({ userId });
    await deps.avatars.removeAllOf(userId);
    await passwordResetsCollection().deleteMany({ userId });
    await FavoriteModel.deleteMany({ userId });
    await eraseFavoriteServicesOf(userId);
    // The stars stay (the shop's rating counts them, and the user id now names nobody); the words may not.
    await ReviewModel.updateMany({ userId }, { $set: { text: '' } });
    // The owner's shops leave the marketplace: nobody is left to run them or answer their bookings.
    const shops = await ShopModel.updateMany(
      { ownerId: userId },
      { $set: { approvalStatus: 'rejected', ownerId: null } },
    );
    if (shops.modifiedCount > 0) deps.onShopsChanged();

    // A fresh document from the schema: every personal field at its empty default, nothing carried over.
    const now = new Date();
    const shell = new UserModel({
      _id: userId,
      name: DELETED_USER_NAME,
      email: deletedUserEmail(userId),
      role: user.role,
      status: user.status,
      deletedAt: now,
    }).toObject({ depopulate: true, versionKey: false });
    // Replaced through the driver so no mongoose update casting or timestamp logic adds or drops a field.
    await usersCollection().replaceOne(
      { _id: userId },
      { ...shell, createdAt: user.createdAt, updatedAt: now },
    );
    // the copies served from memory follow UserModel's writes by themselves, not the driver's
    await userDocumentWritten(userId);
    return original;
  }

  return {
    /**
     * Erases the account. There are no transactions, so the order makes a failure safe to retry with the same
     * token: sign-in ends first (identities), then everything keyed by user id, then the user document becomes
     * an anonymised shell (after that every profile call answers 401 and no booking can be made), then the
     * bookings (future ones cancelled, so their time is offered again and the shop hears of it; all anonymised;
     * a booking made while this ran is caught too), and the sessions end last. A retry that finds the shell
     * (it died after that point) goes on from the bookings.
     */
    async deleteAccount(userId: string): Promise<void> {
      const found = await UserModel.findById(userId).lean<UserRecord>();
      if (!found) throw new ApiError('TOKEN_INVALID');
      const original = found.deletedAt ? null : await erasePerson(found);
      await deps.bookings.eraseCustomer(userId);
      await endSessions(userId);
      // A retry after the shell was written has no address left to say goodbye to.
      if (original)
        await deps.notify({
          to: original.email,
          locale: (original.language ?? 'en') as Locale,
          template: 'account-deleted',
          data: { name: original.name },
        });
    },

    /** Everything stored about the user, for download; never password or token hashes. */
    async exportData(userId: string, now = new Date()): Promise<DataExport> {
      const user = await loadActiveUser(userId);
      const [
        identities,
        sessions,
        avatar,
        shops,
        emails,
        favorites,
        favoriteServices,
        bookings,
        reviews,
        resets,
        decisions,
      ] = await Promise.all([
        LoginIdentityModel.find({ userId })
          .select({ provider: 1, createdAt: 1 })
          .lean<{ provider: string; createdAt: Date }[]>(),
        sessionsCollection()
          .find(
            { userId },
            {
              projection: {
                _id: 0,
                createdAt: 1,
                lastUsedAt: 1,
                expiresAt: 1,
                userAgent: 1,
                ip: 1,
                revokedAt: 1,
              },
            },
          )
          .toArray(),
        deps.avatars.metadataOf(userId, user.avatarFile),
        ShopModel.find({ ownerId: userId })
          .select({ name: 1, approvalStatus: 1 })
          .lean<{ _id: string; name: string; approvalStatus: string }[]>(),
        outboxCollection()
          .find(
            { to: user.email },
            { projection: { _id: 0, subject: 1, template: 1, createdAt: 1 } },
          )
          .toArray(),
        FavoriteModel.find({ userId })
          .select({ _id: 0, shopId: 1, addedAt: 1, lastVisited: 1, notes: 1 })
          .lean<{ shopId: string; addedAt: Date; lastVisited: Date | null; notes: string }[]>(),
        storedFavoriteServicesOf(userId),
        bookingsOf(userId),
        ReviewModel.find({ userId })
          .select({ _id: 0, shopId: 1, bookingId: 1, rating: 1, text: 1, createdAt: 1 })
          .lean<
            {
              shopId: string;
              bookingId: string | null;
              rating: number;
              text: string;
              createdAt: Date;
            }[]
          >(),
        // when a reset was asked for and whether it was used; never the token's hash (the `_id`)
        passwordResetsCollection()
          .find({ userId }, { projection: { _id: 0, createdAt: 1, expiresAt: 1, usedAt: 1 } })
          .toArray(),
        // an admin's decisions on shops are theirs too
        ShopReviewModel.find({ reviewerId: userId })
          .select({ _id: 0, shopId: 1, decision: 1, reason: 1, reviewedAt: 1 })
          .lean<{ shopId: string; decision: string; reason: string | null; reviewedAt: Date }[]>(),
      ]);
      return {
        filename: `orabella-data-${now.toISOString().slice(0, 10)}.json`,
        data: {
          exportedAt: now.toISOString(),
          profile: toProfileExport(user),
          settings: toAccountSettings(user),
          loginIdentities: identities.map((identity) => ({
            provider: identity.provider,
            createdAt: identity.createdAt,
          })),
          sessions: sessions.map((session) => ({
            createdAt: session.createdAt ?? null,
            lastUsedAt: session.lastUsedAt ?? null,
            expiresAt: session.expiresAt ?? null,
            userAgent: session.userAgent ?? '',
            ip: session.ip ?? '',
            revoked: Boolean(session.revokedAt),
            revokedAt: session.revokedAt ?? null,
          })),
          avatar,
          shops: shops.map((shop) => ({
            id: shop._id,
            name: shop.name,
            approvalStatus: shop.approvalStatus,
          })),
          emails: emails.map((email) => ({
            subject: email.subject ?? '',
            template: email.template ?? '',
            createdAt: email.createdAt ?? null,
          })),
          favorites: favorites.map((favorite) => ({
            shopId: favorite.shopId,
            addedAt: favorite.addedAt,
            lastVisited: favorite.lastVisited ?? null,
            notes: favorite.notes ?? '',
          })),
          favoriteServices: favoriteServices.map((favorite) => ({
            serviceId: favorite.serviceId,
            shopId: favorite.shopId,
            addedAt: favorite.addedAt,
            notes: favorite.notes ?? '',
          })),
          bookings,
          reviews: reviews.map((review) => ({
            shopId: review.shopId,
            bookingId: review.bookingId ?? null,
            rating: review.rating,
            text: review.text ?? '',
            createdAt: review.createdAt,
          })),
          passwordResets: resets.map((reset) => ({
            createdAt: reset.createdAt ?? null,
            expiresAt: reset.expiresAt ?? null,
            used: Boolean(reset.usedAt),
          })),
          shopDecisions: decisions.map((decision) => ({
            shopId: decision.shopId,
            decision: decision.decision,
            reason: decision.reason ?? null,
            reviewedAt: decision.reviewedAt,
          })),
        },
      };
    },
  };
}
