import { randomBytes } from 'node:crypto';
import type { Locale } from '../../../src/domain/constants';
import { resetPasswordHref } from '../../../src/domain/links';
import type { Config } from '../../config';
import { ApiError } from '../../http/api-error';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { claimOnce } from '../../models/claim.model';
import { PasswordResetModel } from '../../models/password-reset.model';
import { LoginIdentityModel, UserModel, emailIdentityId } from '../../models/user.model';
import { hashPassword } from './passwords';
import { sha256, type SessionStore } from './sessions';

export const RESET_TOKEN_TTL_MINUTES = 60;

interface ResetUser {
  _id: string;
  name: string;
  email: string;
  language?: string | null;
  deletedAt?: Date | null;
}

const linkInvalid = () => new ApiError('RESET_LINK_INVALID');

/**
 * Forgot/reset password with one-time tokens: the email carries 32 random bytes, the database only their
 * sha256 as `_id`, so checking a link is one `_id` read and a database leak yields no usable link.
 */
export function createPasswordResets({
  config,
  mailer,
  logger,
  sessions,
  now,
}: {
  config: Config;
  mailer: Mailer;
  logger: Logger;
  sessions: SessionStore;
  now: () => Date;
}) {
  function sendLater(...args: Parameters<Mailer['send']>) {
    // Not awaited: the answer must not wait for (or reveal) the mail transport.
    mailer
      .send(...args)
      .catch((error: unknown) =>
        logger.error({ err: error, template: args[0].template }, 'mail failed'),
      );
  }

  async function activeUserByEmail(email: string): Promise<ResetUser | null> {
    const identity = await LoginIdentityModel.findById(emailIdentityId(email)).lean();
    const user = await UserModel.findById(identity?.userId ?? '\u0000').lean<ResetUser>();
    return user && !user.deletedAt ? user : null;
  }

  return {
    /**
     * Always the same answer: the token is generated and both reads happen whether or not the email is known,
     * and the email goes out in the background, so neither the body nor the timing tells who has an account.
     */
    async requestReset(email: string): Promise<string | null> {
      const token = randomBytes(32).toString('base64url');
      const user = await activeUserByEmail(email);
      if (!user) return null;
      await PasswordResetModel.create({
        _id: sha256(token),
        userId: user._id,
        expiresAt: new Date(now().getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
      });
      sendLater({
        to: user.email,
        locale: (user.language ?? 'en') as Locale,
        template: 'password-reset',
        data: {
          name: user.name,
          resetUrl: `${config.publicUrl}${resetPasswordHref(token)}`,
          expiresInMinutes: RESET_TOKEN_TTL_MINUTES,
        },
      });
      return token;
    },

    async isValid(token: string): Promise<boolean> {
      const reset = await PasswordResetModel.findById(sha256(token)).lean();
      return !!reset && !reset.usedAt && reset.expiresAt > now();
    },

    /** Uses the token once (a unique claim), sets the password, ends every session and the other links. */
    async reset(token: string, password: string): Promise<void> {
      const id = sha256(token);
      const passwordHash = await hashPassword(password, config.passwordHashCost);
      const at = now();
      const claimed = await PasswordResetModel.findById(id).lean();
      if (!claimed || claimed.usedAt || claimed.expiresAt <= at) throw linkInvalid();
      // Single use even for two simultaneous requests: only one can insert the claim.
      if (!(await claimOnce(`reset:${id}`, at))) throw linkInvalid();
      await PasswordResetModel.updateOne({ _id: id }, { $set: { usedAt: at } });
      const user = await UserModel.findById(claimed.userId).lean<ResetUser>();
      if (!user || user.deletedAt) throw linkInvalid();
      await LoginIdentityModel.updateOne(
        { _id: emailIdentityId(user.email) },
        { $set: { passwordHash, userId: user._id, provider: 'password' } },
        { upsert: true },
      );
      await sessions.revokeAllForUser(user._id, 'password-reset');
      await PasswordResetModel.deleteMany({ userId: user._id, _id: { $ne: id } });
      sendLater({
        to: user.email,
        locale: (user.language ?? 'en') as Locale,
        template: 'password-changed',
        data: { name: user.name },
      });
    },
  };
}
