import type { UserRole } from '../../../src/domain/auth';
import type { Locale } from '../../../src/domain/constants';
import {
  EMAIL_CHANGE_RECENT_SIGN_IN_MS,
  settingsUpdateErrors,
  type AccountSettings,
  type ChangePasswordPayload,
  type CustomerProfileUpdate,
  type SettingsUpdate,
  type ShopProfileUpdate,
  type UserProfile,
} from '../../../src/domain/profile';
import type { Config } from '../../config';
import { ApiError } from '../../http/api-error';
import { createLogger } from '../../logger';
import type { MailRequest, MailTemplateName, Mailer } from '../../mail/mailer';
import {
  LoginIdentityModel,
  UserModel,
  emailIdentityId,
  normalizeEmail,
} from '../../models/user.model';
import { SessionModel } from '../../models/session.model';
import type { SessionControl } from '../auth/auth.contract';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { BookingsService } from '../bookings/bookings.service';
import { createAccountDataService } from './account-data.service';
import { createAvatarService } from './avatar.service';
import { toAccountSettings, toDottedSet, toUserProfile, type UserRecord } from './profile.mapper';
import { isDuplicateKey, loadActiveUser } from './profile.records';

export const NO_PASSWORD_MESSAGE =
  'This account signs in with Google or Facebook and has no password to change';

export type ProfileService = ReturnType<typeof createProfileService>;

export interface ProfileServiceDeps {
  config: Config;
  mailer: Mailer;
  sessions: SessionControl;
  onShopsChanged: () => void;
  bookings: Pick<BookingsService, 'eraseCustomer' | 'list'>;
}

/** Profile, password, settings, avatar, delete account and export data: always the signed-in user's own record. */
export function createProfileService(deps: ProfileServiceDeps) {
  const logger = createLogger(deps.config).child({ module: 'profile' });

  /** Security and farewell emails must not undo what already happened, so a failing transport is only logged. */
  async function notify<T extends MailTemplateName>(request: MailRequest<T>): Promise<void> {
    try {
      await deps.mailer.send(request);
    } catch (error) {
      logger.error({ err: error, template: request.template }, 'could not send email');
    }
  }

  const avatars = createAvatarService();
  const accountData = createAccountDataService({ ...deps, avatars, notify });

  return {
    avatars,
    ...accountData,

    async getProfile(userId: string): Promise<UserProfile> {
      return toUserProfile(await loadActiveUser(userId));
    },

    /**
     * Applies a validated profile form. A new email is claimed first by inserting its login identity (the
     * unique `_id` makes a taken email fail with E11000 before anything changes), then the user is updated in
     * one atomic `$set`, then the old identity goes.
     */
    async updateProfile(
      userId: string,
      sessionId: string,
      update: CustomerProfileUpdate | ShopProfileUpdate,
    ): Promise<UserProfile> {
      const user = await loadActiveUser(userId);
      const { currentPassword, ...fields } = update;
      const set = toDottedSet({ ...fields, email: normalizeEmail(update.email) });
      const newEmail = set.email as string;
      const emailChanges = newEmail !== user.email;

      let claimedIdentity: string | null = null;
      if (emailChanges) {
        // The email is where password resets go: whoever changes it owns the account, so a token alone is
        // not enough (a stolen or borrowed session must not be able to move the account away).
        await proveOwnership(user, sessionId, currentPassword);
        claimedIdentity = await claimEmail(user, newEmail);
      }

      let updated: UserRecord | null;
      try {
        updated = await UserModel.findOneAndUpdate(
          { _id: userId, deletedAt: null },
          { $set: set },
          { returnDocument: 'after', runValidators: true },
        ).lean<UserRecord>();
      } catch (error) {
        if (claimedIdentity) await LoginIdentityModel.deleteOne({ _id: claimedIdentity, userId });
        // The users' email index is the last word for accounts without a password identity.
        if (isDuplicateKey(error)) throw new ApiError('EMAIL_TAKEN');
        throw error;
      }
      if (!updated) {
        if (claimedIdentity) await LoginIdentityModel.deleteOne({ _id: claimedIdentity, userId });
        throw new ApiError('TOKEN_INVALID');
      }
      if (claimedIdentity)
        await LoginIdentityModel.deleteOne({ _id: emailIdentityId(user.email), userId });
      if (emailChanges)
        // to the OLD address: if the owner did not ask for this, it is the only place they will hear of it
        await notify({
          to: user.email,
          locale: (user.language === 'it' ? 'it' : 'en') as Locale,
          template: 'email-changed',
          data: { name: user.name, newEmail },
        });
      return toUserProfile(updated);
    },

    async changePassword(
      userId: string,
      sessionId: string,
      payload: ChangePasswordPayload,
    ): Promise<void> {
      const user = await loadActiveUser(userId);
      const identity = await LoginIdentityModel.findById(emailIdentityId(user.email)).lean();
      const currentHash =
        identity?.userId === userId && identity.provider === 'password'
          ? identity.passwordHash
          : null;
      if (!identity || !currentHash) throw new ApiError('NO_PASSWORD');
      if (!(await verifyPassword(payload.currentPassword, currentHash)))
        throw wrongCurrentPassword();
      const newHash = await hashPassword(payload.newPassword, deps.config.passwordHashCost);
      // Conditional on the hash just verified: of two concurrent changes with the same current password,
      // only the first wins; the second is told its current password is wrong.
      const { modifiedCount } = await LoginIdentityModel.updateOne(
        { _id: identity._id, passwordHash: currentHash },
        { $set: { passwordHash: newHash } },
      );
      if (modifiedCount !== 1) throw wrongCurrentPassword();
      // Whoever may know the old password is signed out everywhere except on this device.
      await deps.sessions.revokeAllForUser(userId, { exceptSessionId: sessionId });
      await notify({
        to: user.email,
        locale: (user.language ?? 'en') as Locale,
        template: 'password-changed',
        data: { name: user.name },
      });
    },

    async getSettings(userId: string): Promise<AccountSettings> {
      return toAccountSettings(await loadActiveUser(userId));
    },

    /** A partial: nested toggles are `$set` by their dotted path, so one toggle never resets its siblings. */
    async updateSettings(
      userId: string,
      role: UserRole,
      update: SettingsUpdate,
    ): Promise<AccountSettings> {
      const refused = settingsUpdateErrors(role, update);
      if (refused) throw ApiError.validation(refused);
      const { language, ...stored } = update;
      const set = toDottedSet(stored, 'settings');
      if (language !== undefined) set.language = language;
      if (Object.keys(set).length === 0) return toAccountSettings(await loadActiveUser(userId));
      const updated = await UserModel.findOneAndUpdate(
        { _id: userId, deletedAt: null },
        { $set: set },
        { returnDocument: 'after', runValidators: true },
      ).lean<UserRecord>();
      if (!updated) throw new ApiError('TOKEN_INVALID');
      return toAccountSettings(updated);
    },
  };
}

