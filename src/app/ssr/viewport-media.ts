/**
 * Media queries answered for a viewport the server assumes (a phone's or a desktop's width), for the first view
 * it renders (entry-server.tsx): the app asks only width queries (`(max-width: 767.98px)`, MUI's
 * `@media (min-width:900px)`), combined with `and`. Anything else (hover, reduced motion, orientation) answers
 * false, as it does where a browser cannot tell.
 */
const FEATURE = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/;

export function viewportMatcher(width: number): (query: string) => boolean {
  return (query) => {
    const parts = query
      .replace(/^@media\s*/, '')
      .split(/\s+and\s+/)
      .map((part) => part.trim())
      .filter((part) => part !== '' && part !== 'screen' && part !== 'all');
    if (parts.length === 0) return true;
    return parts.every((part) => {
      const feature = FEATURE.exec(part);
      if (!feature) return false;
      const limit = Number(feature[2]);
      return feature[1] === 'min' ? width >= limit : width <= limit;
    });
  };
}
