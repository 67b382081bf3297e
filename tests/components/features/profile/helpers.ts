import { screen } from '@testing-library/react';
import en from '@/i18n/en.json';
import type { UserRole } from '@/domain/auth';
import { renderApp, signIn } from '../../app/test-utils';

/** English text of a message id (the catalog is the source, so wording changes do not break tests). */
export const msg = (id: string, values: Record<string, string | number> = {}) => {
  const text = (en as Record<string, string>)[id];
  if (!text) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name] ?? ''));
};

/** Signs `role` in and opens /profile once the profile has loaded. */
export async function openProfile(role: UserRole = 'customer') {
  signIn(role);
  const utils = await renderApp('/profile');
  // the first render loads the lazy route chunk, which takes seconds on a busy machine
  await screen.findByRole('button', { name: msg('profile.edit') });
  return utils;
}