/**
 * Before an email change: the current password for accounts that have one; for Google/Facebook-only accounts,
 * a session signed in within EMAIL_CHANGE_RECENT_SIGN_IN_MS (refreshing does not renew its `createdAt`).
 */
async function proveOwnership(
  user: UserRecord,
  sessionId: string,
  currentPassword: string | undefined,
): Promise<void> {
  const identity = await LoginIdentityModel.findById(emailIdentityId(user.email)).lean();
  const hash =
    identity?.userId === user._id && identity.provider === 'password'
      ? identity.passwordHash
      : null;
  if (hash) {
    if (!currentPassword)
      throw new ApiError('EMAIL_CHANGE_NEEDS_PASSWORD', {
        errors: {
          currentPassword: 'currentPasswordRequired',
        },
      });
    if (!(await verifyPassword(currentPassword, hash))) throw wrongCurrentPassword();
    return;
  }
  const session = await SessionModel.findById(sessionId).lean<{ createdAt: Date }>();
  const signedInAt = session?.createdAt.getTime() ?? 0;
  if (Date.now() - signedInAt > EMAIL_CHANGE_RECENT_SIGN_IN_MS)
    throw new ApiError('EMAIL_CHANGE_NEEDS_RECENT_SIGN_IN');
}

function wrongCurrentPassword(): ApiError {
  return new ApiError('CURRENT_PASSWORD_WRONG', {
    errors: {
      currentPassword: 'currentPasswordIncorrect',
    },
  });
}

/**
 * Inserts the login identity for `newEmail` (a copy of the password identity) and returns its `_id`; 409 when
 * the email already belongs to someone. Accounts without a password identity have nothing to move, but the
 * email must still be free.
 */
async function claimEmail(user: UserRecord, newEmail: string): Promise<string | null> {
  const newId = emailIdentityId(newEmail);
  const current = await LoginIdentityModel.findById(emailIdentityId(user.email)).lean();
  if (!current || current.userId !== user._id) {
    if (await LoginIdentityModel.exists({ _id: newId })) throw emailTaken();
    return null;
  }
  try {
    await LoginIdentityModel.create({
      _id: newId,
      userId: user._id,
      provider: current.provider,
      passwordHash: current.passwordHash,
    });
  } catch (error) {
    if (isDuplicateKey(error)) throw emailTaken();
    throw error;
  }
  return newId;
}

const emailTaken = () => new ApiError('EMAIL_TAKEN');
