import { randomBytes } from 'node:crypto';
import type { Response } from 'express';
import {
  normalizePhone,
  type LoginPayload,
  type LoginResult,
  type RegisterPayload,
  type SessionUser,
  type SocialConfig,
  type SocialProvider,
  type UserRole,
} from '../../../src/domain/auth';
import type { Locale } from '../../../src/domain/constants';
import type { Config } from '../../config';
import { slugify } from '../../db/seed/demo-data';
import { ApiError } from '../../http/api-error';
import type { Logger } from '../../logger';
import type { Mailer, MailRequest, MailTemplateName } from '../../mail/mailer';
import { isDuplicateKey } from '../../models/claim.model';
import { ShopModel } from '../../models/shop.model';
import {
  LoginIdentityModel,
  UserModel,
  emailIdentityId,
  normalizeEmail,
} from '../../models/user.model';
import type { AuthGuards, SessionControl } from './auth.contract';
import { requireAuth, requireRole } from './auth.middleware';
import { createPasswordResets } from './password-reset';
import { listOwnedShop } from '../shop-admin/owned-shops';
import { hashPassword, verifyPassword } from './passwords';
import { createAuthRateLimits } from './rate-limits';
import { createSessionStore, sha256, type IssuedSession, type SessionMeta } from './sessions';
import { createSocialVerifier, type VerifiedSocialProfile } from './social';
import type { TokenService } from './tokens';
import { freshUserDocument } from './user-documents';

interface UserLean {
  _id: string;
  name: string;
  email: string;
  role: string;
  status: string;
  language?: string | null;
  avatarFile?: string | null;
  deletedAt?: Date | null;
}

export function toSessionUser(user: UserLean): SessionUser {
  return {
    id: user._id,
    name: user.name,
    email: user.email,
    role: user.role as UserRole,
    status: user.status as SessionUser['status'],
    avatarUrl: user.avatarFile ? `/api/users/avatars/${user.avatarFile}` : null,
    language: user.language === 'it' ? 'it' : 'en',
  };
}

/** A sign-in the router answers with: the body, and the session whose refresh token goes in the cookie. */
export interface SignedIn {
  result: LoginResult;
  session: IssuedSession;
}

/** Who is calling, for the session record and the per-IP limits. */
export interface Caller extends SessionMeta {
  ip: string;
}

const newUserId = () => `user-${randomBytes(12).toString('base64url')}`;

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * Accounts and sessions: register, password and social sign-in, refresh/extend, logout, password reset.
 * Every hot read is an `_id` lookup (identity by normalised email or provider id, user, session).
 */
