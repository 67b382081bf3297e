import { EARTH_RADIUS_KM } from './constants';

/** Distance rules shared by server, client and mocks: haversine on a sphere of radius 6371 km. */

export interface LatLng {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

export function isValidLatitude(value: number): boolean {
  return Number.isFinite(value) && value >= -90 && value <= 90;
}

export function isValidLongitude(value: number): boolean {
  return Number.isFinite(value) && value >= -180 && value <= 180;
}

/** Great-circle distance in km between two points (haversine formula). */
/** The shop's position when it has one (a shop made at sign-up has none until its address is set). */
export function knownPosition(location: {
  latitude: number | null;
  longitude: number | null;
}): LatLng | null {
  const { latitude, longitude } = location;
  return typeof latitude === 'number' && typeof longitude === 'number'
    ? { latitude, longitude }
    : null;
}

/** Distance in km rounded for display, or null when the shop has no coordinates. */
export function distanceToShopKm(
  origin: LatLng,
  location: { latitude: number | null; longitude: number | null },
): number | null {
  const position = knownPosition(location);
  return position ? roundKm(haversineKm(origin, position)) : null;
}

export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distance as the API returns it: km rounded to two decimals (10 m). */
export function roundKm(km: number): number {
  return Math.round(km * 100) / 100;
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * A latitude/longitude box that contains every point within `radiusKm` of `center`; filter with it
 * (an indexed range query or an in-process index), then keep the points whose haversine distance fits.
 * Longitudes are clamped to ±180 (no wrap across the antimeridian, which no Italian shop needs).
 */
export function boundingBox(center: LatLng, radiusKm: number): BoundingBox {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cosLat = Math.cos(toRadians(center.latitude));
  const dLng = cosLat < 1e-9 ? 180 : Math.min(180, dLat / cosLat);
  return {
    minLatitude: Math.max(-90, center.latitude - dLat),
    maxLatitude: Math.min(90, center.latitude + dLat),
    minLongitude: Math.max(-180, center.longitude - dLng),
    maxLongitude: Math.min(180, center.longitude + dLng),
  };
}
