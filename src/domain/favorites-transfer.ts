import { FAVORITE_NOTES_MAX } from './favorites';
import { FAVORITE_SERVICES_MAX, isServiceId } from './favorite-services';
import { isShopId } from './ids';
import { LIMITS } from './limits';

/**
 * The favourites file a customer exports and imports (spec 02 §9: version 1.0, JSON; §5: an import without a
 * favourites array is 'Invalid import format'). Export and import run in the browser; an import adds, through
 * the API, only the shops and services the customer does not have yet, so importing twice changes nothing.
 */
export const FAVORITES_EXPORT_VERSION = '1.0';
export const INVALID_IMPORT_FORMAT = 'Invalid import format';

/** A file larger than this is refused before it is parsed (200 shops and 200 services fit in well under it). */
export const FAVORITES_IMPORT_MAX_BYTES = 512 * 1024;
/** Shops in one file; more is refused before any entry is looked at. */
export const FAVORITES_IMPORT_MAX_SHOPS = 500;

export interface ExportedFavoriteShop {
  shopId: string;
  /** for people reading the file; an import ignores it */
  name?: string;
  notes: string;
  addedAt: string;
}

export interface ExportedFavoriteService {
  serviceId: string;
  name?: string;
  shopId?: string;
  notes: string;
  addedAt: string;
}

export interface FavoritesExport {
  version: typeof FAVORITES_EXPORT_VERSION;
  exportedAt: string;
  favorites: ExportedFavoriteShop[];
  services: ExportedFavoriteService[];
}

/** What an export is built from: the tab's lists (names are the shop's and service's current ones). */
export interface FavoritesExportSource {
  shops: readonly {
    shopId: string;
    notes: string;
    addedAt: string;
    shop: { name: string } | null;
  }[];
  services: readonly {
    serviceId: string;
    shopId: string;
    notes: string;
    addedAt: string;
    service: { name: string } | null;
  }[];
}

export function buildFavoritesExport(source: FavoritesExportSource, now: Date): FavoritesExport {
  return {
    version: FAVORITES_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    favorites: source.shops.map((f) => ({
      shopId: f.shopId,
      ...(f.shop ? { name: f.shop.name } : {}),
      notes: f.notes,
      addedAt: f.addedAt,
    })),
    services: source.services.map((f) => ({
      serviceId: f.serviceId,
      ...(f.service ? { name: f.service.name } : {}),
      shopId: f.shopId,
      notes: f.notes,
      addedAt: f.addedAt,
    })),
  };
}

/** `favorites-YYYY-MM-DD.json` */
export const favoritesExportFileName = (now: Date): string =>
  `favorites-${now.toISOString().slice(0, 10)}.json`;

/** What an import brings: the shops and services named by the file, each once, with its notes. */
export interface FavoritesImport {
  shops: { shopId: string; notes: string }[];
  services: { serviceId: string; notes: string }[];
}

export type ParsedImport = { ok: true; value: FavoritesImport } | { ok: false; message: string };

const invalid = { ok: false, message: INVALID_IMPORT_FORMAT } as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Notes as stored: a string within the limit (missing → empty); anything else makes the file invalid. */
function notesOf(entry: Record<string, unknown>): string | null {
  if (entry.notes === undefined || entry.notes === null) return '';
  return typeof entry.notes === 'string' && entry.notes.length <= FAVORITE_NOTES_MAX
    ? entry.notes
    : null;
}

/**
 * Reads an exported file's text. Sizes are checked before any per-entry work (the text, then each array's
 * length); then every entry must name a well-formed shop or service id. Entries named twice are kept once
 * (the first). Any other shape, or another version, is 'Invalid import format'.
 */
export function parseFavoritesImport(text: string): ParsedImport {
  if (text.length > FAVORITES_IMPORT_MAX_BYTES) return invalid;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return invalid;
  }
  if (!isRecord(data) || data.version !== FAVORITES_EXPORT_VERSION) return invalid;
  const { favorites, services = [] } = data;
  if (!Array.isArray(favorites) || !Array.isArray(services)) return invalid;
  if (favorites.length > FAVORITES_IMPORT_MAX_SHOPS || services.length > FAVORITE_SERVICES_MAX)
    return invalid;

  const shops = new Map<string, string>();
  for (const entry of favorites as unknown[]) {
    if (!isRecord(entry) || !isShopId(entry.shopId) || entry.shopId.length > LIMITS.id)
      return invalid;
    const notes = notesOf(entry);
    if (notes === null) return invalid;
    if (!shops.has(entry.shopId)) shops.set(entry.shopId, notes);
  }
  const serviceNotes = new Map<string, string>();
  for (const entry of services as unknown[]) {
    if (!isRecord(entry) || !isServiceId(entry.serviceId)) return invalid;
    const notes = notesOf(entry);
    if (notes === null) return invalid;
    if (!serviceNotes.has(entry.serviceId)) serviceNotes.set(entry.serviceId, notes);
  }
  return {
    ok: true,
    value: {
      shops: [...shops].map(([shopId, notes]) => ({ shopId, notes })),
      services: [...serviceNotes].map(([serviceId, notes]) => ({ serviceId, notes })),
    },
  };
}

/** The part of an import the customer does not have yet (what the client then adds, one call each). */
export function newFavoritesOf(
  wanted: FavoritesImport,
  have: { shopIds: Iterable<string>; serviceIds: Iterable<string> },
): FavoritesImport {
  const shopIds = new Set(have.shopIds);
  const serviceIds = new Set(have.serviceIds);
  return {
    shops: wanted.shops.filter((s) => !shopIds.has(s.shopId)),
    services: wanted.services.filter((s) => !serviceIds.has(s.serviceId)),
  };
}
