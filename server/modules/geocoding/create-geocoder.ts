import type { Config } from '../../config';
import { createGazetteer } from './gazetteer';
import type { Geocoder } from './geocoder';
import { createNominatimGeocoder } from './nominatim';

/**
 * The geocoder the configuration asks for: a Nominatim-compatible service when GEOCODER_URL is set (its
 * suggestions and the places named in search text still come from the offline gazetteer: autocomplete is not
 * a Nominatim use), else the gazetteer.
 */
export function createGeocoder(
  config: Pick<Config, 'geocoderUrl' | 'gazetteerCountries' | 'version'>,
): Geocoder {
  const gazetteer = createGazetteer({ countries: config.gazetteerCountries });
  if (!config.geocoderUrl) return gazetteer;
  return createNominatimGeocoder({
    baseUrl: config.geocoderUrl,
    countries: config.gazetteerCountries,
    userAgent: `Orabella/${config.version}`,
    suggest: gazetteer.suggest,
    placeNamed: gazetteer.placeNamed,
  });
}
