import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Circle,
  GeoJSON,
  MapContainer,
  Marker,
  Pane,
  Popup,
  TileLayer,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import type { FeatureCollection, Geometry } from 'geojson';
import type { DivIcon, LeafletKeyboardEvent, Marker as LeafletMarker } from 'leaflet';
import type { LatLng } from '@/domain/geo';
import { DEFAULT_MAP_CENTER } from '@/domain/constants';
import { MAP_FIT_PADDING_PX, MAP_HEIGHT_PX, MAP_ZOOM } from '@/domain/search';
import type { Shop } from '@/domain/shop';
import { buildClusterIndex, type ClusterIndex } from './map-clusters';
import { loadLand } from './map-land';
import { MARKER_CLASSES, clusterIcon, pinIcon } from './map-marker-icon';

export interface MapPin {
  id: string;
  shop: Shop;
  position: LatLng;
  /** km, for the popup */
  distance: number | null;
}

export interface MapCanvasProps {
  pins: MapPin[];
  origin: LatLng | null;
  radiusKm: number;
  /** null: no tiles configured; the offline land background is drawn instead */
  tileUrl: string | null;
  /** bumped to centre the map on the origin */
  centerRequest: number;
  /** bumped with a shop to bring its pin into view (chosen in the list) */
  focusRequest: { id: string; n: number } | null;
  /** the pin pointed at in the list or on the map, and the chosen one: highlighted, or their cluster */
  activeId: string | null;
  selectedId: string | null;
  onReady: () => void;
  onSelect: (shop: Shop) => void;
  onActivate: (id: string | null) => void;
  popupText: (pin: MapPin) => { name: string; distance: string | null };
  /** a cluster's accessible name */
  clusterLabel: (count: number) => string;
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

/** The land and coastline under the pins when there are no tiles (loaded with the first such map). */
function LandLayer() {
  const [land, setLand] = useState<FeatureCollection<Geometry> | null>(null);
  useEffect(() => {
    let live = true;
    loadLand().then(
      (data) => live && setLand(data),
      (error: unknown) => console.warn('Map background failed to load', error),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!land) return null;
  return (
    <Pane name="land" style={{ zIndex: 250 }}>
      <GeoJSON
        data={land}
        interactive={false}
        style={() => ({ className: MARKER_CLASSES.land, weight: 1, fillOpacity: 1 })}
      />
    </Pane>
  );
}

/** Pins and clusters at the current zoom; a cluster zooms in to where it splits. */
function Markers({
  pins,
  index,
  focusRequest,
  activeId,
  selectedId,
  onSelect,
  onActivate,
  popupText,
  clusterLabel,
}: Pick<
  MapCanvasProps,
  | 'pins'
  | 'focusRequest'
  | 'activeId'
  | 'selectedId'
  | 'onSelect'
  | 'onActivate'
  | 'popupText'
  | 'clusterLabel'
> & { index: ClusterIndex<MapPin> }) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  const [focusNext, setFocusNext] = useState<{ ids: Set<string>; from: string } | null>(null);
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  useEffect(() => {
    if (!focusRequest) return;
    const pin = pins.find((p) => p.id === focusRequest.id);
    if (!pin) return;
    const current = Number.isFinite(map.getZoom()) ? map.getZoom() : MAP_ZOOM.page;
    map.setView(
      [pin.position.latitude, pin.position.longitude],
      Math.min(MAP_ZOOM.tileMax, Math.max(current, index.zoomShowing(pin.id, current))),
    );
    // only a new request moves the map
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);
  const groups = index.at(Number.isFinite(zoom) ? zoom : MAP_ZOOM.page);
  const lit = (id: string) => id === activeId || id === selectedId;
  // a cluster opened from the keyboard hands the focus to the first marker that comes out of it
  const focusKey = focusNext
    ? groups.find(
        (g) =>
          g.key !== focusNext.from &&
          (g.kind === 'pin'
            ? focusNext.ids.has(g.item.id)
            : g.ids.some((id) => focusNext.ids.has(id))),
      )?.key
    : undefined;
  const focused = useCallback(() => setFocusNext(null), []);
  return groups.map((group) => {
    if (group.kind === 'cluster') {
      const at: [number, number] = [group.position.latitude, group.position.longitude];
      return (
        <GroupMarker
          key={group.key}
          position={at}
          icon={clusterIcon(group.count, clusterLabel(group.count))}
          lit={group.ids.some(lit)}
          focus={group.key === focusKey}
          onFocused={focused}
          onOpen={(byKeyboard) => {
            if (byKeyboard) setFocusNext({ ids: new Set(group.ids), from: group.key });
            map.setView(at, Math.min(MAP_ZOOM.tileMax, index.expansionZoom(group.clusterId)));
          }}
        />
      );
    }
    const pin = group.item;
    const text = popupText(pin);
    return (
      <GroupMarker
        key={group.key}
        position={[pin.position.latitude, pin.position.longitude]}
        icon={pinIcon(pin.shop.name)}
        lit={lit(pin.id)}
        focus={group.key === focusKey}
        onFocused={focused}
        onOpen={() => onSelect(pin.shop)}
        onPoint={(pointed) => onActivate(pointed ? pin.id : null)}
      >
        <Popup>
          <strong>{text.name}</strong>
          {text.distance ? <div data-testid="popup-distance">{text.distance}</div> : null}
        </Popup>
      </GroupMarker>
    );
  });
}

/** Leaflet makes markers focusable buttons, but Enter only opens a bound popup: Enter and Space open them. */
const pressed = (event: LeafletKeyboardEvent) =>
  event.originalEvent.key === 'Enter' ||
  event.originalEvent.key === ' ' ||
  event.originalEvent.keyCode === 13;

/**
 * One pin or cluster. Its highlight is a class on the marker's element, not another icon: a new icon would
 * replace the element, and a keyboard user would lose focus the moment the pin they chose lights up. Pointing
 * (mouse over, keyboard focus) is reported for pins.
 */
function GroupMarker({
  position,
  icon,
  lit,
  focus,
  onFocused,
  onOpen,
  onPoint,
  children,
}: {
  position: [number, number];
  icon: DivIcon;
  lit: boolean;
  /** take the keyboard focus (then onFocused) */
  focus: boolean;
  onFocused: () => void;
  onOpen: (byKeyboard: boolean) => void;
  onPoint?: (pointed: boolean) => void;
  children?: ReactNode;
}) {
  const marker = useRef<LeafletMarker | null>(null);
  useEffect(() => {
    if (!focus) return;
    marker.current?.getElement()?.focus({ preventScroll: true });
    onFocused();
  }, [focus, onFocused]);
  useEffect(() => {
    marker.current?.getElement()?.classList.toggle(MARKER_CLASSES.active, lit);
  }, [lit, icon]);
  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element || !onPoint) return;
    const focus = () => onPoint(true);
    const blur = () => onPoint(false);
    element.addEventListener('focus', focus);
    element.addEventListener('blur', blur);
    return () => {
      element.removeEventListener('focus', focus);
      element.removeEventListener('blur', blur);
    };
  }, [icon, onPoint]);
  return (
    <Marker
      ref={marker}
      position={position}
      icon={icon}
      zIndexOffset={lit ? 1000 : 0}
      eventHandlers={{
        click: () => onOpen(false),
        keypress: (event) => {
          if (pressed(event)) onOpen(true);
        },
        ...(onPoint ? { mouseover: () => onPoint(true), mouseout: () => onPoint(false) } : {}),
      }}
    >
      {children}
    </Marker>
  );
}

/** The Leaflet map itself (this module and Leaflet load only with the map view). */
export default function MapCanvas({
  pins,
  origin,
  radiusKm,
  tileUrl,
  centerRequest,
  onReady,
  ...markers
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
  const index = useMemo(() => buildClusterIndex(pins), [pins]);
  return (
    <MapContainer
      center={center}
      zoom={MAP_ZOOM.page}
      maxZoom={MAP_ZOOM.tileMax}
      style={{ height: MAP_HEIGHT_PX, width: '100%' }}
      whenReady={onReady}
    >
      {tileUrl ? (
        <TileLayer key={tileUrl} url={tileUrl} maxZoom={MAP_ZOOM.tileMax} />
      ) : (
        <LandLayer />
      )}
      {origin ? (
        <Circle
          center={[origin.latitude, origin.longitude]}
          radius={radiusKm * 1000}
          pathOptions={{ className: MARKER_CLASSES.radius, weight: 1, fillOpacity: 0.05 }}
        />
      ) : null}
      <Markers pins={pins} index={index} {...markers} />
      <Viewport pins={pins} origin={origin} centerRequest={centerRequest} />
    </MapContainer>
  );
}
