import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import {
  DISTANCE_CHOICES_KM,
  FEATURE_FILTERS,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  PRICE_FILTER_STEP,
  RATING_CHOICES,
  SERVICE_FILTER_IDS,
  type FeatureFilter,
  type ServiceFilter,
} from '@/domain/search';
import { toggleIn, type SearchFilters } from '@/domain/search-url';
import { BUSINESS_TYPES, SHOP_FEATURES, type BusinessType } from '@/domain/shop';

export interface FiltersPanelLabels {
  title: string;
  close: string;
  businessTypes: string;
  businessTypeNames: Record<BusinessType, string>;
  price: string;
  minPrice: string;
  maxPrice: string;
  /** a slider value in euro, already formatted, with '500+' for the top */
  priceValue: (euro: number) => string;
  rating: string;
  /** "{stars}+ stars" */
  ratingChoice: (stars: number) => string;
  distance: string;
  /** "{km} km" */
  distanceChoice: (km: number) => string;
  features: string;
  featureNames: Record<FeatureFilter, string>;
  services: string;
  serviceNames: Record<ServiceFilter, string>;
  availability: string;
  openNow: string;
  hasAvailability: string;
  clearAll: string;
  apply: string;
}

export interface FiltersPanelProps {
  filters: SearchFilters;
  /** shops per business type (from the API), null while unknown */
  counts: Partial<Record<BusinessType, number>> | null;
  /** every change: the page searches again */
  onChange: (filters: SearchFilters) => void;
  onClearAll: () => void;
  /** Apply Filters: the panel closes */
  onApply: () => void;
  labels: FiltersPanelLabels;
  /** inline beside the results (large screens) or a bottom sheet (small screens) */
  variant: 'inline' | 'sheet';
  /** sheet only */
  open?: boolean;
  onClose?: () => void;
}

const FEATURE_IDS = Object.keys(FEATURE_FILTERS) as FeatureFilter[];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The price slider keeps its own value while dragging and reports on release (one search, not fifty). */
function PriceSlider({
  value,
  onCommit,
  labels,
}: {
  value: SearchFilters['priceRange'];
  onCommit: (range: SearchFilters['priceRange']) => void;
  labels: FiltersPanelLabels;
}) {
  const [dragging, setDragging] = useState<number[] | null>(null);
  const local = dragging ?? [value.min, value.max];
  return (
    <Box sx={{ px: 1.5 }}>
      <Slider
        value={local}
        min={PRICE_FILTER_MIN}
        max={PRICE_FILTER_MAX}
        step={PRICE_FILTER_STEP}
        disableSwap
        valueLabelDisplay="auto"
        valueLabelFormat={labels.priceValue}
        getAriaLabel={(index) => (index === 0 ? labels.minPrice : labels.maxPrice)}
        getAriaValueText={labels.priceValue}
        onChange={(_e, next) => setDragging(next as number[])}
        onChangeCommitted={(_e, next) => {
          setDragging(null);
          const [min = PRICE_FILTER_MIN, max = PRICE_FILTER_MAX] = next as number[];
          onCommit({ min, max });
        }}
      />
      <Box
        aria-hidden="true"
        sx={{ display: 'flex', justifyContent: 'space-between', color: 'text.secondary' }}
      >
        <Typography variant="body2">{labels.priceValue(local[0] ?? PRICE_FILTER_MIN)}</Typography>
        <Typography variant="body2">{labels.priceValue(local[1] ?? PRICE_FILTER_MAX)}</Typography>
      </Box>
    </Box>
  );
}

