import { Component, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MyLocationRounded from '@mui/icons-material/MyLocationRounded';
import { MapResultList } from '@design-system/components/MapResultList/MapResultList';
import { MapShopCard } from '@design-system/components/MapShopCard/MapShopCard';
import { haversineKm, knownPosition, type LatLng } from '@/domain/geo';
import { MAP_HEIGHT_PX, MAP_RADIUS_OPTIONS_KM } from '@/domain/search';
import type { SearchCriteria } from '@/domain/search-url';
import type { Shop } from '@/domain/shop';
import { useMapShopCardLabels } from '@/lib/ui/shop-details-labels';
import MapCanvas, { type MapPin } from './map-canvas';
import { mapLook } from './map-look';
import { MAP_RESULTS_CAP } from './map-paging';
import { useMapShops } from './use-map-shops';

export interface SearchMapViewProps {
  /** the search whose every result (up to MAP_RESULTS_CAP) is pinned */
  criteria: SearchCriteria;
  origin: LatLng | null;
  radiusKm: number;
  onRadiusChange: (km: number) => void;
  onViewDetails: (shop: Shop) => void;
  onBookNow: (shop: Shop) => void;
  onLocate: () => void;
  locating: boolean;
}

type Layer = 'street' | 'satellite';

/** Tile URL templates come from configuration only: nothing on the internet is hard-coded. */
const TILE_URLS: Record<Layer, string | null> = {
  street: import.meta.env.VITE_TILE_URL || null,
  satellite: import.meta.env.VITE_SATELLITE_TILE_URL || null,
};

/** A map that fails to start leaves the rest of the view working; the failure is only logged (spec 02 §2.2). */
class MapFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('Map initialisation failed', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Pins for shops with coordinates; each carries its distance (the API's, or from the origin). */
export function mapPins(shops: Shop[], origin: LatLng | null): MapPin[] {
  const pins: MapPin[] = [];
  for (const shop of shops) {
    const position = knownPosition(shop.location);
    if (!position) continue;
    const distance =
      typeof shop.distance === 'number'
        ? shop.distance
        : origin
          ? haversineKm(origin, position)
          : null;
    pins.push({ id: shop.id, shop, position, distance });
  }
  return pins;
}

/**
 * The search results on a map (spec 02 §2.2): every result up to MAP_RESULTS_CAP (a note says how many more
 * there are), nearby pins clustered with counts, and on wide screens the same shops listed beside the map,
 * pointing at one highlighting the other. Without configured tiles the land and coastline are drawn offline.
 * Leaflet loads with this module only (see details/index.ts).
 */
export default function SearchMapView({
  criteria,
  origin,
  radiusKm,
  onRadiusChange,
  onViewDetails,
  onBookNow,
  onLocate,
  locating,
}: SearchMapViewProps) {
  const intl = useIntl();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const cardLabels = useMapShopCardLabels();
  const results = useMapShops(criteria);
  const [layer, setLayer] = useState<Layer>('street');
  const [ready, setReady] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [centerRequest, setCenterRequest] = useState(0);
  const [focusRequest, setFocusRequest] = useState<{ id: string; n: number } | null>(null);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  const shops = useMemo(() => results.data?.shops ?? [], [results.data]);
  const total = results.data?.total ?? 0;
  const pins = useMemo(() => mapPins(shops, origin), [shops, origin]);
  const selected = pins.find((p) => p.id === selectedId) ?? null;
  const tileUrl = TILE_URLS[layer];
  const onReady = useCallback(() => setReady(true), []);
  const clusterLabel = useCallback(
    (count: number) => intl.formatMessage({ id: 'map.cluster' }, { count }),
    [intl],
  );
  const popupText = useCallback(
    (pin: MapPin) => ({
      name: pin.shop.name,
      distance:
        pin.distance === null
          ? null
          : intl.formatMessage(
              { id: 'map.popupDistance' },
              {
                distance: intl.formatNumber(pin.distance, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }),
              },
            ),
    }),
    [intl],
  );
  const listLabels = useMemo(
    () => ({ ...cardLabels, title: intl.formatMessage({ id: 'map.listTitle' }) }),
    [cardLabels, intl],
  );

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('map.radius')}
          value={radiusKm}
          onChange={(e) => onRadiusChange(Number(e.target.value))}
          sx={{ minWidth: 140 }}
        >
          {MAP_RADIUS_OPTIONS_KM.map((km) => (
            <MenuItem key={km} value={km}>
              {t('map.radiusOption', { km })}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layer}
          onChange={(_, next: Layer | null) => next && setLayer(next)}
          aria-label={t('map.layer')}
        >
          <ToggleButton value="street">{t('map.street')}</ToggleButton>
          <ToggleButton value="satellite">{t('map.satellite')}</ToggleButton>
        </ToggleButtonGroup>
        {origin ? (
          <Button
            size="small"
            startIcon={<MyLocationRounded />}
            onClick={() => setCenterRequest((n) => n + 1)}
          >
            {t('map.centerOnMe')}
          </Button>
        ) : (
          <Button
            size="small"
            startIcon={<MyLocationRounded />}
            onClick={onLocate}
            disabled={locating}
          >
            {locating ? t('map.locating') : t('map.useMyLocation')}
          </Button>
        )}
      </Box>

      {results.data && shops.length === 0 && origin ? (
        <Alert severity="info">{t('map.noShopsNearby')}</Alert>
      ) : null}
      {total > MAP_RESULTS_CAP ? (
        <Alert severity="info" variant="outlined" data-testid="map-capped">
          {t('map.capped', { shown: shops.length, total })}
        </Alert>
      ) : null}
      {results.failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={results.retry}>
              {t('map.retry')}
            </Button>
          }
        >
          {t('map.loadFailed')}
        </Alert>
      ) : null}

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: wide ? 'minmax(260px, 320px) 1fr' : '1fr',
          height: MAP_HEIGHT_PX,
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {wide ? (
          <MapResultList
            shops={shops}
            activeId={activeId}
            selectedId={selectedId}
            labels={listLabels}
            onActivate={setActiveId}
            onSelect={(id) => {
              setSelectedId(id);
              setFocusRequest((r) => ({ id, n: (r?.n ?? 0) + 1 }));
            }}
          />
        ) : null}
        <Box
          sx={(th) => ({ position: 'relative', minWidth: 0, ...mapLook(th) })}
          data-testid="search-map"
        >
          {results.loading ? (
            <LinearProgress
              aria-label={t('map.loading')}
              sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1001 }}
            />
          ) : null}
          <MapFailureBoundary>
            <MapCanvas
              pins={pins}
              origin={origin}
              radiusKm={radiusKm}
              tileUrl={tileUrl}
              centerRequest={centerRequest}
              focusRequest={focusRequest}
              activeId={activeId}
              selectedId={selectedId}
              onReady={onReady}
              onSelect={(shop) => setSelectedId(shop.id)}
              onActivate={setActiveId}
              popupText={popupText}
              clusterLabel={clusterLabel}
            />
          </MapFailureBoundary>
          {!ready ? (
            <Box
              role="status"
              sx={(th) => ({
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                bgcolor: (th.vars ?? th).palette.surface.muted,
                zIndex: 1000,
              })}
            >
              <Box sx={{ display: 'grid', placeItems: 'center', gap: 1 }}>
                <CircularProgress aria-hidden="true" />
                {t('map.loading')}
              </Box>
            </Box>
          ) : null}
          {selected ? (
            <Box sx={{ position: 'absolute', left: 12, right: 12, bottom: 12, zIndex: 1000 }}>
              <MapShopCard
                shop={{ ...selected.shop, distance: selected.distance }}
                labels={cardLabels}
                onViewDetails={() => onViewDetails(selected.shop)}
                onBookNow={() => onBookNow(selected.shop)}
                onClose={() => setSelectedId(null)}
              />
            </Box>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
