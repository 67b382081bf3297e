import type { RequestHandler } from 'express';
import multer from 'multer';
import { PHOTO_FIELD, PHOTO_MAX_BYTES, PHOTOS_PER_UPLOAD } from '../../../src/domain/shop-photos';
import { ApiError } from '../../http/api-error';

/**
 * Reads `POST /api/shops/:id/photos` (multipart: `photos` repeated, optional `role`) into memory (the images go
 * to the database, never to disk). The limits stop the parser as soon as a body breaks one, so an oversized
 * file or an eleventh file is refused before anything is buffered past the limit or processed.
 */
const parser = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: PHOTO_MAX_BYTES,
    files: PHOTOS_PER_UPLOAD,
    fields: 1,
    fieldSize: 32,
    parts: PHOTOS_PER_UPLOAD + 1,
  },
}).array(PHOTO_FIELD, PHOTOS_PER_UPLOAD);

const tooLarge = () =>
  new ApiError('PHOTO_TOO_LARGE', { errors: { [PHOTO_FIELD]: 'errors.PHOTO_TOO_LARGE' } });

/** multer as a middleware whose failures are the API's envelopes (413 too large, 400 otherwise). */
export const photosUpload: RequestHandler = (req, res, next) => {
  parser(req, res, (error: unknown) => {
    if (!error) {
      const files = req.files;
      if (!Array.isArray(files) || files.length === 0) next(new ApiError('PHOTOS_MISSING'));
      else next();
      return;
    }
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') next(tooLarge());
      else if (
        error.code === 'LIMIT_FILE_COUNT' ||
        error.code === 'LIMIT_PART_COUNT' ||
        (error.code === 'LIMIT_UNEXPECTED_FILE' && error.field === PHOTO_FIELD)
      )
        next(new ApiError('PHOTOS_TOO_MANY'));
      else if (error.code === 'LIMIT_UNEXPECTED_FILE') next(new ApiError('PHOTOS_MISSING'));
      else next(new ApiError('PHOTO_UPLOAD_MALFORMED'));
      return;
    }
    // busboy's own complaints (no boundary, truncated body) are the client's malformed request
    next(new ApiError('PHOTO_UPLOAD_MALFORMED'));
  });
};
