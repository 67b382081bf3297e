import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';
import MyLocationRounded from '@mui/icons-material/MyLocationRounded';
import NearMeRounded from '@mui/icons-material/NearMeRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import {
  QUICK_FILTERS,
  SEARCH_WIDGET_SERVICES,
  type QuickFilter,
  type SearchWidgetService,
} from '@/domain/constants';
import { LocationCombobox } from './LocationCombobox';
import { fieldInputSx, SearchField } from './SearchField';
import { hasSearchCriteria, type PlaceOption, type SearchWidgetQuery } from './search-query';

export interface SearchWidgetLabels {
  /** Accessible name of the search form, e.g. "Find a beauty service". */
  region: string;
  serviceLabel: string;
  servicePlaceholder: string;
  /** Names of SEARCH_WIDGET_SERVICES. */
  services: Record<SearchWidgetService, string>;
  locationLabel: string;
  locationPlaceholder: string;
  /** The first location suggestion: the device position. */
  currentPosition: string;
  /** Shown while places for the typed text are asked for (optional). */
  placesLoading?: string;
  useLocation: string;
  /** Shown while the device position is requested. */
  locating: string;
  /** Accessible name of the chip group. */
  quickFilters: string;
  filters: Record<QuickFilter, string>;
  find: string;
  searchNearby: string;
  clear: string;
  /** Shown when no suggestion matches (optional). */
  noSuggestions?: string;
}

export interface SearchWidgetProps {
  labels: SearchWidgetLabels;
  /** Called with the query; the app navigates to its search link. */
  onSearch: (query: SearchWidgetQuery) => void;
  /**
   * "Use current location": the app asks for the position. Resolve a label to put in the location
   * input (e.g. the "Current position" label or a street name); resolve null/undefined to leave it.
   */
  onUseLocation?: () => void | Promise<string | null | undefined>;
  /** Places for what is typed in "Where" (the app asks the gazetteer), offered after "Current position". */
  places?: readonly PlaceOption[];
  /** The places for the latest typed text are on their way. */
  placesLoading?: boolean;
  /** The text typed in "Where" (not called for a picked suggestion): the app looks up places for it. */
  onLocationInput?: (text: string) => void;
  /**
   * Show "Search nearby": sets the location to the device position (the text onUseLocation
   * resolves, else "Current position"), adds the 'nearby' filter, then calls onSearch.
   */
  showSearchNearby?: boolean;
  /** Initial value (stories, back navigation). */
  defaultValue?: Partial<SearchWidgetQuery>;
  /** Busy state on the location button (when the app tracks geolocation itself). */
  locating?: boolean;
  /** Stacked layout regardless of width. */
  dense?: boolean;
}

interface State {
  category: SearchWidgetService | '';
  location: string;
  currentPosition?: boolean;
  filters: QuickFilter[];
}

const EMPTY: State = { category: '', location: '', filters: [] };

function initialState(labels: SearchWidgetLabels, value?: Partial<SearchWidgetQuery>): State {
  if (!value) return EMPTY;
  return {
    category: value.category ?? '',
    location: value.location ?? (value.currentPosition ? labels.currentPosition : ''),
    currentPosition: value.currentPosition,
    filters: (value.filters ?? []).filter((f) => (QUICK_FILTERS as readonly string[]).includes(f)),
  };
}

function toQuery(state: State, service?: string): SearchWidgetQuery {
  const query: SearchWidgetQuery = {
    filters: QUICK_FILTERS.filter((f) => state.filters.includes(f)),
  };
  if (state.category) query.category = state.category;
  if (service) query.service = service;
  const location = state.location.trim();
  if (location) query.location = location;
  if (location && state.currentPosition) query.currentPosition = true;
  return query;
}

