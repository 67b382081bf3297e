import * as yup from 'yup';
import { QUERY_ERRORS } from './shop-query';
import { SEARCH_TEXT_MAX } from './search';

export { GEOCODING_MESSAGES } from './api-messages';

export const GEOCODING_RESULTS_MAX = 10;
/** reverse geocoding answers the nearest place within this distance */
export const REVERSE_MAX_KM = 25;

export type PlaceKind = 'city' | 'district';

export interface Place {
  id: string;
  /** the place's own name, e.g. "Trastevere" */
  name: string;
  /** what to show, e.g. "Trastevere, Roma (RM)" */
  label: string;
  kind: PlaceKind;
  latitude: number;
  longitude: number;
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** province code, e.g. "RM", when known */
  province: string | null;
}

export interface GeocodingSearchResult {
  results: Place[];
}

export interface ReverseGeocodingResult {
  /** a display address for the position, e.g. "Trastevere, Roma (RM)" */
  address: string;
  place: Place;
}

export const geocodingSearchQuerySchema = yup
  .object({
    address: yup
      .string()
      .trim()
      .min(1, QUERY_ERRORS.range)
      .max(SEARCH_TEXT_MAX, QUERY_ERRORS.range)
      .required(QUERY_ERRORS.range),
    limit: yup
      .number()
      .typeError(QUERY_ERRORS.number)
      .integer(QUERY_ERRORS.integer)
      .min(1, QUERY_ERRORS.range)
      .max(GEOCODING_RESULTS_MAX, QUERY_ERRORS.range)
      .default(5),
  })
  .noUnknown();

export const reverseGeocodingQuerySchema = yup
  .object({
    latitude: yup
      .number()
      .typeError(QUERY_ERRORS.number)
      .min(-90, QUERY_ERRORS.range)
      .max(90, QUERY_ERRORS.range)
      .required(QUERY_ERRORS.number),
    longitude: yup
      .number()
      .typeError(QUERY_ERRORS.number)
      .min(-180, QUERY_ERRORS.range)
      .max(180, QUERY_ERRORS.range)
      .required(QUERY_ERRORS.number),
  })
  .noUnknown();
