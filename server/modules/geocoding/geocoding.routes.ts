import { Router } from 'express';
import type { Geocoder } from './geocoder';

/** GET /api/geocoding/search?address= and /api/geocoding/reverse?latitude&longitude (spec 02 §7). */
export function geocodingRouter(_geocoder: Geocoder): Router {
  const router = Router();
  return router;
}
