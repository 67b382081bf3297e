import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import TuneRounded from '@mui/icons-material/TuneRounded';
import ViewListRounded from '@mui/icons-material/ViewListRounded';
import MapRounded from '@mui/icons-material/MapRounded';
import { useIntl } from 'react-intl';
import { QUICK_SERVICE_CHIPS, type SearchSort, type SearchSuggestion } from '@/domain/search';
import { activeFilterCount, type SearchCriteria, type SearchView } from '@/domain/search-url';
import { LocationSelector, SearchBox, SortMenu } from '@design-system/components';
import { HydrateInTurn } from '@/lib/hydrate-in-turn';
import {
  useLocationSelectorLabels,
  useSearchBoxLabels,
  useServiceFilterNames,
  useSortMenuLabels,
} from '@/lib/ui/search-labels';

export interface SearchHeaderProps {
  criteria: SearchCriteria;
  /** what is typed (not yet searched) */
  draft: string;
  onDraftChange: (text: string) => void;
  onSubmitText: (text: string) => void;
  onClearText: () => void;
  suggestions: SearchSuggestion[];
  suggestionsLoading: boolean;
  onPickSuggestion: (suggestion: SearchSuggestion) => void;
  recentSearches: string[];
  /** the location button's text: a place, 'Your Location' worded, or empty */
  locationLabel: string;
  locating: boolean;
  onNearMe: () => void;
  onCustomLocation: (name: string) => void;
  onClearLocation: () => void;
  onToggleQuickService: (service: (typeof QUICK_SERVICE_CHIPS)[number]) => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  onSortChange: (sort: SearchSort) => void;
  onViewChange: (view: SearchView) => void;
  filtersPanelId: string;
}

/** The sticky search header (spec 02 §2.1): text, location, quick chips, Filters, sort and the view toggle. */
export function SearchHeader(props: SearchHeaderProps) {
  const intl = useIntl();
  const boxLabels = useSearchBoxLabels();
  const locationLabels = useLocationSelectorLabels();
  const sortLabels = useSortMenuLabels();
  const serviceNames = useServiceFilterNames();
  const { criteria } = props;
  const count = activeFilterCount(criteria.filters);

  return (
    <Box
      component="section"
      aria-label={intl.formatMessage({ id: 'search.header.label' })}
      sx={(t) => ({
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: t.zIndex.appBar - 1,
        bgcolor: (t.vars ?? t).palette.background.default,
        borderBottom: `1px solid ${(t.vars ?? t).palette.divider}`,
        py: 1.5,
      })}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <SearchBox
          value={props.draft}
          onChange={props.onDraftChange}
          onSubmit={props.onSubmitText}
          onClear={props.onClearText}
          suggestions={props.suggestions}
          suggestionsLoading={props.suggestionsLoading}
          onPickSuggestion={props.onPickSuggestion}
          recentSearches={props.recentSearches}
          onPickRecent={props.onSubmitText}
          labels={boxLabels}
          end={
            <LocationSelector
              value={props.locationLabel}
              locating={props.locating}
              onNearMe={props.onNearMe}
              onCustom={props.onCustomLocation}
              onClear={props.onClearLocation}
              labels={locationLabels}
            />
          }
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Box
            role="group"
            aria-label={intl.formatMessage({ id: 'search.chips.label' })}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: 1 }}
          >
            {QUICK_SERVICE_CHIPS.map((service) => {
              const selected = criteria.filters.services.includes(service);
              return (
                <Chip
                  key={service}
                  label={serviceNames[service]}
                  color={selected ? 'primary' : 'default'}
                  variant={selected ? 'filled' : 'outlined'}
                  aria-pressed={selected}
                  onClick={() => props.onToggleQuickService(service)}
                />
              );
            })}
          </Box>
          <Badge badgeContent={count} color="primary" overlap="rectangular">
            <Button
              variant={props.filtersOpen ? 'contained' : 'outlined'}
              startIcon={<TuneRounded />}
              onClick={props.onToggleFilters}
              aria-expanded={props.filtersOpen}
              aria-controls={props.filtersOpen ? props.filtersPanelId : undefined}
              aria-label={
                count > 0
                  ? intl.formatMessage({ id: 'search.filters.buttonCount' }, { count })
                  : undefined
              }
            >
              {intl.formatMessage({ id: 'search.filters.button' })}
            </Button>
          </Badge>
          {/* Both set state as they mount (MUI's Select keeps its display node, the group registers its buttons for
              arrow keys): taken over with the page, that update made React finish the page's effects and render
              again in the take-over's own task. In a turn of their own, that work is a short task apart. */}
          <HydrateInTurn>
            <SortMenu value={criteria.sortBy} onChange={props.onSortChange} labels={sortLabels} />
            <ToggleButtonGroup
              exclusive
              size="small"
              value={criteria.view}
              onChange={(_e, view: SearchView | null) => {
                if (view) props.onViewChange(view);
              }}
              aria-label={intl.formatMessage({ id: 'search.view.label' })}
            >
              <ToggleButton
                value="list"
                aria-label={intl.formatMessage({ id: 'search.view.list' })}
              >
                <ViewListRounded />
              </ToggleButton>
              <ToggleButton value="map" aria-label={intl.formatMessage({ id: 'search.view.map' })}>
                <MapRounded />
              </ToggleButton>
            </ToggleButtonGroup>
          </HydrateInTurn>
        </Box>
      </Container>
    </Box>
  );
}
