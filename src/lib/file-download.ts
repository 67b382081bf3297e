import type { ApiEnvelope } from '@/domain/api';
import { ApiError, refreshAccessToken } from './api';
import { apiSession, kyClient } from './api-transport';

/**
 * A file from the API (the sales report, the customer's analytics), read as it streams so a screen can show the
 * bytes received. It goes through the app's one ky instance (prefix, Bearer token, Accept-Language: a report
 * comes in the interface language); the JSON calls' `api.get` cannot carry it, since it would read the file as
 * an envelope. What `api.get` does for every call is kept: one refresh and retry on 401, and a refusal turned
 * into an ApiError with the server's code and text.
 */

export interface DownloadProgress {
  received: number;
  /** bytes announced by the server; null while streaming (the length is not known before the end) */
  total: number | null;
}

export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

const FILE_NAME = /filename="([^"]+)"/;

async function refusal(response: Response): Promise<ApiError> {
  let body: ApiEnvelope<unknown> | null = null;
  try {
    body = (await response.json()) as ApiEnvelope<unknown>;
  } catch {
    body = null;
  }
  const failure = body && body.success === false ? body : null;
  return new ApiError(
    response.status,
    failure?.message || response.statusText || `Request failed with status ${response.status}`,
    failure?.errors,
    undefined,
    failure?.code ?? '',
  );
}

/**
 * The body, counting each chunk as it arrives (ky's download progress reports a chunk only when the next one
 * comes, and takes the bytes so far for the total when the length is unknown). A file cut off by the server
 * fails here, never as a short file.
 */
async function readCounting(
  response: Response,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  // a compressed answer's length is not the length of what the reader gets
  const length = response.headers.get('Content-Encoding')
    ? NaN
    : Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(parts, { type });
}

/** the user stopped it (a DOMException, not an Error everywhere) */
export const isAbort = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';

export interface FileRequest {
  /** under /api, e.g. 'sales/export' */
  path: string;
  searchParams: Record<string, string>;
  /** the name when the server's Content-Disposition names none */
  fileName: string;
  /** how long the first byte may take */
  timeout: number;
}

export async function downloadFile(
  request: FileRequest,
  options: { signal: AbortSignal; onProgress: (progress: DownloadProgress) => void },
): Promise<DownloadedFile> {
  const ky = await kyClient();
  const send = () =>
    ky.get(request.path, {
      signal: options.signal,
      timeout: request.timeout,
      searchParams: request.searchParams,
    });
  try {
    const sentToken = apiSession().getAccessToken();
    let response = await send();
    if (response.status === 401 && sentToken) {
      const current = apiSession().getAccessToken();
      const token = current && current !== sentToken ? current : await refreshAccessToken();
      if (token) response = await send();
      if (!token || response.status === 401) apiSession().onUnauthorized();
    }
    if (!response.ok) throw await refusal(response);
    const named = FILE_NAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
    const blob = await readCounting(response, options.onProgress);
    return { fileName: named ?? request.fileName, blob };
  } catch (error) {
    if (error instanceof ApiError || isAbort(error)) throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
}

/** Hands a downloaded file to the browser's downloads (the call needs the session, so no plain link can fetch it). */
export function saveFile(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
