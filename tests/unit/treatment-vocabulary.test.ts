import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../server/db/seed/service-templates';
import { weekHours } from '../../src/domain/opening-hours';
import { shopSearchQuerySchema, toSearchCriteria } from '../../src/domain/search';
import {
  conceptsOfTerm,
  placeInText,
  placeRunsOf,
  queryTerms,
  stemOf,
  typoDistance,
} from '../../src/domain/search-text';
import { BUSINESS_TYPES, type BusinessType } from '../../src/domain/shop';
import type { SearchableShop } from '../../src/domain/shop-filters';
import { ShopSearchIndex } from '../../src/domain/shop-search-engine';
import { TREATMENT_VOCABULARY } from '../../src/domain/treatment-vocabulary';
import { SHOP_SEEDS } from '../../mocks/data/shop-seeds';
import { makeShop } from '../../mocks/data/shops';

/**
 * The treatment vocabulary and the text rules around it (src/domain/search-text.ts): Italian and English
 * treatment words find the shops that offer them, plurals and typos included, and a place in the text is told
 * apart from the words to search.
 */

/** One shop of each type with the demo seed's English service menu (names, keys, categories), as the server has. */
function seededShop(type: BusinessType): SearchableShop {
  const seed = SHOP_SEEDS.find((s) => s.type === type)!;
  const { status: _s, ...shop } = makeShop(seed, {
    id: type,
    name: `Shop ${BUSINESS_TYPES.indexOf(type)}`,
    description: 'A shop.',
    services: SERVICES[type].map((t, i) => ({
      id: `${type}-${i}`,
      name: t.name,
      duration: t.minutes,
      price: t.cents / 100,
      category: t.category,
    })),
  });
  return {
    shop,
    hours: weekHours(Array(7).fill(['09:00', '18:00'])),
    specialDates: [],
    serviceKeys: SERVICES[type].flatMap((t) => (t.key ? [t.key] : [])),
  };
}

const index = ShopSearchIndex.build(BUSINESS_TYPES.map(seededShop));
const now = new Date('2026-06-16T10:00:00Z');
const found = (search: string) =>
  index
    .search(toSearchCriteria(shopSearchQuerySchema.validateSync({ search, limit: 50 })), {
      now,
      origin: null,
    })
    .shops.map((s) => s.id)
    .sort();

describe('treatment words in Italian and English find the shops that offer them', () => {
  const cases: [string[], BusinessType[]][] = [
    [
      ['taglio', 'tagli', 'haircut', 'TAGLIO'],
      ['barbershop', 'salon'],
    ],
    [['piega', 'pieghe', 'blow dry'], ['salon']],
    [['ceretta', 'cerette', 'waxing'], ['beauty_clinic']],
    [
      ['viso', 'facial'],
      ['beauty_clinic', 'spa'],
    ],
    [['unghie', 'unghia', 'nails'], ['nail_salon']],
    [['manicure', 'pedicure'], ['nail_salon']],
    [['parrucchiere', 'parrucchieri', 'parrucchiera'], ['salon']],
    [['barbiere', 'barbieri', 'barberia', 'barber'], ['barbershop']],
    [['estetista', 'estetiste', 'beautician'], ['beauty_clinic']],
    [
      ['massaggio', 'massaggi', 'massage'],
      ['massage', 'spa'],
    ],
    [
      ['colore', 'colori'],
      ['barbershop', 'salon'],
    ],
    [['trucco', 'make up', 'makeup'], ['beauty_clinic']],
    [['sopracciglia', 'ciglia'], ['beauty_clinic']],
    [['barba', 'rasatura'], ['barbershop']],
    [
      ['riflessologia', 'reflexology'],
      ['massage', 'spa'],
    ],
    [['cheratina', 'keratin'], ['salon']],
    [
      ['pulizia viso', 'pulizia'],
      ['beauty_clinic', 'spa'],
    ],
    [['epilazione'], ['beauty_clinic']],
  ];
  for (const [words, types] of cases)
    it(`${words.join(', ')} → ${types.join(', ')}`, () => {
      for (const word of words) expect(found(word), word).toEqual(types);
    });

  it('tolerates typos: one slip (a swap counts as one) from 4 letters, two from 8', () => {
    expect(found('barbre')).toEqual(['barbershop']); // barber, two letters swapped
    expect(found('parucchiere')).toEqual(['salon']); // a letter dropped
    expect(found('masaggio')).toEqual(['massage', 'spa']);
    expect(found('cereta')).toEqual(['beauty_clinic']); // a letter dropped
    // doubled letters written single, the commonest Italian slip, even past the edit allowance
    expect(found('masagio')).toEqual(['massage', 'spa']);
    expect(found('sopraciglia')).toEqual(['beauty_clinic']);
    expect(found('tgl')).toEqual([]); // under 4 letters: no typo allowance
  });

  it('needs every meaningful word and skips the stop words', () => {
    expect(found('taglio e barba')).toEqual(['barbershop']);
    expect(found('taglio per uomo')).toEqual([]); // "uomo" is in no shop's text
    expect(found('massaggio al viso')).toEqual(['spa']);
  });
});

