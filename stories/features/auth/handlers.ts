import { delay, http, HttpResponse } from 'msw';
import type { SocialConfig } from '@/domain/auth';
import { handlersByArea } from '@mocks/handlers/index';

/** The standard mocks with one or more auth calls answered differently (first match wins). */
export function withAuth(...overrides: ReturnType<typeof http.get>[]) {
  return { handlers: { ...handlersByArea, auth: [...overrides, ...(handlersByArea.auth ?? [])] } };
}

export const pendingForever = (method: 'get' | 'post', path: string) =>
  http[method](path, async () => {
    await delay('infinite');
    return HttpResponse.json({ success: true, data: null });
  });

export const failing = (method: 'get' | 'post', path: string, status: number, message: string) =>
  http[method](path, () => HttpResponse.json({ success: false, message }, { status }));

export const socialConfig = (config: SocialConfig) =>
  http.get('/api/auth/social/config', () => HttpResponse.json({ success: true, data: config }));
