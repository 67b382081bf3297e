import type { LocationSuggestion, QuickFilter, SearchWidgetService } from '@/domain/constants';

/** What the home search widget submits (spec 01 "Search widget"); the app turns it into a link. */
export interface SearchWidgetQuery {
  /** Service type chosen in the dropdown (haircut, nails, spa …). */
  category?: SearchWidgetService;
  /** A specific service key, when the caller pre-filled one. */
  service?: string;
  /** The location text as shown in the input. */
  location?: string;
  /** Set when the location is one of LOCATION_SUGGESTIONS (e.g. 'nearMe'). */
  locationSuggestion?: LocationSuggestion;
  filters: QuickFilter[];
}

/** Is there anything to search for? (the find button is disabled otherwise) */
export function hasSearchCriteria(query: SearchWidgetQuery): boolean {
  return Boolean(
    query.category || query.service || query.location?.trim() || query.filters.length > 0,
  );
}

/** Suggestions whose label contains the typed text (case- and accent-insensitive); all when empty. */
export function filterLocationSuggestions<K extends string>(
  keys: readonly K[],
  labels: Record<K, string>,
  typed: string,
): K[] {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .trim();
  const needle = norm(typed);
  if (!needle) return [...keys];
  return keys.filter((k) => norm(labels[k]).includes(needle));
}
