import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { Circle, MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import type { LatLng } from '@/domain/geo';
import { DEFAULT_MAP_CENTER } from '@/domain/constants';
import { MAP_FIT_PADDING_PX, MAP_HEIGHT_PX, MAP_ZOOM } from '@/domain/search';
import type { Shop } from '@/domain/shop';
import { shopMarkerIcon } from './map-marker-icon';

export interface MapPin {
  shop: Shop;
  position: LatLng;
  /** km, for the popup */
  distance: number | null;
}

export interface MapCanvasProps {
  pins: MapPin[];
  origin: LatLng | null;
  radiusKm: number;
  /** null: no tiles configured (markers still work) */
  tileUrl: string | null;
  /** bumped to centre the map on the origin */
  centerRequest: number;
  onReady: () => void;
  onSelect: (shop: Shop) => void;
  popupText: (pin: MapPin) => { name: string; distance: string | null };
}

/** Fits the pins (and the origin) when they change, and centres on the origin when asked. */
function Viewport({
  pins,
  origin,
  centerRequest,
}: Pick<MapCanvasProps, 'pins' | 'origin' | 'centerRequest'>) {
  const map = useMap();
  useEffect(() => {
    const points = pins.map((p) => [p.position.latitude, p.position.longitude] as [number, number]);
    if (origin) points.push([origin.latitude, origin.longitude]);
    if (points.length === 0) return;
    if (points.length === 1) map.setView(points[0]!, MAP_ZOOM.page);
    else
      map.fitBounds(points, {
        padding: [MAP_FIT_PADDING_PX, MAP_FIT_PADDING_PX],
        maxZoom: MAP_ZOOM.fitMax,
      });
  }, [map, pins, origin]);
  useEffect(() => {
    if (centerRequest > 0 && origin)
      map.setView([origin.latitude, origin.longitude], MAP_ZOOM.user);
  }, [map, centerRequest, origin]);
  return null;
}

/** The Leaflet map itself (this module and Leaflet load only with the map view). */
export default function MapCanvas({
  pins,
  origin,
  radiusKm,
  tileUrl,
  centerRequest,
  onReady,
  onSelect,
  popupText,
}: MapCanvasProps) {
  const center = useMemo<[number, number]>(
    () =>
      origin
        ? [origin.latitude, origin.longitude]
        : [DEFAULT_MAP_CENTER.latitude, DEFAULT_MAP_CENTER.longitude],
    // the first centre only; later moves go through Viewport
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <MapContainer
      center={center}
      zoom={MAP_ZOOM.page}
      maxZoom={MAP_ZOOM.tileMax}
      style={{ height: MAP_HEIGHT_PX, width: '100%' }}
      whenReady={onReady}
    >
      {tileUrl ? <TileLayer key={tileUrl} url={tileUrl} maxZoom={MAP_ZOOM.tileMax} /> : null}
      {origin ? (
        <Circle
          center={[origin.latitude, origin.longitude]}
          radius={radiusKm * 1000}
          pathOptions={{ weight: 1, fillOpacity: 0.05 }}
        />
      ) : null}
      {pins.map((pin) => {
        const text = popupText(pin);
        return (
          <Marker
            key={pin.shop.id}
            position={[pin.position.latitude, pin.position.longitude]}
            icon={shopMarkerIcon}
            title={pin.shop.name}
            alt={pin.shop.name}
            eventHandlers={{ click: () => onSelect(pin.shop) }}
          >
            <Popup>
              <strong>{text.name}</strong>
              {text.distance ? <div data-testid="popup-distance">{text.distance}</div> : null}
            </Popup>
          </Marker>
        );
      })}
      <Viewport pins={pins} origin={origin} centerRequest={centerRequest} />
    </MapContainer>
  );
}
