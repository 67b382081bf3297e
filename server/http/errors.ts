import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ApiFailure } from '../../src/domain/api';
import { translateApiMessage } from '../../src/domain/api-messages';
import { ApiError } from './api-error';

/** Unknown `/api/...` path (any method). */
export const apiNotFound: RequestHandler = (_req, _res, next) =>
  next(ApiError.notFound('Not found'));

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  expose?: boolean;
}

/** Errors from express.json / body-parser, by their `type`. */
function fromBodyParser(error: BodyParserError): ApiError | null {
  switch (error.type) {
    case 'entity.parse.failed':
      return new ApiError(400, 'Malformed JSON body');
    case 'entity.too.large':
      return new ApiError(413, 'Request body too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError(415, 'Unsupported content encoding');
    case 'request.aborted':
      return new ApiError(400, 'Request aborted');
    case 'entity.verify.failed':
    case 'request.size.invalid':
    case 'stream.encoding.set':
    case 'stream.not.readable':
      return new ApiError(400, 'Invalid request body');
    default:
      return null;
  }
}

/**
 * The one error middleware: ApiError → its status and envelope; body-parser errors → 400/413/415 envelopes;
 * anything else is logged with the request id and answered 500 with a generic message.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const apiError = error instanceof ApiError ? error : fromBodyParser(error as BodyParserError);
    const requestId = String(req.id ?? res.getHeader('x-request-id') ?? '');
    const language = req.acceptsLanguages('en', 'it') === 'it' ? 'it' : 'en';
    if (apiError) {
      const body: ApiFailure = {
        success: false,
        message: translateApiMessage(apiError.message, language),
        ...(apiError.errors ? { errors: apiError.errors } : {}),
      };
      res.status(apiError.status).json(body);
      return;
    }
    (req.log ?? logger).error({ err: error, requestId }, 'unhandled error');
    const body: ApiFailure = {
      success: false,
      message: translateApiMessage('Something went wrong. Please try again.', language),
    };
    res.status(500).json(body);
  };
}
