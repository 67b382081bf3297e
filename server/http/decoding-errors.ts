import type { ErrorRequestHandler } from 'express';
import { ApiError } from './api-error';

/** Messages for requests the server cannot even decode (kept here so the Italian table can key on them). */
export const DECODING_MESSAGES = {
  path: 'Malformed request path',
  body: 'Malformed request body',
} as const;

interface CodedError extends Error {
  code?: unknown;
  errno?: unknown;
}

/**
 * zlib's inflate and brotli failures, as body-parser passes them on (wrapped by http-errors, which keeps the
 * original `code`): gzip/deflate say `Z_DATA_ERROR` (garbage) or `Z_BUF_ERROR` (truncated); brotli says
 * `ERR__ERROR_FORMAT_…` (Node prefixes the decoder's error name) or `ERR_BROTLI_…`.
 */
function isCorruptCompressedBody(error: CodedError): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return /^Z_[A-Z_]+$/.test(code) || /^ERR_(_ERROR_|BROTLI)/.test(code);
}

/**
 * Turns decoding failures into 400 envelopes before the one error middleware sees them. Without this they were
 * 500s: Express 5's router decodes a path parameter with `decodeURIComponent` when a route matches and throws
 * a URIError for a malformed escape (`/api/shops/%E0%A4%A`); body-parser hands on zlib's error unchanged (no
 * `type`) when a `Content-Encoding: gzip` or `br` body is corrupt. Both are the caller's fault, so they are
 * answered as such and never logged as server faults.
 */
export const decodingErrors: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
  if (error instanceof URIError) {
    next(new ApiError('MALFORMED_PATH'));
    return;
  }
  if (error instanceof Error && isCorruptCompressedBody(error as CodedError)) {
    next(new ApiError('MALFORMED_BODY'));
    return;
  }
  next(error);
};
