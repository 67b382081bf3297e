import { useCallback, useState } from 'react';
import {
  GeolocationUnavailableError,
  getCurrentPosition,
  type Coordinates,
} from '@/lib/geolocation';

/** The search page's geolocation messages (spec 02 §8), as message ids. */
export function geolocationErrorId(error: unknown): string {
  if (error instanceof GeolocationUnavailableError) return 'search.geo.unsupported';
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 1) return 'search.geo.denied';
  if (code === 2) return 'search.geo.unavailable';
  if (code === 3) return 'search.geo.timeout';
  return 'search.geo.unknown';
}

/** Near Me: the device position, 'Locating...' while it is asked for, and the error worded by id. */
export function useDeviceLocation() {
  const [locating, setLocating] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);
  const locate = useCallback(async (): Promise<Coordinates | null> => {
    setLocating(true);
    setErrorId(null);
    try {
      return await getCurrentPosition();
    } catch (error) {
      setErrorId(geolocationErrorId(error));
      return null;
    } finally {
      setLocating(false);
    }
  }, []);
  return { locating, errorId, locate, clearError: () => setErrorId(null) };
}
