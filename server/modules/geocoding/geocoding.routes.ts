import { Router } from 'express';
import type { ApiSuccess } from '../../../src/domain/api';
import {
  geocodingSearchQuerySchema,
  reverseGeocodingQuerySchema,
  type GeocodingSearchResult,
  type ReverseGeocodingResult,
} from '../../../src/domain/geocoding';
import { ApiError } from '../../http/api-error';
import { validateQuery } from '../../http/validate';
import type { Geocoder } from './geocoder';

/** GET /api/geocoding/search?address= and /api/geocoding/reverse?latitude&longitude (spec 02 §7). */
export function geocodingRouter(geocoder: Geocoder): Router {
  const router = Router();

  /** → { results } best first; 404 'Location not found' when nothing matches */
  router.get('/search', async (req, res) => {
    const { address, limit } = await validateQuery(geocodingSearchQuerySchema, req.query);
    const results = await geocoder.search(address, limit);
    if (results.length === 0) throw new ApiError('LOCATION_NOT_FOUND');
    const body: ApiSuccess<GeocodingSearchResult> = { success: true, data: { results } };
    res.json(body);
  });

  /** → { address, place } for the nearest known place; 404 'Unknown location' when none is near */
  router.get('/reverse', async (req, res) => {
    const { latitude, longitude } = await validateQuery(reverseGeocodingQuerySchema, req.query);
    const place = await geocoder.reverse({ latitude, longitude });
    if (!place) throw new ApiError('LOCATION_UNKNOWN');
    const body: ApiSuccess<ReverseGeocodingResult> = {
      success: true,
      data: { address: place.label, place },
    };
    res.json(body);
  });

  return router;
}
