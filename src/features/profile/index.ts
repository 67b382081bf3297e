import { lazy } from 'react';

/** Route-level chunk: /profile. */
export const ProfilePage = lazy(() => import('./pages/profile-page'));