function PanelBody({
  filters,
  counts,
  onChange,
  onClearAll,
  onApply,
  labels,
  onClose,
}: Omit<FiltersPanelProps, 'variant' | 'open'>) {
  const set = (patch: Partial<SearchFilters>) => onChange({ ...filters, ...patch });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="h6">
          {labels.title}
        </Typography>
        {onClose ? (
          <IconButton aria-label={labels.close} onClick={onClose}>
            <CloseRounded />
          </IconButton>
        ) : null}
      </Box>

      <Section title={labels.businessTypes}>
        <FormGroup>
          {BUSINESS_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              control={
                <Checkbox
                  size="small"
                  checked={filters.businessTypes.includes(type)}
                  onChange={() =>
                    set({ businessTypes: toggleIn(filters.businessTypes, type, BUSINESS_TYPES) })
                  }
                />
              }
              label={
                counts && typeof counts[type] === 'number'
                  ? `${labels.businessTypeNames[type]} (${counts[type]})`
                  : labels.businessTypeNames[type]
              }
            />
          ))}
        </FormGroup>
      </Section>

      <Section title={labels.price}>
        <PriceSlider
          value={filters.priceRange}
          onCommit={(priceRange) => set({ priceRange })}
          labels={labels}
        />
      </Section>

      <Section title={labels.rating}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filters.minRating || null}
          // clicking the active choice gives null: the filter clears (spec 02 §2.1)
          onChange={(_e, next: number | null) => set({ minRating: next ?? 0 })}
          aria-label={labels.rating}
        >
          {RATING_CHOICES.map((stars) => (
            <ToggleButton key={stars} value={stars}>
              {labels.ratingChoice(stars)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Section>

      <Section title={labels.distance}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filters.distance}
          onChange={(_e, next: number | null) => set({ distance: next })}
          aria-label={labels.distance}
        >
          {DISTANCE_CHOICES_KM.map((km) => (
            <ToggleButton key={km} value={km}>
              {labels.distanceChoice(km)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Section>

      <Section title={labels.features}>
        <FormGroup>
          {FEATURE_IDS.map((id) => {
            const feature = FEATURE_FILTERS[id];
            return (
              <FormControlLabel
                key={id}
                control={
                  <Checkbox
                    size="small"
                    checked={filters.features.includes(feature)}
                    onChange={() =>
                      set({ features: toggleIn(filters.features, feature, SHOP_FEATURES) })
                    }
                  />
                }
                label={labels.featureNames[id]}
              />
            );
          })}
        </FormGroup>
      </Section>

      <Section title={labels.services}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {SERVICE_FILTER_IDS.map((service) => {
            const selected = filters.services.includes(service);
            return (
              <Chip
                key={service}
                label={labels.serviceNames[service]}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                aria-pressed={selected}
                onClick={() =>
                  set({ services: toggleIn(filters.services, service, SERVICE_FILTER_IDS) })
                }
              />
            );
          })}
        </Box>
      </Section>

      <Section title={labels.availability}>
        <FormGroup>
          <FormControlLabel
            control={
              <Switch
                checked={filters.openNow}
                onChange={(e) => set({ openNow: e.target.checked })}
              />
            }
            label={labels.openNow}
          />
          <FormControlLabel
            control={
              <Switch
                checked={filters.hasAvailability}
                onChange={(e) => set({ hasAvailability: e.target.checked })}
              />
            }
            label={labels.hasAvailability}
          />
        </FormGroup>
      </Section>

      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onClearAll}>{labels.clearAll}</Button>
        <Button variant="contained" onClick={onApply}>
          {labels.apply}
        </Button>
      </Box>
    </Box>
  );
}

/** The advanced filters of the search header (spec 02 §2.1). */
export function FiltersPanel({ variant, open = false, onClose, ...props }: FiltersPanelProps) {
  if (variant === 'inline') {
    return (
      <Paper variant="outlined" component="section" aria-label={props.labels.title} sx={{ p: 2.5 }}>
        <PanelBody {...props} onClose={onClose} />
      </Paper>
    );
  }
  return (
    <SwipeableDrawer
      anchor="bottom"
      open={open}
      onOpen={() => {}}
      onClose={() => onClose?.()}
      disableSwipeToOpen
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': props.labels.title,
          sx: { p: 2.5, maxHeight: '85vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
        },
      }}
    >
      <PanelBody {...props} onClose={onClose} />
    </SwipeableDrawer>
  );
}
