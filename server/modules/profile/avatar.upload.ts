import type { RequestHandler } from 'express';
import multer from 'multer';
import { IMAGE_UPLOAD_LIMIT_BYTES } from '../../../src/domain/constants';
import { ApiError } from '../../http/api-error';

export const AVATAR_FIELD = 'avatar';

/**
 * Reads a multipart body with exactly one file in `avatar` into memory (it goes to the database, never to
 * disk). The limits stop the parser as soon as a body breaks them, so an oversized upload is never buffered.
 */
const parser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: IMAGE_UPLOAD_LIMIT_BYTES, files: 1, fields: 0, parts: 1 },
}).single(AVATAR_FIELD);

/** multer as a middleware whose failures are the API's envelopes (413 too large, 400 otherwise). */
export const avatarUpload: RequestHandler = (req, res, next) => {
  parser(req, res, (error: unknown) => {
    if (!error) {
      if (!req.file) next(new ApiError('AVATAR_MISSING'));
      else next();
      return;
    }
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE')
        next(new ApiError('AVATAR_TOO_LARGE', { errors: { avatar: 'imageTooLarge' } }));
      else if (error.code === 'LIMIT_UNEXPECTED_FILE' && error.field !== AVATAR_FIELD)
        next(new ApiError('AVATAR_MISSING'));
      else next(new ApiError('AVATAR_UPLOAD_MALFORMED'));
      return;
    }
    // busboy's own complaints (no boundary, truncated body) are the client's malformed request.
    next(new ApiError('AVATAR_UPLOAD_MALFORMED'));
  });
};
