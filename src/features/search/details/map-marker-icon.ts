import L from 'leaflet';

/**
 * The map's markers as HTML icons styled by the theme (classes below, styled in map-look.ts): a shop's
 * pin and a cluster with its count. Leaflet makes each a focusable button (Enter opens it); the text inside is
 * the button's accessible name, so a visually hidden span names it.
 */
export const MARKER_CLASSES = {
  pin: 'orabella-pin',
  cluster: 'orabella-cluster',
  active: 'orabella-marker-active',
  hidden: 'orabella-visually-hidden',
  land: 'orabella-land',
  radius: 'orabella-radius',
} as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const PIN_PX = 26;

/** The same icon object for the same look, so a re-render does not replace a marker's element (and its focus). */
const icons = new Map<string, L.DivIcon>();
function cached(key: string, make: () => L.DivIcon): L.DivIcon {
  let icon = icons.get(key);
  if (!icon) {
    if (icons.size > 2000) icons.clear();
    icon = make();
    icons.set(key, icon);
  }
  return icon;
}

/** A shop's pin (highlighted by adding MARKER_CLASSES.active to its element). */
export function pinIcon(name: string): L.DivIcon {
  return cached(`pin\0${name}`, () =>
    L.divIcon({
      className: MARKER_CLASSES.pin,
      html: `<span class="${MARKER_CLASSES.hidden}">${escapeHtml(name)}</span>`,
      iconSize: [PIN_PX, PIN_PX],
      iconAnchor: [PIN_PX / 2, PIN_PX / 2],
      popupAnchor: [0, -PIN_PX / 2],
    }),
  );
}

/** `label`: the cluster's accessible name ("12 shops here: zoom in"). */
export function clusterIcon(count: number, label: string): L.DivIcon {
  const size = count < 10 ? 36 : count < 100 ? 42 : 50;
  return cached(`cluster\0${count}\0${label}`, () =>
    L.divIcon({
      className: MARKER_CLASSES.cluster,
      html: `<span aria-hidden="true">${count}</span><span class="${MARKER_CLASSES.hidden}">${escapeHtml(label)}</span>`,
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
    }),
  );
}
