import { describe, expect, it } from 'vitest';
import { createGazetteer } from '../../server/modules/geocoding/gazetteer';
import type { CityRecord } from '../../server/modules/geocoding/place-index';

/** The gazetteer's exact-name lookup, used to recognise a place typed into the search text. */
const ROWS: CityRecord[] = [
  { name: 'Rome', lat: '41.89193', lng: '12.51133', country: 'IT', admin1: '07', admin2: 'RM' },
  { name: 'Trastevere', lat: '41.8839', lng: '12.4698', country: 'IT', admin1: '07', admin2: 'RM' },
  { name: 'Milan', lat: '45.46427', lng: '9.18951', country: 'IT', admin1: '09', admin2: 'MI' },
  { name: 'Bella', lat: '40.75', lng: '15.54', country: 'IT', admin1: '02', admin2: 'PZ' },
];
const gazetteer = createGazetteer({ load: async () => ROWS });
const named = async (name: string) => (await gazetteer.placeNamed(name))?.label ?? null;

describe('placeNamed', () => {
  it('knows a city by its Italian or its English name, any case or accent', async () => {
    expect(await named('Roma')).toBe('Roma (RM)');
    expect(await named('ROME')).toBe('Roma (RM)');
    expect(await named('milano')).toBe('Milano (MI)');
    expect((await gazetteer.placeNamed('roma'))?.kind).toBe('city');
  });

  it("knows a city's district by its exact name", async () => {
    expect(await named('trastevere')).toBe('Trastevere, Roma (RM)');
    expect((await gazetteer.placeNamed('Trastevere'))?.kind).toBe('district');
  });

  it('does not know a prefix, or a place that is neither a city nor a district (too many words are villages)', async () => {
    expect(await named('trast')).toBeNull();
    expect(await named('bella')).toBeNull();
    // the prefix search still offers it where a place is what is asked for
    expect((await gazetteer.search('Bella', 1))[0]?.name).toBe('Bella');
  });
});
