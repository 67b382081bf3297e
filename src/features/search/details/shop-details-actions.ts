/** The details modal's footer links (spec 02 §2.3). */

/** Directions open a maps service with the shop's address as destination; the operator may point it elsewhere. */
const DIRECTIONS_BASE: string =
  import.meta.env.VITE_DIRECTIONS_URL || 'https://www.google.com/maps/dir/?api=1&destination=';

export function directionsHref(location: {
  address: string;
  city: string;
  zipCode: string;
  country: string;
}): string {
  const destination = [location.address, location.zipCode, location.city, location.country]
    .filter(Boolean)
    .join(', ');
  return `${DIRECTIONS_BASE}${encodeURIComponent(destination)}`;
}
