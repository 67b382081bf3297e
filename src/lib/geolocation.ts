import { GEOLOCATION_OPTIONS } from '@/domain/constants';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export class GeolocationUnavailableError extends Error {
  override readonly name = 'GeolocationUnavailableError';
  constructor() {
    super('Geolocation is not supported by this browser');
  }
}

/** The device position with the spec's options (high accuracy, 10 s timeout, 5 min cached). */
export function getCurrentPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geo) {
      reject(new GeolocationUnavailableError());
      return;
    }
    geo.getCurrentPosition(
      (position) =>
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(error),
      GEOLOCATION_OPTIONS,
    );
  });
}
