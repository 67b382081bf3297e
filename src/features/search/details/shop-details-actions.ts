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

/**
 * Device share when the browser has it, else the page address goes to the clipboard. Resolves 'shared',
 * 'copied', or 'none' (the user cancelled the share sheet, or neither is possible).
 */
export async function shareShop(title: string, url: string): Promise<'shared' | 'copied' | 'none'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'none';
      // share refused (no user gesture, unsupported data): fall back to copying
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'none';
  }
}
