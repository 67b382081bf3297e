import ky, { type Options } from 'ky';
import type { ApiEnvelope } from '@/domain/api';

/**
 * The one HTTP client (ARCHITECTURE "Client data"): prefix /api, Bearer token from the session,
 * envelope unwrapping and typed errors. On 401 the session is cleared (the accounts issue adds
 * one refresh attempt before that). Features call it through their own typed `api.ts`.
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** field → message key, for validation failures */
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }

  /** 0 = no response (offline, DNS, CORS, aborted) */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** How the client reaches the session without importing a feature (the auth feature registers it). */
export interface ApiSessionBridge {
  getAccessToken: () => string | null;
  onUnauthorized: () => void;
}

let bridge: ApiSessionBridge = { getAccessToken: () => null, onUnauthorized: () => {} };

/** Registered by the auth feature; returns a function restoring the previous bridge. */
export function configureApiSession(next: ApiSessionBridge): () => void {
  const previous = bridge;
  bridge = next;
  return () => {
    if (bridge === next) bridge = previous;
  };
}

/** Absolute so it also resolves where `Request` needs a full URL (jsdom + Node fetch in tests). */
function apiBase(): string {
  const origin =
    typeof location !== 'undefined' && location.origin && location.origin !== 'null'
      ? location.origin
      : '';
  return `${origin}/api`;
}

export const apiClient = ky.create({
  prefixUrl: apiBase(),
  throwHttpErrors: false,
  retry: 0,
  timeout: 15_000,
  credentials: 'same-origin',
  hooks: {
    beforeRequest: [
      (request) => {
        const token = bridge.getAccessToken();
        if (token && !request.headers.has('Authorization'))
          request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});

async function readEnvelope<T>(response: Response): Promise<ApiEnvelope<T> | null> {
  try {
    return (await response.json()) as ApiEnvelope<T>;
  } catch {
    return null;
  }
}

/** Calls `/api/{path}` and returns `data`, or throws an ApiError carrying the server's message. */
export async function apiRequest<T>(path: string, options: Options = {}): Promise<T> {
  const sentToken = Boolean(bridge.getAccessToken());
  let response: Response;
  try {
    response = await apiClient(path.replace(/^\//, ''), options);
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  const body = await readEnvelope<T>(response);
  if (response.status === 401 && sentToken) bridge.onUnauthorized();
  if (!response.ok || !body || body.success !== true) {
    const failure = body && body.success === false ? body : null;
    throw new ApiError(
      response.status,
      failure?.message || response.statusText || `Request failed with status ${response.status}`,
      failure?.errors,
    );
  }
  return body.data;
}

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'get' }),
  post: <T>(path: string, json?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'post', ...(json === undefined ? {} : { json }) }),
  put: <T>(path: string, json?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'put', ...(json === undefined ? {} : { json }) }),
  patch: <T>(path: string, json?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'patch', ...(json === undefined ? {} : { json }) }),
  delete: <T>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'delete' }),
};
