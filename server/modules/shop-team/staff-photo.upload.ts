import type { RequestHandler } from 'express';
import multer from 'multer';
import { TEAM_PHOTO_MAX_BYTES } from '../../../src/domain/shop-team';
import { ApiError } from '../../http/api-error';

export const STAFF_PHOTO_FIELD = 'photo';

/**
 * Reads a multipart body with exactly one file in `photo` into memory (it goes to the database, never to disk).
 * The limits stop the parser as soon as a body breaks them, so an oversized upload is never buffered whole.
 */
const parser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: TEAM_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
}).single(STAFF_PHOTO_FIELD);

const missing = () =>
  new ApiError('TEAM_PHOTO_MISSING', { errors: { photo: 'errors.TEAM_PHOTO_MISSING' } });

/** multer as a middleware whose failures are the API's envelopes (413 too large, 400 otherwise). */
export const staffPhotoUpload: RequestHandler = (req, res, next) => {
  parser(req, res, (error: unknown) => {
    if (!error) {
      next(req.file ? undefined : missing());
      return;
    }
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
      next(
        new ApiError('TEAM_PHOTO_TOO_LARGE', { errors: { photo: 'errors.TEAM_PHOTO_TOO_LARGE' } }),
      );
    else next(missing());
  });
};
