import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { SearchWidget } from '@design-system/components/SearchWidget/SearchWidget';
import type {
  PlaceOption,
  SearchWidgetQuery,
} from '@design-system/components/SearchWidget/search-query';
import { searchHref } from '@/domain/links';
import { YOUR_LOCATION } from '@/domain/search-location';
import { getCurrentPosition } from '@/lib/geolocation';
import { WithQueryClient } from '@/lib/query-layer';
import { useSearchWidgetLabels } from '@/lib/ui/search-widget-labels';
import type { PlaceSuggestions } from './place-suggestions-source';

/** Loaded when "Where" is first typed in (it brings the data layer): home's first paint asks for no data. */
const PlaceSuggestionsSource = lazy(() => import('./place-suggestions-source'));

/**
 * The /search address for a widget query. "Current position" (typed, picked or set from the device
 * position) travels as 'Your Location', the value the search page resolves with geolocation; a picked place
 * travels as its label ("Trastevere, Roma (RM)"), which the search resolves through the same gazetteer.
 */
export function homeSearchHref(query: SearchWidgetQuery, currentPositionLabel: string): string {
  const isNearMe =
    query.currentPosition === true ||
    (query.location !== undefined &&
      query.location.trim().toLowerCase() === currentPositionLabel.trim().toLowerCase());
  return searchHref({
    category: query.category,
    service: query.service,
    location: isNearMe ? YOUR_LOCATION : query.location?.trim(),
    filters: query.filters,
  });
}

/** Hero with the search widget (spec 01 "Search widget"). */
export function HeroSection() {
  const intl = useIntl();
  const navigate = useNavigate();
  const labels = useSearchWidgetLabels();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState(false);
  const [found, setFound] = useState<PlaceSuggestions | null>(null);
  // Until the answers for this text are reported, the last ones stay, marked as loading.
  const suggestions =
    found?.typed === typed ? found : { places: found?.places ?? [], loading: typed.trim() !== '' };
  const onLocationInput = useCallback((text: string) => {
    setTyped(text);
    if (text.trim() !== '') setAsked(true);
  }, []);
  const places: PlaceOption[] = suggestions.places.map((p) => ({
    id: p.id,
    label: p.label,
    kind: p.kind,
  }));

  const onSearch = useCallback(
    (query: SearchWidgetQuery) => {
      void navigate(homeSearchHref(query, labels.currentPosition));
    },
    [navigate, labels],
  );

  /** Asks for the device position (high accuracy, 10 s, 5 min); errors are only logged (spec 01 §8). */
  const onUseLocation = useCallback(async () => {
    try {
      await getCurrentPosition();
      return labels.currentPosition;
    } catch (error) {
      console.warn('Geolocation failed', error);
      return null;
    }
  }, [labels]);

  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={(theme) => ({
        py: { xs: 6, md: 10 },
        background: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.12)} 0%, ${alpha(theme.palette.secondary.main, 0.12)} 100%)`,
      })}
    >
      <Container maxWidth="lg">
        <Typography
          id="home-hero-title"
          variant="h2"
          component="h1"
          sx={{
            fontSize: { xs: '2.1rem', sm: '2.75rem', md: '3.5rem' },
            fontWeight: 700,
            maxWidth: 780,
          }}
          gutterBottom
        >
          <FormattedMessage id="home.hero.title" />
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color="text.secondary"
          sx={{ fontWeight: 400, maxWidth: 640, mb: 4 }}
        >
          <FormattedMessage id="home.hero.subtitle" />
        </Typography>
        <SearchWidget
          labels={labels}
          onSearch={onSearch}
          onUseLocation={onUseLocation}
          places={places}
          placesLoading={suggestions.loading}
          onLocationInput={onLocationInput}
          showSearchNearby
        />
        {asked ? (
          <Suspense fallback={null}>
            <WithQueryClient>
              <PlaceSuggestionsSource typed={typed} onChange={setFound} />
            </WithQueryClient>
          </Suspense>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {intl.formatMessage({ id: 'home.hero.note' })}
        </Typography>
      </Container>
    </Box>
  );
}
