import { lazy } from 'react';

export const ProfilePage = lazy(() => import('./pages/profile-page'));
