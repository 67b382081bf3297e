import { Router } from 'express';
import {
  geocodingSearchQuerySchema,
  reverseGeocodingQuerySchema,
} from '../../../src/domain/geocoding';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/ok';
import { validateQuery } from '../../http/validate';
import type { Geocoder } from './geocoder';

/** GET /api/geocoding/search?address= and /api/geocoding/reverse?latitude&longitude (spec 02 §7). */
export function geocodingRouter({ geocoder }: { geocoder: Geocoder }): Router {
  const router = Router();

  /** → { results } best first; 404 'Location not found' when nothing matches */
  router.get('/search', async (req, res) => {
    const { address, limit } = await validateQuery(geocodingSearchQuerySchema, req.query);
    const results = await geocoder.search(address, limit);
    if (results.length === 0) throw new ApiError('LOCATION_NOT_FOUND');
    ok(res, { results });
  });

  /** → { address, place } for the nearest known place; 404 'Unknown location' when none is near */
  router.get('/reverse', async (req, res) => {
    const { latitude, longitude } = await validateQuery(reverseGeocodingQuerySchema, req.query);
    const place = await geocoder.reverse({ latitude, longitude });
    if (!place) throw new ApiError('LOCATION_UNKNOWN');
    ok(res, { address: place.label, place });
  });

  return router;
}
