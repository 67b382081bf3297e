import type { ApiEnvelope } from '@/domain/api';
import { salesReportFileName, type SalesExportFormat } from '@/domain/sales-report';
import { ApiError, refreshAccessToken } from '@/lib/api';
import { apiSession, kyClient } from '@/lib/api-transport';
import { rangeSearchParams, type SalesRangeParams } from '../sales-range';

/**
 * GET /api/sales/export (spec 03 §7 Sales; issue 16 "Reports"): the report as a file, read as it streams so the
 * dialog can show the bytes received. It goes through the app's one ky instance (prefix, Bearer token,
 * Accept-Language: the report comes in the interface language); the JSON calls' `api.get` cannot carry it,
 * since it would read the file as an envelope. What `api.get` does for every call is kept: one refresh and
 * retry on 401, and a refusal turned into an ApiError with the server's code and text.
 */

export interface ReportRequest {
  shopId: string;
  range: SalesRangeParams;
  format: SalesExportFormat;
}

export interface ReportProgress {
  received: number;
  /** bytes announced by the server; null while streaming (the length is not known before the end) */
  total: number | null;
}

interface ReportFile {
  fileName: string;
  blob: Blob;
}

/** The name the server gives the file (the same rule); the server's header wins when it names one. */
export function reportFileName({ range, format }: Pick<ReportRequest, 'range' | 'format'>): string {
  return salesReportFileName(
    range.period === 'custom'
      ? { period: 'custom', range: { from: range.startDate, to: range.endDate } }
      : { period: range.period, range: { from: '', to: '' } },
    format,
  );
}

const FILE_NAME = /filename="([^"]+)"/;

/** Waiting for the first byte: the server settles the shop, the figures and the first month before it. */
const HEADERS_TIMEOUT_MS = 60_000;

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
 * comes, and takes the bytes so far for the total when the length is unknown). A report cut off by the server
 * fails here, never as a short file.
 */
async function readCounting(
  response: Response,
  onProgress: (progress: ReportProgress) => void,
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

/** the owner stopped it (a DOMException, not an Error everywhere) */
export const isAbort = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';

export async function downloadSalesReport(
  request: ReportRequest,
  options: { signal: AbortSignal; onProgress: (progress: ReportProgress) => void },
): Promise<ReportFile> {
  const ky = await kyClient();
  const send = () =>
    ky.get('sales/export', {
      signal: options.signal,
      timeout: HEADERS_TIMEOUT_MS,
      searchParams: {
        shopId: request.shopId,
        format: request.format,
        ...rangeSearchParams(request.range),
      },
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
    return { fileName: named ?? reportFileName(request), blob };
  } catch (error) {
    if (error instanceof ApiError || isAbort(error)) throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
}
