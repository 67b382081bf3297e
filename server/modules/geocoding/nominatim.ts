import { type Place, type PlaceKind } from '../../../src/domain/geocoding';
import { ApiError } from '../../http/api-error';
import type { Geocoder } from './geocoder';

export interface NominatimOptions {
  /** Nominatim-compatible base URL, e.g. https://nominatim.example.org */
  baseUrl: string;
  timeoutMs?: number;
  /** Nominatim's usage policy asks every client to identify itself */
  userAgent?: string;
  /** limit results to these ISO countries (Nominatim `countrycodes`) */
  countries?: readonly string[];
  /**
   * Suggestions while typing: public Nominatim forbids autocomplete, so they come from elsewhere (the offline
   * gazetteer); without one, none.
   */
  suggest?: Geocoder['suggest'];
  /** places named in search text, from the offline gazetteer (a remote call per word would be slow) */
  placeNamed?: Geocoder['placeNamed'];
}

/** The jsonv2 fields we read. */
interface NominatimPlace {
  place_id?: number;
  osm_type?: string;
  osm_id?: number;
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
  addresstype?: string;
  type?: string;
  address?: Record<string, string | undefined>;
  error?: string;
}

const DISTRICT_TYPES = new Set([
  'suburb',
  'quarter',
  'neighbourhood',
  'city_district',
  'borough',
  'district',
]);

function provinceOf(address: Record<string, string | undefined>): string | null {
  for (const key of ['ISO3166-2-lvl6', 'ISO3166-2-lvl5']) {
    const match = /^[A-Z]{2}-([A-Z0-9]{2,3})$/.exec(address[key] ?? '');
    if (match?.[1]) return match[1];
  }
  return null;
}

/** A Nominatim answer → our Place, or null when it lacks a position. */
export function toPlace(item: NominatimPlace): Place | null {
  const latitude = Number(item.lat);
  const longitude = Number(item.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const address = item.address ?? {};
  const kind: PlaceKind = DISTRICT_TYPES.has(item.addresstype ?? item.type ?? '')
    ? 'district'
    : 'city';
  const display = item.display_name ?? '';
  const name = item.name || display.split(',')[0]?.trim() || display;
  const province = provinceOf(address);
  const city = address.city ?? address.town ?? address.village;
  const label =
    kind === 'district' && city && city !== name
      ? `${name}, ${city}${province ? ` (${province})` : ''}`
      : province
        ? `${name} (${province})`
        : display || name;
  return {
    id:
      item.osm_type && item.osm_id
        ? `osm-${item.osm_type}-${item.osm_id}`
        : `nominatim-${item.place_id ?? 0}`,
    name,
    label,
    kind,
    latitude,
    longitude,
    country: (address.country_code ?? '').toUpperCase(),
    province,
  };
}

/**
 * The production geocoder: a Nominatim-compatible service (`/search` and `/reverse`, format jsonv2) over
 * the global fetch, with a timeout. A failing or slow provider is a 502 'Failed to search location'.
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5000;

  async function call(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${base}${path}?${new URLSearchParams({ format: 'jsonv2', addressdetails: '1', ...params })}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'application/json',
          'user-agent': options.userAgent ?? 'Orabella',
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new ApiError('LOCATION_SEARCH_FAILED');
    }
    if (!response.ok) throw new ApiError('LOCATION_SEARCH_FAILED');
    try {
      return await response.json();
    } catch {
      throw new ApiError('LOCATION_SEARCH_FAILED');
    }
  }

  const countrycodes: Record<string, string> = options.countries?.length
    ? { countrycodes: options.countries.join(',').toLowerCase() }
    : {};

  return {
    async search(text, limit) {
      const body = await call('/search', { q: text, limit: String(limit), ...countrycodes });
      if (!Array.isArray(body)) return [];
      return (body as NominatimPlace[])
        .map(toPlace)
        .filter((p): p is Place => p !== null)
        .slice(0, limit);
    },
    async reverse(position) {
      const body = (await call('/reverse', {
        lat: String(position.latitude),
        lon: String(position.longitude),
      })) as NominatimPlace | null;
      if (!body || typeof body !== 'object' || body.error) return null;
      return toPlace(body);
    },
    suggest: (prefix, limit) =>
      options.suggest ? options.suggest(prefix, limit) : Promise.resolve([]),
    placeNamed: (name) => (options.placeNamed ? options.placeNamed(name) : Promise.resolve(null)),
  };
}
