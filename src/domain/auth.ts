import * as yup from 'yup';
import { phoneField } from './phone';
import {
  NAME_MIN,
  PASSWORD_MIN_REGISTER,
  PASSWORD_MIN_RESET,
  SUPPORTED_LOCALES,
} from './constants';

export const USER_ROLES = ['customer', 'shop', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const ACCOUNT_STATUSES = ['active', 'pending', 'rejected'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
/** Roles a visitor may choose at sign-up (admins are made, not registered). */
export const REGISTER_ROLES = ['customer', 'shop'] as const;
export type RegisterRole = (typeof REGISTER_ROLES)[number];
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The signed-in user as the API returns it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  status: AccountStatus;
  /** `/api/users/avatars/<file>` when the user has one */
  avatarUrl?: string | null;
  /** the user's language: emails and the app default to it */
  language?: 'en' | 'it';
}

/**
 * What login, register, social sign-in, refresh and extend answer with (and set the httpOnly
 * refresh cookie `orabella_rt`). `expiresAt` is when the session ends unless extended (the
 * expiry overlay counts down to it); the access token may end sooner and is refreshed on a 401.
 */
export interface LoginResult {
  user: SessionUser;
  accessToken: string;
  /** ISO: when the session ends (idle timeout, capped by the absolute lifetime) */
  expiresAt: string;
  /** ISO: when this access token ends (≤ expiresAt) */
  accessTokenExpiresAt: string;
}

/** GET /api/auth/social/config → which providers are configured (null = not set up). */
export interface SocialConfig {
  google: { clientId: string } | null;
  facebook: { appId: string } | null;
}

/** Message ids (react-intl) double as the validation messages, so client and server say the same thing. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export { PHONE_PATTERN, normalizePhone } from './phone';

/** Longest accepted values (anything longer is refused, never truncated). */
export const FIELD_MAX = {
  name: 100,
  email: 254,
  phone: 32,
  password: 128,
  token: 512,
  reason: 1000,
} as const;

/** The four live-checklist items of spec 01 "Reset password" (also profile → change password). */
export interface PasswordChecks {
  length: boolean;
  uppercase: boolean;
  lowercase: boolean;
  digit: boolean;
}

export function passwordChecks(password: string): PasswordChecks {
  return {
    length: password.length >= PASSWORD_MIN_RESET,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    digit: /\d/.test(password),
  };
}

export const meetsPasswordRequirements = (password: string): boolean =>
  Object.values(passwordChecks(password)).every(Boolean);

const email = (requiredKey = 'auth.emailRequired', invalidKey = 'auth.emailInvalid') =>
  yup
    .string()
    .trim()
    .required(requiredKey)
    .max(FIELD_MAX.email, invalidKey)
    .matches(EMAIL_PATTERN, invalidKey);

/** A new password under the reset/profile rules: 8+, upper, lower, digit (message `passwordRequirements`). */
export const strongPassword = (requiredKey = 'passwordRequired') =>
  yup
    .string()
    .required(requiredKey)
    .max(FIELD_MAX.password, 'passwordRequirements')
    .test('requirements', 'passwordRequirements', (v) => !v || meetsPasswordRequirements(v));

/** The interface language sent with sign-up and recovery: the account's language for emails. */
const languageField = () =>
  yup
    .string()
    .oneOf([...SUPPORTED_LOCALES], 'validation.invalidType')
    .optional();

/** A reset link's token: anything missing or oversized is simply an invalid link. */
const resetTokenField = () =>
  yup
    .string()
    .trim()
    .required('auth.reset.invalidLink')
    .max(FIELD_MAX.token, 'auth.reset.invalidLink');

export const loginSchema = yup
  .object({
    email: email(),
    password: yup
      .string()
      .required('auth.passwordRequired')
      .max(FIELD_MAX.password, 'auth.passwordRequired'),
  })
  .noUnknown()
  .strict(false);
export type LoginPayload = yup.InferType<typeof loginSchema>;

/** spec 01 §5 "Register": name 2+ after trim, email, phone pattern, password 6+, confirm, terms. */
export const registerSchema = yup
  .object({
    role: yup
      .string()
      .oneOf([...REGISTER_ROLES], 'auth.roleInvalid')
      .required('auth.roleInvalid'),
    name: yup
      .string()
      .trim()
      .required('auth.nameRequired')
      .min(NAME_MIN, 'auth.nameMinLength')
      .max(FIELD_MAX.name, 'auth.nameTooLong'),
    email: email(),
    phone: phoneField('auth.phoneInvalid').required('auth.phoneRequired'),
    password: yup
      .string()
      .required('auth.passwordRequired')
      .min(PASSWORD_MIN_REGISTER, 'auth.passwordMinLength')
      .max(FIELD_MAX.password, 'auth.passwordTooLong'),
    confirmPassword: yup
      .string()
      .required('auth.confirmPasswordRequired')
      .max(FIELD_MAX.password, 'passwordMismatch')
      .oneOf([yup.ref('password')], 'passwordMismatch'),
    acceptTerms: yup.boolean().required('auth.termsRequired').oneOf([true], 'auth.termsRequired'),
    /** the interface language at sign-up: the account's language for emails */
    language: languageField(),
  })
  .noUnknown();
export type RegisterPayload = yup.InferType<typeof registerSchema>;

export const forgotPasswordSchema = yup
  .object({
    email: email('emailRequired', 'emailInvalid'),
    language: languageField(),
  })
  .noUnknown();
export type ForgotPasswordPayload = yup.InferType<typeof forgotPasswordSchema>;

export const resetTokenSchema = yup
  .object({
    token: resetTokenField(),
  })
  .noUnknown();

/** The server's reset body; the form adds confirmPassword (resetPasswordFormSchema). */
export const resetPasswordSchema = yup
  .object({
    token: resetTokenField(),
    password: strongPassword(),
  })
  .noUnknown();
export type ResetPasswordPayload = yup.InferType<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = yup.object({
  password: strongPassword(),
  confirmPassword: yup
    .string()
    .required('confirmPasswordRequired')
    .max(FIELD_MAX.password, 'passwordMismatch')
    .oneOf([yup.ref('password')], 'passwordMismatch'),
});

/**
 * Social sign-in: `token` is a Google ID token (credential) or a Facebook user access token.
 * The server verifies it with the provider and takes name, email and picture from the verified data,
 * never from the request.
 */
export const socialLoginSchema = yup
  .object({
    provider: yup
      .string()
      .oneOf([...SOCIAL_PROVIDERS], 'auth.socialProviderInvalid')
      .required('auth.socialProviderInvalid'),
    token: yup
      .string()
      .trim()
      .required('auth.socialTokenRequired')
      .max(8192, 'auth.socialTokenRequired'),
  })
  .noUnknown();
export type SocialLoginPayload = yup.InferType<typeof socialLoginSchema>;

/** Social registration (spec 01 §4): always a customer. */
export const socialRegisterSchema = socialLoginSchema
  .shape({
    role: yup.string().oneOf(['customer'], 'auth.roleInvalid').optional(),
    language: languageField(),
  })
  .noUnknown();
export type SocialRegisterPayload = yup.InferType<typeof socialRegisterSchema>;

export { AUTH_MESSAGES } from './api-messages';

/** Name of the httpOnly refresh-token cookie (path /api/auth). */
export const REFRESH_COOKIE = 'orabella_rt';
