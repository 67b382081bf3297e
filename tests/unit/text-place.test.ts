import { describe, expect, it } from 'vitest';
import { findTextPlace } from '../../server/modules/search/text-place';
import type { Place } from '../../src/domain/geocoding';

/** The server's lookup of a place named in the search text, over an asynchronous gazetteer. */
const ROMA: Place = {
  id: 'roma',
  name: 'Roma',
  label: 'Roma (RM)',
  kind: 'city',
  latitude: 41.89,
  longitude: 12.48,
  country: 'IT',
  province: 'RM',
};
const noShop = () => false;

describe('findTextPlace', () => {
  it('asks the gazetteer for each run and keeps the words left', async () => {
    const asked: string[] = [];
    const found = await findTextPlace(
      'barbiere Roma',
      {
        placeNamed: async (name) => {
          asked.push(name);
          return name === 'roma' ? ROMA : null;
        },
      },
      noShop,
    );
    expect(asked).toEqual(['roma']); // "barbiere" is a vocabulary word, never a place
    expect(found).toEqual({
      place: { latitude: 41.89, longitude: 12.48, label: 'Roma (RM)', kind: 'city' },
      rest: 'barbiere',
    });
  });

  it('leaves the text a text search when the gazetteer cannot answer', async () => {
    const failing = { placeNamed: () => Promise.reject(new Error('dataset unreadable')) };
    expect(await findTextPlace('Roma', failing, noShop)).toBeNull();
    expect(await findTextPlace('Roma', undefined, noShop)).toBeNull();
  });
});