export function SearchWidget({
  labels,
  onSearch,
  onUseLocation,
  showSearchNearby = true,
  places,
  placesLoading = false,
  onLocationInput,
  defaultValue,
  locating: locatingProp = false,
  dense = false,
}: SearchWidgetProps) {
  const id = useId();
  const [state, setState] = useState<State>(() => initialState(labels, defaultValue));
  const [locatingSelf, setLocatingSelf] = useState(false);
  const locating = locatingProp || locatingSelf;
  const service = defaultValue?.service;
  const query = toQuery(state, service);
  const canSearch = hasSearchCriteria(query);
  const isEmpty = !state.category && !state.location.trim() && state.filters.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSearch) onSearch(query);
  };

  const resolveLocation = async (): Promise<string | null> => {
    if (!onUseLocation) return null;
    setLocatingSelf(true);
    try {
      const result = await onUseLocation();
      return typeof result === 'string' && result.trim() ? result : null;
    } catch {
      return null;
    } finally {
      setLocatingSelf(false);
    }
  };

  const useLocation = async () => {
    const text = await resolveLocation();
    if (text)
      setState((s) => ({
        ...s,
        location: text,
        currentPosition: text === labels.currentPosition ? true : undefined,
      }));
  };

  const searchNearby = async () => {
    const text = await resolveLocation();
    const next: State = {
      ...state,
      location: text ?? labels.currentPosition,
      currentPosition: text && text !== labels.currentPosition ? undefined : true,
      filters: state.filters.includes('nearby') ? state.filters : [...state.filters, 'nearby'],
    };
    setState(next);
    onSearch(toQuery(next, service));
  };

  const toggleFilter = (f: QuickFilter) =>
    setState((s) => ({
      ...s,
      filters: s.filters.includes(f) ? s.filters.filter((x) => x !== f) : [...s.filters, f],
    }));

  const stacked = dense ? { xs: 'column', md: 'column' } : { xs: 'column', md: 'row' };

  return (
    <Paper
      component="form"
      role="search"
      aria-label={labels.region}
      onSubmit={submit}
      noValidate
      sx={(t) => {
        const p = (t.vars ?? t).palette;
        return {
          p: { xs: 2, md: 2.5 },
          borderRadius: 5,
          bgcolor: p.background.paper,
          border: `${t.accessibility.highContrast ? 2 : 1}px solid ${p.border.subtle}`,
          boxShadow: p.shadow.popover,
        };
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: stacked,
          gap: 1.5,
          alignItems: { md: dense ? 'stretch' : 'flex-start' },
        }}
      >
        <SearchField
          inputId={`${id}-service`}
          label={labels.serviceLabel}
          icon={<SpaRounded fontSize="small" />}
        >
          <Box
            component="select"
            id={`${id}-service`}
            value={state.category}
            onChange={(e) =>
              setState((s) => ({ ...s, category: e.target.value as SearchWidgetService | '' }))
            }
            sx={{
              ...fieldInputSx,
              cursor: 'pointer',
              color: state.category ? 'text.primary' : 'text.secondary',
              '& option': { color: 'text.primary', bgcolor: 'background.paper' },
            }}
          >
            <option value="">{labels.servicePlaceholder}</option>
            {SEARCH_WIDGET_SERVICES.map((s) => (
              <option key={s} value={s}>
                {labels.services[s]}
              </option>
            ))}
          </Box>
        </SearchField>

        <LocationCombobox
          id={`${id}-location`}
          label={labels.locationLabel}
          placeholder={labels.locationPlaceholder}
          value={state.location}
          currentPositionLabel={labels.currentPosition}
          places={places}
          loading={placesLoading}
          loadingLabel={labels.placesLoading}
          noSuggestions={labels.noSuggestions}
          onChange={(location, pick) => {
            setState((s) => ({
              ...s,
              location,
              currentPosition: pick?.kind === 'current' ? true : undefined,
            }));
            if (!pick) onLocationInput?.(location);
          }}
          end={
            onUseLocation ? (
              <IconButton
                aria-label={locating ? labels.locating : labels.useLocation}
                title={locating ? labels.locating : labels.useLocation}
                onClick={useLocation}
                disabled={locating}
                size="small"
              >
                {locating ? (
                  <CircularProgress size={18} aria-hidden="true" />
                ) : (
                  <MyLocationRounded fontSize="small" />
                )}
              </IconButton>
            ) : null
          }
        />

        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!canSearch}
          startIcon={<SearchRounded />}
          sx={{
            minHeight: 56,
            px: 4,
            flex: 'none',
            alignSelf: { xs: 'stretch', md: dense ? 'stretch' : 'flex-start' },
          }}
        >
          {labels.find}
        </Button>
      </Box>

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mt: 2,
        }}
      >
        <Box
          role="group"
          aria-labelledby={`${id}-filters`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        >
          <Typography
            id={`${id}-filters`}
            variant="caption"
            color="text.secondary"
            sx={{ fontWeight: 600, mr: 0.5 }}
          >
            {labels.quickFilters}
          </Typography>
          {QUICK_FILTERS.map((f) => {
            const selected = state.filters.includes(f);
            return (
              <Chip
                key={f}
                label={labels.filters[f]}
                clickable
                onClick={() => toggleFilter(f)}
                aria-pressed={selected}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                icon={selected ? <CheckRounded /> : undefined}
                size="medium"
              />
            );
          })}
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {showSearchNearby ? (
            <Button
              variant="text"
              startIcon={<NearMeRounded />}
              onClick={searchNearby}
              disabled={locating}
            >
              {labels.searchNearby}
            </Button>
          ) : null}
          <Button
            variant="text"
            color="inherit"
            onClick={() => {
              setState(EMPTY);
              onLocationInput?.('');
            }}
            disabled={isEmpty}
          >
            {labels.clear}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
