import { FIRST_VIEW_COOKIES } from '@/domain/first-view';

/**
 * Mirrors a device choice in its first-view cookie (src/domain/first-view.ts) for a year; null removes it.
 * Storage failures are only logged, as for the choices themselves.
 */
export function rememberForFirstView(
  name: keyof typeof FIRST_VIEW_COOKIES,
  value: string | null,
): void {
  try {
    const attributes = 'path=/; samesite=lax';
    document.cookie = value
      ? `${FIRST_VIEW_COOKIES[name]}=${value}; max-age=31536000; ${attributes}`
      : `${FIRST_VIEW_COOKIES[name]}=; max-age=0; ${attributes}`;
  } catch (error) {
    console.warn('Could not remember the choice for the first view', error);
  }
}
