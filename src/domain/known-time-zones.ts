/** The zone of a shop that has none, or one the runtime does not know. */
export const DEFAULT_SHOP_TIME_ZONE = 'Europe/Rome';

/* Checking a name builds an Intl.DateTimeFormat (about 0.1 ms each): the answer is kept per name. */
const knownZones = new Map<string, boolean>();

/** Whether the runtime knows the zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    if (knownZones.size < 1000) knownZones.set(timeZone, known);
  }
  return known;
}
