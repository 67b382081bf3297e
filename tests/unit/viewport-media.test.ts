import { describe, expect, it } from 'vitest';
import { viewportMatcher } from '../../src/app/ssr/viewport-media';
import { MOBILE_QUERY } from '../../src/lib/media';

/** The server's first view answers the app's media queries for the screen it lays the page out for. */
describe('viewportMatcher', () => {
  const phone = viewportMatcher(412);
  const desktop = viewportMatcher(1280);

  it("answers the app's own width queries and MUI's `@media` form", () => {
    expect(phone(MOBILE_QUERY)).toBe(true);
    expect(desktop(MOBILE_QUERY)).toBe(false);
    expect(phone('@media (min-width:900px)')).toBe(false);
    expect(desktop('@media (min-width:900px)')).toBe(true);
  });

  it('needs every part of a combined query, and takes its limits as inclusive', () => {
    expect(viewportMatcher(700)('(min-width: 600px) and (max-width: 899.95px)')).toBe(true);
    expect(viewportMatcher(900)('(min-width: 600px) and (max-width: 899.95px)')).toBe(false);
    expect(viewportMatcher(600)('screen and (min-width: 600px)')).toBe(true);
  });

  it('answers false to what a server cannot know (motion, hover, colour scheme)', () => {
    expect(phone('(prefers-reduced-motion: reduce)')).toBe(false);
    expect(desktop('(hover: hover) and (min-width: 600px)')).toBe(false);
    expect(desktop('(prefers-color-scheme: dark)')).toBe(false);
  });
});
