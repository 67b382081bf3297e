import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import L, { type LeafletKeyboardEvent } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { DEFAULT_MAP_CENTER } from '@/domain/constants';
import type { LatLng } from '@/domain/geo';

export interface ProfileLocationMapProps {
  position: LatLng | null;
  onPlace: (position: LatLng) => void;
  /** the map's accessible name */
  label: string;
  /** the pin's accessible name */
  pinLabel: string;
}

const ZOOM_WITH_PIN = 16;
const ZOOM_WITHOUT = 12;
/** one arrow-key press moves the pin about 10 m */
const KEY_STEP = 0.0001;
const TILE_URL = import.meta.env.VITE_TILE_URL || null;

const round = (value: number) => Math.round(value * 1e6) / 1e6;

function ClickToPlace({ onPlace }: Pick<ProfileLocationMapProps, 'onPlace'>) {
  useMapEvents({
    click: (event) =>
      onPlace({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }),
  });
  return null;
}

/** Follows the pin when it moves from outside the map (a geocoded address). */
function FollowPin({ position }: { position: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (position)
      map.setView([position.latitude, position.longitude], Math.max(map.getZoom(), ZOOM_WITH_PIN));
  }, [map, position]);
  return null;
}

/**
 * Where the shop is: click the map or drag the pin, or focus the pin and move it with the arrow keys. Works
 * without tiles (a plain background; the pin and the clicks still place the shop); tiles come from VITE_TILE_URL.
 */
export default function ProfileLocationMap({
  position,
  onPlace,
  label,
  pinLabel,
}: ProfileLocationMapProps) {
  const theme = useTheme();
  const icon = useMemo(
    () =>
      L.divIcon({
        className: '',
        html: `<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:${theme.palette.primary.main};border:2px solid ${theme.palette.background.paper}"></span><span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">${pinLabel.replace(/[<>&"]/g, '')}</span>`,
        iconSize: [22, 22],
        iconAnchor: [11, 22],
      }),
    [theme, pinLabel],
  );
  const center = position ?? DEFAULT_MAP_CENTER;
  const handlers = useMemo(
    () => ({
      dragend: (event: L.DragEndEvent) => {
        const at = (event.target as L.Marker).getLatLng();
        onPlace({ latitude: round(at.lat), longitude: round(at.lng) });
      },
      keydown: (event: LeafletKeyboardEvent) => {
        if (!position) return;
        const moves: Record<string, [number, number]> = {
          ArrowUp: [KEY_STEP, 0],
          ArrowDown: [-KEY_STEP, 0],
          ArrowLeft: [0, -KEY_STEP],
          ArrowRight: [0, KEY_STEP],
        };
        const move = moves[event.originalEvent.key];
        if (!move) return;
        event.originalEvent.preventDefault();
        onPlace({
          latitude: round(position.latitude + move[0]),
          longitude: round(position.longitude + move[1]),
        });
      },
    }),
    [onPlace, position],
  );
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        height: 260,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '& .leaflet-container': { height: '100%', bgcolor: 'action.hover', fontFamily: 'inherit' },
      }}
    >
      <MapContainer
        center={[center.latitude, center.longitude]}
        zoom={position ? ZOOM_WITH_PIN : ZOOM_WITHOUT}
        scrollWheelZoom={false}
        attributionControl={Boolean(TILE_URL)}
      >
        {TILE_URL && <TileLayer url={TILE_URL} />}
        <ClickToPlace onPlace={onPlace} />
        <FollowPin position={position} />
        {position && (
          <Marker
            position={[position.latitude, position.longitude]}
            icon={icon}
            draggable
            keyboard
            title={pinLabel}
            eventHandlers={handlers}
          />
        )}
      </MapContainer>
    </Box>
  );
}
