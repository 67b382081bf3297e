import type { LatLng } from '../../../src/domain/geo';
import type { Place } from '../../../src/domain/geocoding';

/**
 * Turns text into places and positions into a place. The default is the offline gazetteer; a production
 * geocoder (GEOCODER_URL) implements the same interface.
 */
export interface Geocoder {
  /** best matches first; [] when nothing matches */
  search(text: string, limit: number): Promise<Place[]>;
  /** the nearest known place within REVERSE_MAX_KM, or null */
  reverse(position: LatLng): Promise<Place | null>;
  /** places whose name starts with the text (suggestions), best first */
  suggest(prefix: string, limit: number): Promise<Place[]>;
  /**
   * The well-known place (a city or one of its districts) with exactly this name, accents and case aside, or
   * null: how a place typed into the search text is recognised ("parrucchiere Trastevere").
   */
  placeNamed(name: string): Promise<Place | null>;
}
