import { lazyPage } from '@/lib/lazy-page';

export { SessionBridge } from './session-bridge';
export { sessionAtom, sessionEndTargetAtom, SESSION_STORAGE_KEY } from './session-atoms';
export {
  extendSession,
  useCurrentUser,
  useSession,
  useLogout,
  useReloadSessionUser,
} from './use-session';

/** Route-level chunks. */
export const LoginPage = lazyPage(() => import('./pages/login-page'));
export const RegisterPage = lazyPage(() => import('./pages/register-page'));
export const ForgotPasswordPage = lazyPage(() => import('./pages/forgot-password-page'));
export const ResetPasswordPage = lazyPage(() => import('./pages/reset-password-page'));
