import { lazy } from 'react';

export { SessionBridge } from './session-bridge';
export {
  sessionAtom,
  currentUserAtom,
  isAuthenticatedAtom,
  sessionEndTargetAtom,
  endSessionAtom,
  parseSession,
  SESSION_STORAGE_KEY,
  type Session,
} from './session-atoms';
export {
  useCurrentUser,
  useSession,
  useLogin,
  useLogout,
  useStartSession,
  useReloadSessionUser,
} from './use-session';
export { extendSession, fetchCurrentUser, login, logoutCall } from './api';

/** Route-level chunks. */
export const LoginPage = lazy(() => import('./pages/login-page'));
export const RegisterPage = lazy(() => import('./pages/register-page'));
export const ForgotPasswordPage = lazy(() => import('./pages/forgot-password-page'));
export const ResetPasswordPage = lazy(() => import('./pages/reset-password-page'));