describe('the vocabulary and its matching rules', () => {
  it('lists each concept with Italian and English words, every word once per concept', () => {
    for (const concept of TREATMENT_VOCABULARY) {
      expect(concept.it.length, concept.id).toBeGreaterThan(0);
      expect(concept.en.length, concept.id).toBeGreaterThan(0);
      const words = [...concept.it, ...concept.en];
      expect(new Set(words).size, concept.id).toBe(words.length);
    }
    expect(TREATMENT_VOCABULARY.length).toBeLessThanOrEqual(31); // concepts are bits of one integer
  });

  it('folds Italian and English plurals to one stem', () => {
    expect(stemOf('tagli')).toBe(stemOf('taglio'));
    expect(stemOf('unghie')).toBe(stemOf('unghia'));
    expect(stemOf('massaggi')).toBe(stemOf('massaggio'));
    expect(stemOf('barbieri')).toBe(stemOf('barbiere'));
    expect(stemOf('nails')).toBe(stemOf('nail'));
    expect(stemOf('spa')).toBe('spa');
  });

  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(typoDistance('barbre', 'barber', 2)).toBe(1);
    expect(typoDistance('taglio', 'tagli', 2)).toBe(1);
    expect(typoDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('names concepts by prefix (3 letters or more), stem or typo', () => {
    const ids = (term: string) => conceptsOfTerm(term).map((i) => TREATMENT_VOCABULARY[i]!.id);
    expect(ids('tagl')).toEqual(['haircut']);
    expect(ids('ta')).toEqual([]);
    expect(ids('ciglio')).toEqual(['lashes']);
    expect(ids('barbre')).toContain('barber');
  });

  it('joins compounds and drops stop words unless nothing else is left', () => {
    expect(queryTerms('Blow-dry a Roma')).toEqual(['blowdry', 'roma']);
    expect(queryTerms('make up')).toEqual(['makeup']);
    expect(queryTerms('il')).toEqual(['il']);
  });
});

describe('a place named in the search text', () => {
  const city = (label: string) => ({ label, kind: 'city' as const });
  const district = (label: string) => ({ label, kind: 'district' as const });
  const places: Record<string, { label: string; kind: 'city' | 'district' }> = {
    roma: city('Roma (RM)'),
    milano: city('Milano (MI)'),
    torino: city('Torino (TO)'),
    trastevere: district('Trastevere, Roma (RM)'),
    'san lorenzo': district('San Lorenzo, Roma (RM)'),
    aurora: district('Aurora, Torino (TO)'),
  };
  const named = (name: string) => places[name] ?? null;
  const shopNames = ['salone aurora', 'nails lab torino'];
  const namesShop = (text: string) => {
    const words = text.toLowerCase().split(/\s+/);
    return shopNames.some((n) => words.every((w) => n.split(' ').some((x) => x.startsWith(w))));
  };
  const inText = (text: string) => {
    const found = placeInText(text, named, namesShop);
    return found && { place: found.place.label, rest: found.rest };
  };

  it('becomes the place and leaves the other words to search', () => {
    expect(inText('parrucchiere Trastevere')).toEqual({
      place: 'Trastevere, Roma (RM)',
      rest: 'parrucchiere',
    });
    expect(inText('Roma')).toEqual({ place: 'Roma (RM)', rest: '' });
    expect(inText('barbiere a San Lorenzo')).toEqual({
      place: 'San Lorenzo, Roma (RM)',
      rest: 'barbiere a',
    });
    expect(inText('MILANO unghie')).toEqual({ place: 'Milano (MI)', rest: 'unghie' });
    expect(inText('a Roma')).toEqual({ place: 'Roma (RM)', rest: '' }); // nothing left to search
  });

  it('is not found in treatment words or in a shop name, unless the text is a city alone', () => {
    expect(inText('taglio')).toBeNull();
    expect(inText('Salone Aurora')).toBeNull();
    expect(inText('aurora')).toBeNull(); // a district, and a word of Salone Aurora's name
    expect(inText('Nails Lab Torino')).toBeNull();
    expect(inText('Torino')).toEqual({ place: 'Torino (TO)', rest: '' }); // a city alone
  });

  it('tries the longest runs first, never starting or ending with a stop word', () => {
    expect(placeRunsOf('barbiere a San Lorenzo').map((r) => r.name)).toEqual([
      'san lorenzo',
      'san',
      'lorenzo',
    ]);
  });
});

describe('the index holds both languages of every text', () => {
  const spa = seededShop('spa');
  const bilingual: SearchableShop = {
    ...spa,
    shop: {
      ...spa.shop,
      id: 'bilingual',
      description: 'Relaxing treatments.',
      services: [{ id: 'legs', name: 'Smooth legs', duration: 30, price: 30, category: 'other' }],
    },
    serviceKeys: [],
    content: {
      description: { en: 'Relaxing treatments.', it: 'Trattamenti rilassanti nel cuore di Monti.' },
      services: {
        legs: {
          name: { en: 'Smooth legs', it: 'Ceretta gambe' },
          description: {},
          includes: [],
          requirements: [],
        },
      },
      specialDates: {},
      staffRoles: {},
    },
  };
  const both = ShopSearchIndex.build([bilingual]);
  const hits = (search: string) =>
    both
      .search(toSearchCriteria(shopSearchQuerySchema.validateSync({ search })), {
        now,
        origin: null,
      })
      .shops.map((s) => s.id);

  it('finds a shop by its Italian description and its Italian service names', () => {
    expect(hits('rilassanti')).toEqual(['bilingual']);
    expect(hits('gambe')).toEqual(['bilingual']);
    expect(hits('smooth')).toEqual(['bilingual']);
  });

  it('gives a shop the concepts its Italian service names name, found in either language', () => {
    expect(hits('waxing')).toEqual(['bilingual']); // "Ceretta gambe" is waxing
    expect(hits('ceretta')).toEqual(['bilingual']);
  });
});
