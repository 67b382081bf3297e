import type { QuickFilter, SearchWidgetService } from '@/domain/constants';

/** What the home search widget submits (spec 01 "Search widget"); the app turns it into a link. */
export interface SearchWidgetQuery {
  /** Service type chosen in the dropdown (haircut, nails, spa …). */
  category?: SearchWidgetService;
  /** A specific service key, when the caller pre-filled one. */
  service?: string;
  /** The location text as shown in the input (a place's label when one was picked). */
  location?: string;
  /** Set when the location is the device position ("Current position"). */
  currentPosition?: boolean;
  filters: QuickFilter[];
}

/** A place the "Where" field offers (a city or a neighbourhood from the gazetteer). */
export interface PlaceOption {
  id: string;
  /** what the option shows and the field then holds, e.g. "Trastevere, Roma (RM)" */
  label: string;
  kind: 'city' | 'district';
}

/** Is there anything to search for? (the find button is disabled otherwise) */
export function hasSearchCriteria(query: SearchWidgetQuery): boolean {
  return Boolean(
    query.category || query.service || query.location?.trim() || query.filters.length > 0,
  );
}
