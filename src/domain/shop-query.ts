import * as yup from 'yup';
import type { Shop } from './shop';

/** `GET /api/shops/featured` query: top-rated approved shops, optionally with distance from a position. */
export const FEATURED_LIMIT_DEFAULT = 12;
export const FEATURED_LIMIT_MAX = 50;
/** how many featured shops home asks for (its "All" and type tabs filter them); its page carries this answer */
export const HOME_FEATURED_LIMIT = 24;

/** Message keys for query validation (the API's `errors` map: parameter → key). */
export const QUERY_ERRORS = {
  number: 'validation.number',
  integer: 'validation.integer',
  range: 'validation.range',
  coordinatesPair: 'validation.coordinatesPair',
  /** a parameter given more than once */
  repeated: 'validation.repeated',
} as const;

/**
 * A `coordinates` query parameter → position, or null when it is not one: either "lat,lng" (`41.9,12.5`, as
 * the search page sends it) or JSON text with exactly `latitude` and `longitude` numbers
 * (`{"latitude":41.9,"longitude":12.5}`, as spec 03 §7 sends it to `/shops`), in range in both forms.
 */
export function parseCoordinates(value: string): { latitude: number; longitude: number } | null {
  const text = value.trim();
  let latitude: unknown;
  let longitude: unknown;
  if (text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return null;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const keys = Object.keys(parsed);
    if (keys.length !== 2 || !keys.includes('latitude') || !keys.includes('longitude')) return null;
    ({ latitude, longitude } = parsed as Record<string, unknown>);
  } else {
    const match = /^(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)$/.exec(text);
    if (!match) return null;
    latitude = Number(match[1]);
    longitude = Number(match[2]);
  }
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** latitude and longitude come together: the error goes on the one that is missing */
function paired(
  this: yup.TestContext,
  value: number | undefined,
  other: 'latitude' | 'longitude',
): boolean {
  const parent = this.parent as Record<string, unknown>;
  return value !== undefined || parent[other] === undefined;
}

export const featuredShopsQuerySchema = yup
  .object({
    limit: yup
      .number()
      .typeError(QUERY_ERRORS.number)
      .integer(QUERY_ERRORS.integer)
      .min(1, QUERY_ERRORS.range)
      .max(FEATURED_LIMIT_MAX, QUERY_ERRORS.range)
      .default(FEATURED_LIMIT_DEFAULT),
    latitude: yup
      .number()
      .typeError(QUERY_ERRORS.number)
      .min(-90, QUERY_ERRORS.range)
      .max(90, QUERY_ERRORS.range)
      .optional()
      .test('paired', QUERY_ERRORS.coordinatesPair, function (value) {
        return paired.call(this, value, 'longitude');
      }),
    longitude: yup
      .number()
      .typeError(QUERY_ERRORS.number)
      .min(-180, QUERY_ERRORS.range)
      .max(180, QUERY_ERRORS.range)
      .optional()
      .test('paired', QUERY_ERRORS.coordinatesPair, function (value) {
        return paired.call(this, value, 'latitude');
      }),
  })
  .noUnknown();
export type FeaturedShopsQuery = yup.InferType<typeof featuredShopsQuerySchema>;

/** `GET /api/shops/featured` → data */
export interface FeaturedShopsResult {
  shops: Shop[];
}
