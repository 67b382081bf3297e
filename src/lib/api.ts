import type { Options } from 'ky';
import type { ApiEnvelope } from '@/domain/api';
import type { LoginResult } from '@/domain/auth';
import { apiBase, apiSession, kyClient } from './api-transport';

export { configureApiSession } from './api-transport';

/**
 * The one HTTP client (ARCHITECTURE "Client data"): prefix /api, Bearer token from the session,
 * `Accept-Language` from the interface language, envelope unwrapping and typed errors. A 401 to a request
 * that carried a token refreshes the session once (POST /api/auth/refresh, the httpOnly cookie carries the
 * refresh token) and retries the request once; concurrent 401s share one refresh, in this tab and across
 * the browser's tabs (refresh-across-tabs.ts), because the server revokes the whole token family when a
 * refresh token is used twice. When the refresh fails the session ends. Features call it through their own typed `api.ts`.
 * ky and the cross-tab refresh are loaded with the first request that needs them, not with the app: the first
 * paint of home makes no request, and they were 6 KB of gzip in the entry chunk.
 */

/** The code of a failure that got no answer from the server (offline, DNS, CORS, aborted). */
export const NETWORK_ERROR = 'NETWORK';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** the server's text, already in the interface language (the client sends it as Accept-Language) */
    message: string,
    /** field → message key, for validation failures */
    readonly errors?: Record<string, string>,
    /** seconds from a Retry-After header (429) */
    readonly retryAfter?: number,
    /** the server's stable failure code (src/domain/errors.ts): branch on this, never on the text */
    readonly code: string = status === 0 ? NETWORK_ERROR : '',
    /** the failure's details for resolving it (a 409's conflicting items), when the server sends them */
    readonly data?: unknown,
  ) {
    super(message);
  }

  /** 0 = no response (offline, DNS, CORS, aborted) */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Raw responses (a file download) from the same client: `apiClient.get(path).blob()`. */
export const apiClient = {
  get: (path: string, options?: Options) => ({
    blob: async (): Promise<Blob> => (await kyClient()).get(path, options).blob(),
  }),
};

/** Auth endpoints answer 401 for their own reasons (wrong password, expired refresh): never refresh for them. */
const NO_REFRESH_PATHS = [
  'auth/login',
  'auth/register',
  'auth/refresh',
  'auth/extend',
  'auth/logout',
  'auth/social/',
  'auth/forgot-password',
  'auth/reset-password',
];

const normalize = (path: string) => path.replace(/^\//, '');
const isAuthFlowPath = (path: string) =>
  NO_REFRESH_PATHS.some((prefix) => normalize(path).startsWith(prefix));

async function readEnvelope<T>(response: Response): Promise<ApiEnvelope<T> | null> {
  try {
    return (await response.json()) as ApiEnvelope<T>;
  } catch {
    return null;
  }
}

async function send(path: string, options: Options): Promise<Response> {
  try {
    const ky = await kyClient();
    return await ky(normalize(path), options);
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
}

let refreshing: Promise<string | null> | null = null;

/** POST /api/auth/refresh → the new session, or null. */
async function postRefresh(): Promise<LoginResult | null> {
  try {
    const ky = await kyClient();
    const response = await ky.post('auth/refresh', { credentials: 'same-origin' });
    const body = await readEnvelope<LoginResult>(response);
    if (!response.ok || !body || body.success !== true) return null;
    return body.data;
  } catch {
    return null;
  }
}

/** created on the first refresh, so a page that never refreshes opens no BroadcastChannel */
let refreshInSomeTab: Promise<() => Promise<LoginResult | null>> | null = null;

function crossTabRefresh(): Promise<() => Promise<LoginResult | null>> {
  refreshInSomeTab ??= import('./refresh-across-tabs').then(
    (module) => module.createCrossTabRefresh(postRefresh),
    (error: unknown) => {
      refreshInSomeTab = null;
      throw error;
    },
  );
  return refreshInSomeTab;
}

/**
 * Single flight: every 401 that arrives while a refresh runs waits for that same refresh, and a tab that
 * waited for another tab's refresh takes its answer. The new session is stored through the apiSession().
 */
export function refreshAccessToken(): Promise<string | null> {
  if (!refreshing) {
    refreshing = crossTabRefresh()
      .then((refresh) => refresh())
      .catch(() => null)
      .then((result) => {
        if (!result) return null;
        apiSession().onRefreshed?.(result);
        return result.accessToken;
      })
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

/** Calls `/api/{path}` and returns `data`, or throws an ApiError carrying the server's message. */
export function apiRequest<T>(path: string, options: Options = {}): Promise<T> {
  return answerOf<T>(path, () => send(path, options));
}

/** What `sendOnce` answers (sent once more after a refresh on 401): `data`, or an ApiError. */
async function answerOf<T>(path: string, sendOnce: () => Promise<Response>): Promise<T> {
  const sentToken = apiSession().getAccessToken();
  let response = await sendOnce();
  if (response.status === 401 && sentToken && !isAuthFlowPath(path)) {
    const current = apiSession().getAccessToken();
    // Another request already refreshed while this one was in flight: just retry with the new token.
    const token = current && current !== sentToken ? current : await refreshAccessToken();
    if (token) response = await sendOnce();
    if (!token || response.status === 401) apiSession().onUnauthorized();
  }
  const body = await readEnvelope<T>(response);
  if (!response.ok || !body || body.success !== true) {
    const failure = body && body.success === false ? body : null;
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new ApiError(
      response.status,
      failure?.message || response.statusText || `Request failed with status ${response.status}`,
      failure?.errors,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      failure?.code ?? '',
      failure?.data,
    );
  }
  return body.data;
}

/** How long an upload may take (the photos of one request add up to 50 MB). */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * One multipart POST over XMLHttpRequest, reporting the share of the body sent (0…1): fetch tells nothing of an
 * upload's progress, and ky's onUploadProgress streams the body, which Firefox and Safari cannot send and
 * Chrome sends only over HTTP/2. Same headers as the ky client; the answer comes back as a Response.
 */
function sendWithProgress(
  path: string,
  formData: FormData,
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase()}/${normalize(path)}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    const token = apiSession().getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const locale = apiSession().getLocale?.();
    if (locale) xhr.setRequestHeader('Accept-Language', locale);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const empty = [204, 205, 304].includes(xhr.status);
      resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, headers }));
    };
    const lost = () => reject(new ApiError(0, 'Network error'));
    xhr.onerror = lost;
    xhr.ontimeout = lost;
    xhr.onabort = lost;
    xhr.send(formData);
  });
}

const withJson = (json: unknown) => (json === undefined ? {} : { json });

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'get' }),
  post: <T>(path: string, json?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'post', ...withJson(json) }),
  put: <T>(path: string, json?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'put', ...withJson(json) }),
  patch: <T>(path: string, json?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'patch', ...withJson(json) }),
  delete: <T>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'delete' }),
  /** POST multipart form data (e.g. an avatar); the browser sets the boundary header. */
  upload: <T>(path: string, formData: FormData, options?: Options) =>
    apiRequest<T>(path, { timeout: 60_000, ...options, method: 'post', body: formData }),
  /** POST multipart form data reporting upload progress (0…1), e.g. a shop's photos. */
  uploadWithProgress: <T>(
    path: string,
    formData: FormData,
    onProgress: (fraction: number) => void,
  ) => answerOf<T>(path, () => sendWithProgress(path, formData, onProgress)),
};
