import type { Place } from '@/domain/geocoding';

const city = (
  id: string,
  name: string,
  province: string,
  latitude: number,
  longitude: number,
): Place => ({
  id,
  name,
  label: `${name} (${province})`,
  kind: 'city',
  latitude,
  longitude,
  country: 'IT',
  province,
});

const district = (
  id: string,
  name: string,
  cityName: string,
  province: string,
  latitude: number,
  longitude: number,
): Place => ({
  id,
  name,
  label: `${name}, ${cityName} (${province})`,
  kind: 'district',
  latitude,
  longitude,
  country: 'IT',
  province,
});

/** The mock gazetteer: a few cities and the neighbourhoods the mock shops sit in (positions from GeoNames). */
export const MOCK_PLACES: readonly Place[] = [
  city('mock-roma', 'Roma', 'RM', 41.89193, 12.51133),
  city('mock-milano', 'Milano', 'MI', 45.46427, 9.18951),
  city('mock-firenze', 'Firenze', 'FI', 43.77925, 11.24626),
  city('mock-napoli', 'Napoli', 'NA', 40.85216, 14.26811),
  city('mock-torino', 'Torino', 'TO', 45.07049, 7.68682),
  city('mock-bologna', 'Bologna', 'BO', 44.49381, 11.33875),
  city('mock-venezia', 'Venezia', 'VE', 45.43713, 12.33265),
  district('mock-trastevere', 'Trastevere', 'Roma', 'RM', 41.88333, 12.46667),
  district('mock-monti', 'Monti', 'Roma', 'RM', 41.89547, 12.49939),
  district('mock-testaccio', 'Testaccio', 'Roma', 'RM', 41.86812, 12.48163),
  district('mock-prati', 'Prati', 'Roma', 'RM', 41.90943, 12.46819),
  district('mock-brera', 'Brera', 'Milano', 'MI', 45.47154, 9.18763),
  district('mock-navigli', 'Navigli', 'Milano', 'MI', 45.4514, 9.1752),
  district('mock-isola', 'Isola', 'Milano', 'MI', 45.4881, 9.1896),
];

/** Other names people type for the same places (the real gazetteer has English exonyms too). */
export const MOCK_PLACE_ALIASES: Readonly<Record<string, string>> = {
  rome: 'mock-roma',
  milan: 'mock-milano',
  florence: 'mock-firenze',
  naples: 'mock-napoli',
  turin: 'mock-torino',
  venice: 'mock-venezia',
};
