import * as yup from 'yup';

export const USER_ROLES = ['customer', 'shop', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export type AccountStatus = 'active' | 'pending' | 'rejected';

/** The signed-in user as the API returns it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  status: AccountStatus;
}

/** `POST /api/auth/login` → data */
export interface LoginResult {
  user: SessionUser;
  accessToken: string;
  /** ISO time the access token (and so the session) expires */
  expiresAt: string;
}

/** Message ids (react-intl) double as the validation messages, so client and server say the same thing. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const loginSchema = yup
  .object({
    email: yup
      .string()
      .trim()
      .required('auth.emailRequired')
      .max(254, 'auth.emailInvalid')
      .matches(EMAIL_PATTERN, 'auth.emailInvalid'),
    password: yup.string().required('auth.passwordRequired').max(200, 'auth.passwordRequired'),
  })
  .noUnknown()
  .strict(false);
export type LoginPayload = yup.InferType<typeof loginSchema>;
