import { Component, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import MyLocationRounded from '@mui/icons-material/MyLocationRounded';
import { MapShopCard } from '@design-system/components/MapShopCard/MapShopCard';
import { haversineKm, knownPosition, type LatLng } from '@/domain/geo';
import { MAP_HEIGHT_PX, MAP_RADIUS_OPTIONS_KM } from '@/domain/search';
import type { Shop } from '@/domain/shop';
import { useMapShopCardLabels } from '@/lib/ui/shop-details-labels';
import MapCanvas, { type MapPin } from './map-canvas';

export interface SearchMapViewProps {
  shops: Shop[];
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
    pins.push({ shop, position, distance });
  }
  return pins;
}

/** The search results on a map (spec 02 §2.2). Leaflet loads with this module only (see details/index.ts). */
export default function SearchMapView({
  shops,
  origin,
  radiusKm,
  onRadiusChange,
  onViewDetails,
  onBookNow,
  onLocate,
  locating,
}: SearchMapViewProps) {
  const intl = useIntl();
  const cardLabels = useMapShopCardLabels();
  const [layer, setLayer] = useState<Layer>('street');
  const [ready, setReady] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [centerRequest, setCenterRequest] = useState(0);
  const t = (id: string) => intl.formatMessage({ id });

  const pins = useMemo(() => mapPins(shops, origin), [shops, origin]);
  const selected = pins.find((p) => p.shop.id === selectedId) ?? null;
  const tileUrl = TILE_URLS[layer];
  const onReady = useCallback(() => setReady(true), []);
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
              {intl.formatMessage({ id: 'map.radiusOption' }, { km })}
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

      {shops.length === 0 && origin ? (
        <Alert severity="info">{t('map.noShopsNearby')}</Alert>
      ) : null}
      {!tileUrl ? (
        <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
          {t('map.tilesNotConfigured')}
        </Alert>
      ) : null}

      <Box
        sx={{ position: 'relative', height: MAP_HEIGHT_PX, borderRadius: 2, overflow: 'hidden' }}
        data-testid="search-map"
      >
        <MapFailureBoundary>
          <MapCanvas
            pins={pins}
            origin={origin}
            radiusKm={radiusKm}
            tileUrl={tileUrl}
            centerRequest={centerRequest}
            onReady={onReady}
            onSelect={(shop) => setSelectedId(shop.id)}
            popupText={popupText}
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
  );
}