export function createAuthService({
  config,
  tokens,
  mailer,
  logger,
  now = () => new Date(),
}: {
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
  logger: Logger;
  /** injectable clock for tests */
  now?: () => Date;
}) {
  const sessions = createSessionStore({ config, logger, now });
  const limits = createAuthRateLimits({ config, logger });
  const social = createSocialVerifier({ config, logger, now });
  const resets = createPasswordResets({ config, mailer, logger, sessions, now });

  const guards: AuthGuards = {
    requireAuth: requireAuth(tokens, sessions),
    requireRole: (...roles) => requireRole(tokens, sessions, roles),
  };
  const sessionControl: SessionControl = {
    revokeAllForUser: (userId, options) =>
      sessions.revokeAllForUser(userId, 'revoked', options?.exceptSessionId),
    revokeSession: (sessionId) => sessions.revoke(sessionId),
    clearRefreshCookie: (res: Response) => sessions.clearCookie(res),
  };

  function sendLater<T extends MailTemplateName>(request: MailRequest<T>) {
    mailer
      .send(request)
      .catch((error: unknown) =>
        logger.error({ err: error, template: request.template }, 'mail failed'),
      );
  }

  async function activeUser(userId: string): Promise<UserLean | null> {
    // from the database, kept in memory for the requests that follow (user-documents.ts): a copy, not to change
    const user = (await freshUserDocument(userId)) as UserLean | null;
    return user && !user.deletedAt ? user : null;
  }

  /** The LoginResult of a session: the access token never outlives the session's current end. */
  async function answer(user: UserLean, session: IssuedSession): Promise<SignedIn> {
    const sessionUser = toSessionUser(user);
    const access = await tokens.issueAccessToken({
      id: sessionUser.id,
      role: sessionUser.role,
      sessionId: session.id,
      notAfter: session.endsAt,
    });
    return {
      session,
      result: {
        user: sessionUser,
        accessToken: access.token,
        expiresAt: session.endsAt.toISOString(),
        accessTokenExpiresAt: access.expiresAt.toISOString(),
      },
    };
  }

  const startSession = async (user: UserLean, caller: Caller) =>
    answer(user, await sessions.create(user._id, caller));

  /** Writes in order; if a later one fails, removes the earlier ones (no transactions on FerretDB). */
  async function undoOnFailure<T>(work: () => Promise<T>, undo: () => Promise<unknown>) {
    try {
      return await work();
    } catch (error) {
      await undo().catch((cleanup: unknown) =>
        logger.error({ err: cleanup }, 'registration cleanup failed'),
      );
      throw error;
    }
  }

  async function signInSocial(profile: VerifiedSocialProfile, caller: Caller) {
    const identityId = `${profile.provider}:${profile.id}`;
    const identity = await LoginIdentityModel.findById(identityId).lean();
    let user = identity ? await activeUser(identity.userId) : null;
    if (!identity) {
      // Same verified email as an existing account: link the provider to it (the provider proved the
      // address, as our own registration would have).
      const byEmail = await UserModel.findOne({
        email: profile.email,
        deletedAt: null,
      }).lean<UserLean>();
      if (!byEmail) return null;
      await LoginIdentityModel.create({
        _id: identityId,
        userId: byEmail._id,
        provider: profile.provider,
      }).catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error; // linked by a parallel request: fine
      });
      user = byEmail;
    }
    if (!user) throw new ApiError('INVALID_CREDENTIALS');
    return startSession(user, caller);
  }

  return {
    tokens,
    guards,
    sessions: sessionControl,
    /** the session store itself, for the router's cookie handling */
    sessionStore: sessions,
    limits,
    resets,

    async register(payload: RegisterPayload, caller: Caller): Promise<SignedIn> {
      const email = normalizeEmail(payload.email);
      await limits.consume('registerPerIp', caller.ip);
      await limits.consume('registerPerAccount', email);
      const passwordHash = await hashPassword(payload.password, config.passwordHashCost);
      const userId = newUserId();
      const role = payload.role as 'customer' | 'shop';
      const language: Locale = payload.language === 'it' ? 'it' : 'en';
      // The identity is the claim on the email: inserting it first makes a duplicate fail before any write.
      try {
        await LoginIdentityModel.create({
          _id: emailIdentityId(email),
          userId,
          provider: 'password',
          passwordHash,
        });
      } catch (error) {
        if (isDuplicateKey(error)) throw new ApiError('EMAIL_TAKEN');
        throw error;
      }
      const removeIdentity = () => LoginIdentityModel.deleteOne({ _id: emailIdentityId(email) });
      const phone = normalizePhone(payload.phone);
      await undoOnFailure(
        () =>
          UserModel.create({
            _id: userId,
            name: payload.name,
            email,
            phone,
            role,
            // A shop owner waits for an admin to approve the shop.
            status: role === 'shop' ? 'pending' : 'active',
            language,
            businessType: role === 'shop' ? 'salon' : '',
          }),
        removeIdentity,
      ).catch((error: unknown) => {
        // A social-only account already has this email (users.email is unique).
        if (isDuplicateKey(error)) throw new ApiError('EMAIL_TAKEN');
        throw error;
      });
      if (role === 'shop') {
        const shopId = `${slugify(payload.name) || 'shop'}-${randomBytes(4).toString('hex')}`;
        // Listed first (by `_id`), so the owner's shell finds the shop without scanning the shops collection.
        await undoOnFailure(
          () => listOwnedShop(userId, shopId),
          () => Promise.all([removeIdentity(), UserModel.deleteOne({ _id: userId })]),
        );
        await undoOnFailure(
          () =>
            ShopModel.create({
              _id: shopId,
              name: payload.name,
              approvalStatus: 'pending',
              ownerId: userId,
              // salon maps to the 'hair' category, as in the demo data; the owner changes both in the profile
              businessType: 'salon',
              category: 'hair',
              phone,
              email,
            }),
          () => Promise.all([removeIdentity(), UserModel.deleteOne({ _id: userId })]),
        );
      }
      const user = (await UserModel.findById(userId).lean<UserLean>())!;
      sendLater({
        to: email,
        locale: language,
        template: 'welcome',
        data: { name: user.name, role },
      });
      return startSession(user, caller);
    },

    /** Wrong email and wrong password look the same (message and timing: the dummy-hash compare). */
    async login(payload: LoginPayload, caller: Caller): Promise<SignedIn> {
      const account = normalizeEmail(payload.email);
      await limits.consume('loginPerIp', caller.ip);
      await limits.checkAccount(account, caller.ip);
      const identity = await LoginIdentityModel.findById(emailIdentityId(account)).lean();
      const ok = await verifyPassword(
        payload.password,
        identity?.provider === 'password' ? identity.passwordHash : null,
        config.passwordHashCost,
      );
      const user = identity && ok ? await activeUser(identity.userId) : null;
      if (!user) {
        await limits.recordFailure(account, caller.ip);
        throw new ApiError('INVALID_CREDENTIALS');
      }
      await limits.recordSuccess(account, caller.ip);
      return startSession(user, caller);
    },

    /** Refresh and extend: rotate the refresh token, slide the idle end, answer with the user as stored now. */
    async refresh(refreshToken: string | undefined): Promise<SignedIn> {
      const session = await sessions.rotate(refreshToken);
      const user = await activeUser(session.userId);
      if (!user) {
        await sessions.revoke(session.id, 'account-gone');
        throw new ApiError('SESSION_EXPIRED');
      }
      return answer(user, session);
    },

    logout: (refreshToken: string | undefined) => sessions.revokeByToken(refreshToken),

    async me(userId: string): Promise<SessionUser> {
      const user = await activeUser(userId);
      if (!user) throw new ApiError('SESSION_EXPIRED');
      return toSessionUser(user);
    },

    async forgotPassword(email: string, caller: Caller): Promise<void> {
      const account = normalizeEmail(email);
      await limits.consume('forgotPerIp', caller.ip);
      await limits.consume('forgotPerAccount', account);
      await resets.requestReset(account);
    },

    async verifyResetToken(token: string, caller: Caller): Promise<boolean> {
      await limits.consume('resetPerIp', caller.ip);
      await limits.consume('resetPerToken', sha256(token));
      return resets.isValid(token);
    },

    async resetPassword(token: string, password: string, caller: Caller): Promise<void> {
      await limits.consume('resetPerIp', caller.ip);
      await limits.consume('resetPerToken', sha256(token));
      await resets.reset(token, password);
    },

    socialConfig(): SocialConfig {
      return {
        google: config.google ? { clientId: config.google.clientId } : null,
        facebook: config.facebook ? { appId: config.facebook.appId } : null,
      };
    },

    /** Known identity or verified email → signed in; otherwise 404 'User not found' (the client registers). */
    async socialLogin(provider: SocialProvider, token: string, caller: Caller): Promise<SignedIn> {
      const signedIn = await signInSocial(await social.verify(provider, token), caller);
      if (!signedIn) throw new ApiError('SOCIAL_USER_NOT_FOUND');
      return signedIn;
    },

    /** Always a customer, from the verified profile only; if the account exists meanwhile, signs in. */
    async socialRegister(
      provider: SocialProvider,
      token: string,
      language: string | undefined,
      caller: Caller,
    ): Promise<{ signedIn: SignedIn; created: boolean }> {
      const profile = await social.verify(provider, token);
      const existing = await signInSocial(profile, caller);
      if (existing) return { signedIn: existing, created: false };
      const userId = newUserId();
      const locale: Locale = language === 'it' ? 'it' : 'en';
      try {
        await UserModel.create({
          _id: userId,
          name: profile.name.slice(0, 100),
          email: profile.email,
          role: 'customer',
          status: 'active',
          language: locale,
          socialPictureUrl: profile.picture,
        });
      } catch (error) {
        // registered by a parallel request between the check and the insert
        if (!isDuplicateKey(error)) throw error;
        const raced = await signInSocial(profile, caller);
        if (!raced) throw new ApiError('EMAIL_TAKEN');
        return { signedIn: raced, created: false };
      }
      await undoOnFailure(
        () =>
          LoginIdentityModel.create({
            _id: `${profile.provider}:${profile.id}`,
            userId,
            provider: profile.provider,
          }),
        () => UserModel.deleteOne({ _id: userId }),
      );
      const user = (await UserModel.findById(userId).lean<UserLean>())!;
      sendLater({
        to: user.email,
        locale,
        template: 'welcome',
        data: { name: user.name, role: 'customer' },
      });
      return { signedIn: await startSession(user, caller), created: true };
    },
  };
}
