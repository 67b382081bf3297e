import { useEffect } from 'react';
import type { Place } from '@/domain/geocoding';
import { usePlaceSuggestions } from '../home-queries';

/** What the "Where" field offers for a typed text, and whether the next answer is on its way. */
export interface PlaceSuggestions {
  typed: string;
  places: Place[];
  loading: boolean;
}

/**
 * Asks the gazetteer for what is typed in the home widget's "Where" and reports the answers. The hero loads it
 * when the field is first typed in, so neither it nor the data layer is part of home's first paint.
 */
export default function PlaceSuggestionsSource({
  typed,
  onChange,
}: {
  typed: string;
  onChange: (suggestions: PlaceSuggestions) => void;
}) {
  const { places, loading } = usePlaceSuggestions(typed);
  useEffect(() => onChange({ typed, places, loading }), [typed, places, loading, onChange]);
  return null;
}
