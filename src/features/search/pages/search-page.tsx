import {
  Suspense,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useMediaQuery } from '@/lib/media';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  CATEGORY_BUSINESS_TYPES,
  MAP_DEFAULT_RADIUS_KM,
  MAP_HEIGHT_PX,
  type SearchSuggestion,
} from '@/domain/search';
import { recentSearches } from '@/domain/search-history';
import {
  criteriaFromParams,
  criteriaToParams,
  DEFAULT_SEARCH_FILTERS,
  hasSearchCriteria,
  searchRequestParams,
  toggleIn,
  YOUR_LOCATION,
  type SearchCriteria,
} from '@/domain/search-url';
import type { Shop } from '@/domain/shop';
import { FiltersPanel } from '../components/lazy-filters-panel';
import { SearchMapView, ShopDetailsDialog } from '../details';
import { useFiltersPanelLabels } from '@/lib/ui/search-labels';
import { SearchHeader } from '../components/search-header';
import { SearchResults } from '../components/search-results';
import { useDeviceLocation } from '../use-device-location';
import { useSearchHistory } from '../use-search-history';
import { useBusinessTypeCounts, useShopSearch, useSuggestions } from '../search-queries';
import { bookingHref } from '@/domain/links';

/** The part of the address the search owns, normalised: tells our own rewrites from outside navigation. */
const ownedKey = (params: URLSearchParams) =>
  criteriaToParams(criteriaFromParams(params)).toString();

/**
 * /search (spec 02 §2.1): the address gives the starting criteria and is rewritten by replacement after
 * each search; the results show in a list or on the map; `?shop=` opens the details modal.
 */
