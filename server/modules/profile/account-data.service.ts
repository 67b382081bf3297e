import mongoose from 'mongoose';
import type { Locale } from '../../../src/domain/constants';
import type { DataExport } from '../../../src/domain/profile';
import type { MailRequest, MailTemplateName } from '../../mail/mailer';
import { FavoriteModel } from '../../models/favorite.model';
import { ShopModel } from '../../models/shop.model';
import { LoginIdentityModel, UserModel } from '../../models/user.model';
import type { SessionControl } from '../auth/auth.contract';
import type { AvatarService } from './avatar.service';
import { toAccountSettings, toProfileExport } from './profile.mapper';
import { loadActiveUser } from './profile.records';

export const DELETED_USER_NAME = 'Deleted user';
export const deletedUserEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

interface AccountDataDeps {
  sessions: SessionControl;
  onShopsChanged: () => void;
  avatars: AvatarService;
  notify: <T extends MailTemplateName>(request: MailRequest<T>) => Promise<void>;
}

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
  return {
    /**
     * Erases the account. There are no transactions, so the order makes a failure safe to retry with the same
     * token: sign-in ends first (identities), then everything keyed by user id, and the user document is
     * anonymised last (after that every profile call answers 401). Sessions are revoked once data is gone.
     */
    async deleteAccount(userId: string): Promise<void> {
      const user = await loadActiveUser(userId);
      const original = { email: user.email, name: user.name, language: user.language };

      await LoginIdentityModel.deleteMany({ userId });
      await deps.avatars.removeAllOf(userId);
      await passwordResetsCollection().deleteMany({ userId });
      await FavoriteModel.deleteMany({ userId });
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

      await deps.sessions.revokeAllForUser(userId);
      // Revoked sessions still hold the device's IP and user agent: personal data, so they go too.
      await sessionsCollection().deleteMany({ userId });
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
      const [identities, sessions, avatar, shops, emails, favorites] = await Promise.all([
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
        },
      };
    },
  };
}
