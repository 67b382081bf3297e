import type { FirstView } from '@/domain/first-view';
import { STYLE_CACHE_KEY } from '../style-cache';

const STYLE = /<style data-emotion="([^" ]+) ([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;
/** the key of the sheets of emotion's `Global` (the theme's CSS variables, the baseline) */
const GLOBAL_KEY = `${STYLE_CACHE_KEY}-global`;

interface RenderedSheet {
  key: string;
  names: string;
  rules: string;
}

/**
 * `data-s` tells emotion the sheet is already where it belongs: without it, emotion's cache moves every server
 * sheet to the end of the head as the app's code starts (an appendChild per sheet inside the entry's one long
 * task, each one a style invalidation).
 */
const sheet = ({ key, names, rules }: RenderedSheet) =>
  `<style data-emotion="${key} ${names}" data-s="">${rules}</style>`;

/**
 * The view's styles apart from its markup, for the head. Emotion writes each rule beside the first element that
 * uses it, and the theme its CSS variables (`:root{--mui-spacing:8px;…}`) after the app it wraps: a browser
 * painting the view as it arrived laid it out without them and moved everything when they came (a layout shift
 * of 0.26 on /search), and recomputed the page's style at each of some hundred sheets. In the head, all are
 * read before the first layout; the global ones first (they select elements and `:root`, the others their own
 * classes).
 *
 * The class rules travel as ONE sheet naming all their classes, in the order rendered (as emotion's own
 * server extraction writes them): the app's emotion registers each name from the attribute and takes the sheet
 * over with one move, where a hundred sheets cost a hundred. Each global sheet stays apart: its `Global`
 * looks it up by its own name.
 */
export function splitStyles(rendered: string): FirstView {
  const sheets: RenderedSheet[] = [...rendered.matchAll(STYLE)].map((match) => ({
    key: match[1]!,
    names: match[2]!,
    rules: match[3]!,
  }));
  const globals = sheets.filter((s) => s.key === GLOBAL_KEY);
  const classes = sheets.filter((s) => s.key !== GLOBAL_KEY);
  const merged = new Map<string, RenderedSheet>();
  for (const s of classes) {
    const into = merged.get(s.key);
    if (!into) merged.set(s.key, { ...s });
    else {
      into.names += ` ${s.names}`;
      into.rules += s.rules;
    }
  }
  return {
    styles: [...globals, ...merged.values()].map(sheet).join(''),
    html: rendered.replace(STYLE, ''),
  };
}
