import { useEffect, useRef, useState } from 'react';
import { MOBILE_NAV_HIDE_SCROLL_PX } from '@/domain/constants';

/**
 * Hidden while scrolling down past `threshold` px; shown again on any scroll up (spec 02 §2.5).
 * Pure decision, exported for tests.
 */
export function nextHidden(
  previousY: number,
  y: number,
  wasHidden: boolean,
  threshold = MOBILE_NAV_HIDE_SCROLL_PX,
): boolean {
  if (y <= threshold) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return wasHidden;
}

export function useHideOnScroll(enabled: boolean, threshold = MOBILE_NAV_HIDE_SCROLL_PX): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  useEffect(() => {
    if (!enabled) return;
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const previous = lastY.current;
      lastY.current = y;
      setHidden((was) => nextHidden(previous, y, was, threshold));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, threshold]);
  return enabled && hidden;
}
