import type { RequestHandler } from 'express';
import multer from 'multer';
import { SERVICE_IMAGE_FIELD, SERVICE_IMAGE_MAX_BYTES } from '../../../src/domain/service-images';
import { ApiError } from '../../http/api-error';

/**
 * Reads `POST /api/shops/:id/services/:serviceId/image` (multipart, exactly one file in `image`) into memory
 * (the picture goes to the database, never to disk). The limits stop the parser as soon as a body breaks one,
 * so an oversized file is never buffered whole, and a second file or any other part is refused.
 */
const parser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: SERVICE_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
}).single(SERVICE_IMAGE_FIELD);

const refusal = (code: 'SERVICE_IMAGE_MISSING' | 'SERVICE_IMAGE_TOO_LARGE') =>
  new ApiError(code, { errors: { [SERVICE_IMAGE_FIELD]: `errors.${code}` } });

/** multer as a middleware whose failures are the API's envelopes (413 too large, 400 otherwise). */
export const serviceImageUpload: RequestHandler = (req, res, next) => {
  parser(req, res, (error: unknown) => {
    if (!error) next(req.file ? undefined : refusal('SERVICE_IMAGE_MISSING'));
    else if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
      next(refusal('SERVICE_IMAGE_TOO_LARGE'));
    else if (error instanceof multer.MulterError) next(refusal('SERVICE_IMAGE_MISSING'));
    // busboy's own complaints (no boundary, truncated body) are the client's malformed request
    else next(new ApiError('MALFORMED_BODY'));
  });
};
