import { lazy } from 'react';

export { SessionBridge } from './session-bridge';
export { sessionAtom, sessionEndTargetAtom, SESSION_STORAGE_KEY } from './session-atoms';
export { useCurrentUser, useSession, useLogout, useReloadSessionUser } from './use-session';
export { extendSession } from './api';

/** Route-level chunks. */
export const LoginPage = lazy(() => import('./pages/login-page'));
export const RegisterPage = lazy(() => import('./pages/register-page'));
export const ForgotPasswordPage = lazy(() => import('./pages/forgot-password-page'));
export const ResetPasswordPage = lazy(() => import('./pages/reset-password-page'));
