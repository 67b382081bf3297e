import { lazyPage } from '@/lib/lazy-page';

/** Route-level chunk: /profile. */
export const ProfilePage = lazyPage(() => import('./pages/profile-page'));
/** The signed-in user's profile, cached once (the booking form prefills from it). */
export { profileQuery } from './profile-queries';