export function SearchPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const theme = useTheme();
  // the app's hook, which the server's first view answers for the visitor's screen as well
  const large = useMediaQuery(theme.breakpoints.up('md').replace(/^@media\s*/, ''));
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const [criteria, setCriteria] = useState<SearchCriteria>(() => criteriaFromParams(params));
  const [draft, setDraft] = useState(criteria.text);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const written = useRef(ownedKey(params));
  const history = useSearchHistory();
  const suggestions = useSuggestions(draft);
  const counts = useBusinessTypeCounts();
  const device = useDeviceLocation();
  const filtersLabels = useFiltersPanelLabels();

  // Outside navigation (a header link to /search?category=…) starts over from the new address.
  useEffect(() => {
    const key = ownedKey(params);
    if (key === written.current) return;
    written.current = key;
    const next = criteriaFromParams(params);
    setCriteria(next);
    setDraft(next.text);
  }, [params]);

  const update = useCallback(
    (change: (current: SearchCriteria) => SearchCriteria) => setCriteria((c) => change(c)),
    [],
  );

  // The address follows the criteria, by replacement (spec 02 §2.1).
  useEffect(() => {
    const next = criteriaToParams(criteria, params);
    written.current = criteriaToParams(criteria).toString();
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only criteria changes rewrite the address
  }, [criteria]);

  // 'Your Location' asks the device; on failure the location is cleared (spec 02 §4).
  const waitingForPosition = criteria.location === YOUR_LOCATION && !criteria.coordinates;
  const { locate } = device;
  useEffect(() => {
    if (!waitingForPosition) return;
    let live = true;
    void locate().then((coordinates) => {
      if (!live) return;
      update((c) =>
        coordinates
          ? { ...c, location: YOUR_LOCATION, coordinates, sortBy: 'distance' }
          : { ...c, location: '', coordinates: null },
      );
    });
    return () => {
      live = false;
    };
  }, [waitingForPosition, locate, update]);

  const searched = hasSearchCriteria(criteria) && !waitingForPosition;
  // Only a change of what is asked (not the view or the map) searches again: the query's key.
  const { state, loadMore, retry } = useShopSearch(criteria, searched);
  const requestKey = JSON.stringify(searchRequestParams(criteria, 1, 0));
  const { add: addHistory } = history;
  // A text search that answered goes into the history, once per search.
  const remembered = useRef<string | null>(null);
  const onAnswered = useEffectEvent(() => {
    if (state.status !== 'success' || remembered.current === requestKey) return;
    remembered.current = requestKey;
    if (criteria.text.trim()) addHistory(criteria.text, state.total);
  });
  useEffect(() => onAnswered(), [state.status, requestKey]);

  // Stable while the address is: result cards still waiting to be taken over (HydrateInTurn) are not redrawn.
  const openDetails = useCallback(
    (shopId: string) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.set('shop', shopId);
        return next;
      }),
    [setParams],
  );
  const viewDetails = useCallback((shop: Shop) => openDetails(shop.id), [openDetails]);

  const setText = (text: string) => {
    setDraft(text);
    update((c) => ({ ...c, text }));
  };
  const clearFilters = () =>
    update((c) => ({ ...c, filters: DEFAULT_SEARCH_FILTERS, category: null }));
  const pickSuggestion = (s: SearchSuggestion) => {
    if (s.kind === 'place') update((c) => ({ ...c, location: s.label, coordinates: null }));
    else if (s.kind === 'shop' && s.shopId) openDetails(s.shopId);
    else setText(s.label);
  };
  const closeDetails = () =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('shop');
        return next;
      },
      { replace: true },
    );
  const bookNow = useCallback((shop: Shop) => void navigate(bookingHref(shop.id)), [navigate]);

  const shopId = params.get('shop');
  const initialShop = useMemo(
    () => state.shops.find((s) => s.id === shopId),
    [state.shops, shopId],
  );
  const origin = state.origin ?? criteria.coordinates;
  const locationLabel = criteria.coordinates
    ? intl.formatMessage({ id: 'search.location.yourLocation' })
    : criteria.location;

  const panel = (
    <FiltersPanel
      variant={large ? 'inline' : 'sheet'}
      open={filtersOpen}
      onClose={() => setFiltersOpen(false)}
      filters={criteria.filters}
      counts={counts}
      onChange={(filters) => update((c) => ({ ...c, filters }))}
      onClearAll={clearFilters}
      onApply={() => setFiltersOpen(false)}
      labels={filtersLabels}
    />
  );

  return (
    <Box>
      <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 }, pb: 1 }}>
        <Typography variant="h4" component="h1">
          {intl.formatMessage({ id: 'pages.search.title' })}
        </Typography>
      </Container>
      <SearchHeader
        criteria={criteria}
        draft={draft}
        onDraftChange={setDraft}
        onSubmitText={setText}
        onClearText={() => setText('')}
        suggestions={suggestions.suggestions}
        suggestionsLoading={suggestions.loading}
        onPickSuggestion={pickSuggestion}
        recentSearches={recentSearches(history.history).map((h) => h.query)}
        locationLabel={locationLabel}
        locating={device.locating}
        onNearMe={() => update((c) => ({ ...c, location: YOUR_LOCATION, coordinates: null }))}
        onCustomLocation={(name) => update((c) => ({ ...c, location: name, coordinates: null }))}
        onClearLocation={() => update((c) => ({ ...c, location: '', coordinates: null }))}
        onToggleQuickService={(service) =>
          update((c) => ({
            ...c,
            filters: { ...c.filters, services: toggleIn(c.filters.services, service) },
          }))
        }
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((o) => !o)}
        onSortChange={(sortBy) => update((c) => ({ ...c, sortBy }))}
        onViewChange={(view) => update((c) => ({ ...c, view }))}
        filtersPanelId={panelId}
      />
      <Container maxWidth="lg" sx={{ py: 3 }}>
        {device.errorId ? (
          <Alert severity="warning" onClose={device.clearError} sx={{ mb: 2 }}>
            {intl.formatMessage({ id: device.errorId })}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
          {filtersOpen && large ? (
            <Box id={panelId} sx={{ width: 320, flexShrink: 0 }}>
              {panel}
            </Box>
          ) : null}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {criteria.view === 'map' ? (
              <Suspense
                fallback={
                  <Skeleton
                    variant="rounded"
                    height={MAP_HEIGHT_PX}
                    aria-label={intl.formatMessage({ id: 'search.map.loading' })}
                  />
                }
              >
                <SearchMapView
                  criteria={criteria}
                  origin={origin}
                  radiusKm={
                    criteria.mapRadiusKm ?? criteria.filters.distance ?? MAP_DEFAULT_RADIUS_KM
                  }
                  onRadiusChange={(km) => update((c) => ({ ...c, mapRadiusKm: km }))}
                  onViewDetails={viewDetails}
                  onBookNow={bookNow}
                  onLocate={() =>
                    update((c) => ({ ...c, location: YOUR_LOCATION, coordinates: null }))
                  }
                  locating={device.locating}
                />
              </Suspense>
            ) : (
              <SearchResults
                state={state}
                searched={searched}
                counts={counts}
                onRetry={retry}
                onClearFilters={clearFilters}
                onExpandArea={() =>
                  update((c) => ({ ...c, filters: { ...c.filters, distance: null } }))
                }
                onLoadMore={loadMore}
                onCategory={(category) =>
                  update((c) => ({
                    ...c,
                    category,
                    filters: {
                      ...c.filters,
                      businessTypes: [...(CATEGORY_BUSINESS_TYPES[category] ?? [])],
                    },
                  }))
                }
                onViewDetails={viewDetails}
                onBookNow={bookNow}
              />
            )}
          </Box>
        </Box>
      </Container>
      {!large ? <Box id={panelId}>{panel}</Box> : null}
      <ShopDetailsDialog
        shopId={shopId}
        initialShop={initialShop}
        origin={origin}
        onClose={closeDetails}
      />
    </Box>
  );
}

export default SearchPage;
