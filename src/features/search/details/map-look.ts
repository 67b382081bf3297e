import type { CSSObject, Theme } from '@mui/material/styles';
import { MARKER_CLASSES as C } from './map-marker-icon';

/**
 * The map's colours from the theme palette, so every theme (light, dark, spa, high contrast) draws it in its
 * own colours: sea (the map's background), land and coastline (the offline background), the search radius,
 * pins and clusters (the highlighted one in the secondary colour, with the focus ring when focused).
 */
export function mapLook(theme: Theme): CSSObject {
  const p = (theme.vars ?? theme).palette;
  const marker = {
    display: 'grid',
    placeItems: 'center',
    borderRadius: '50%',
    boxSizing: 'border-box',
    backgroundColor: p.primary.main,
    color: p.primary.contrastText,
    border: `2px solid ${p.background.paper}`,
    boxShadow: p.shadow.card,
    cursor: 'pointer',
    fontWeight: 700,
    fontSize: 13,
  };
  return {
    '& .leaflet-container': {
      // the sea: the page's background tinted with the theme's info hue (muted where color-mix is missing)
      backgroundColor: p.surface.muted,
      background: `color-mix(in srgb, ${p.info.main} 14%, ${p.background.default})`,
      fontFamily: theme.typography.fontFamily,
    },
    // Leaflet's own attribution is light blue on a translucent white that shows the sea through: in the
    // theme's colours it reads in every theme (axe found 3.4:1 in spa-dark). Under .leaflet-container, as
    // leaflet.css writes its background: with the same specificity, whichever sheet loaded last won, and
    // when leaflet.css did, the theme's light link sat on Leaflet's white (1.3:1 in spa-dark, 1.5:1 in dark).
    '& .leaflet-container .leaflet-control-attribution': {
      backgroundColor: p.background.paper,
      color: p.text.secondary,
    },
    '& .leaflet-control-attribution a': { color: p.primary.main },
    [`& .${C.land}`]: { fill: p.background.paper, stroke: p.border.strong, strokeWidth: 0.8 },
    [`& .${C.radius}`]: { stroke: p.primary.main, fill: p.primary.main },
    [`& .${C.pin}`]: marker,
    [`& .${C.cluster}`]: { ...marker, borderWidth: 3 },
    // (Leaflet places markers with a transform on the same element: the highlight changes colours, not size)
    [`& .${C.active}`]: {
      backgroundColor: p.secondary.main,
      color: p.secondary.contrastText,
      outline: `3px solid ${p.secondary.main}`,
      outlineOffset: 2,
    },
    [`& .${C.pin}:focus-visible, & .${C.cluster}:focus-visible`]: {
      outline: `${p.focus.width} solid ${p.focus.ring}`,
      outlineOffset: p.focus.offset,
    },
    [`& .${C.hidden}`]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  };
}
