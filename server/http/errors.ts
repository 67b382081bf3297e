import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { ApiFailure } from '../../src/domain/api';
import { UserModel } from '../models/user.model';
import { ApiError } from './api-error';
import { formatApiMessage, type ApiLanguage } from './api-messages';

/** Unknown `/api/...` path (any method). */
export const apiNotFound: RequestHandler = (_req, _res, next) => next(new ApiError('NOT_FOUND'));

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  expose?: boolean;
}

/** Errors from express.json / body-parser, by their `type`. */
function fromBodyParser(error: BodyParserError): ApiError | null {
  switch (error.type) {
    case 'entity.parse.failed':
      return new ApiError('MALFORMED_JSON');
    case 'entity.too.large':
      return new ApiError('BODY_TOO_LARGE');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError('UNSUPPORTED_ENCODING');
    case 'request.aborted':
      return new ApiError('REQUEST_ABORTED');
    case 'entity.verify.failed':
    case 'request.size.invalid':
    case 'stream.encoding.set':
    case 'stream.not.readable':
      return new ApiError('INVALID_BODY');
    default:
      return null;
  }
}

/**
 * The caller's language: what the request asks for (`Accept-Language`; the app's client sends its interface
 * language), else the signed-in user's saved language, else English.
 */
async function callerLanguage(req: Request, res: Response): Promise<ApiLanguage> {
  // `*` (what fetch sends by default) names no language
  const asked = (req.get('accept-language') ?? '').trim();
  if (asked && asked !== '*') return req.acceptsLanguages('en', 'it') === 'it' ? 'it' : 'en';
  const userId = (res.locals.auth as { userId?: string } | undefined)?.userId;
  if (!userId) return 'en';
  try {
    const user = await UserModel.findById(userId, { language: 1 }).lean<{ language?: string }>();
    return user?.language === 'it' ? 'it' : 'en';
  } catch {
    // the failure being answered may be the database itself
    return 'en';
  }
}

/**
 * The one error middleware: ApiError → its status and `{ success: false, code, message, errors? }` with the
 * message in the caller's language; body-parser errors likewise; anything else is logged with the request id and
 * answered 500 with a generic message.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return async (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    let apiError = error instanceof ApiError ? error : fromBodyParser(error as BodyParserError);
    if (!apiError) {
      const requestId = String(req.id ?? res.getHeader('x-request-id') ?? '');
      (req.log ?? logger).error({ err: error, requestId }, 'unhandled error');
      apiError = new ApiError('INTERNAL');
    }
    const language = await callerLanguage(req, res);
    const body: ApiFailure = {
      success: false,
      code: apiError.code,
      message: formatApiMessage(apiError.code, language, apiError.params),
      ...(apiError.errors ? { errors: apiError.errors } : {}),
      ...(apiError.data !== undefined ? { data: apiError.data } : {}),
    };
    if (res.headersSent) return;
    res.status(apiError.status).json(body);
  };
}
