import * as yup from 'yup';
import type { Shop } from './shop';

/** `GET /api/shops/featured` query: top-rated approved shops, optionally with distance from a position. */
export const FEATURED_LIMIT_DEFAULT = 12;
export const FEATURED_LIMIT_MAX = 50;

/** Message keys for query validation (the API's `errors` map: parameter → key). */
export const QUERY_ERRORS = {
  number: 'validation.number',
  integer: 'validation.integer',
  range: 'validation.range',
  coordinatesPair: 'validation.coordinatesPair',
  /** a parameter given more than once */
  repeated: 'validation.repeated',
} as const;

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
