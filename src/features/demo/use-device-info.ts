import { useEffect, useState } from 'react';
import { matchesMedia } from '@/lib/media';

interface NetworkInformationLike extends EventTarget {
  effectiveType?: string;
  type?: string;
  saveData?: boolean;
}

export interface DeviceInfo {
  width: number;
  height: number;
  pixelRatio: number;
  orientation: 'portrait' | 'landscape';
  touch: boolean;
  coarsePointer: boolean;
  prefersDark: boolean;
  prefersReducedMotion: boolean;
  prefersMoreContrast: boolean;
  online: boolean;
  /** effectiveType (4g, 3g …) or type (wifi, cellular …); null when the browser does not say */
  connectionType: string | null;
  /** null when the browser does not say */
  saveData: boolean | null;
}

function connection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

function read(): DeviceInfo {
  const c = connection();
  const width = window.innerWidth;
  const height = window.innerHeight;
  return {
    width,
    height,
    pixelRatio: window.devicePixelRatio || 1,
    orientation: height >= width ? 'portrait' : 'landscape',
    touch: 'ontouchstart' in window || (navigator.maxTouchPoints ?? 0) > 0,
    coarsePointer: matchesMedia('(pointer: coarse)'),
    prefersDark: matchesMedia('(prefers-color-scheme: dark)'),
    prefersReducedMotion: matchesMedia('(prefers-reduced-motion: reduce)'),
    prefersMoreContrast: matchesMedia('(prefers-contrast: more)'),
    online: navigator.onLine,
    connectionType: c?.effectiveType ?? c?.type ?? null,
    saveData: typeof c?.saveData === 'boolean' ? c.saveData : null,
  };
}

const QUERIES = [
  '(pointer: coarse)',
  '(prefers-color-scheme: dark)',
  '(prefers-reduced-motion: reduce)',
  '(prefers-contrast: more)',
];

/** Live device, preference and network information for the responsive demo. */
export function useDeviceInfo(): DeviceInfo {
  const [info, setInfo] = useState(read);
  useEffect(() => {
    const update = () => setInfo(read());
    window.addEventListener('resize', update);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const c = connection();
    c?.addEventListener?.('change', update);
    const lists =
      typeof window.matchMedia === 'function' ? QUERIES.map((q) => window.matchMedia(q)) : [];
    for (const list of lists) list.addEventListener('change', update);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      c?.removeEventListener?.('change', update);
      for (const list of lists) list.removeEventListener('change', update);
    };
  }, []);
  return info;
}
