import { describe, expect, it } from 'vitest';
import {
  contentLanguageOf,
  localized,
  localizedTextOf,
  textsOf,
} from '../../src/domain/localized-text';
import { localizeShop, shopContentOf, shopTexts } from '../../src/domain/shop-content';

describe('localized: a shop-written text in the caller’s language', () => {
  it('serves the asked language when it is there', () => {
    const text = { en: "Men's Haircut", it: 'Taglio uomo' };
    expect(localized(text, 'it')).toBe('Taglio uomo');
    expect(localized(text, 'en')).toBe("Men's Haircut");
  });

  it('falls back to the other language when one is missing or blank', () => {
    expect(localized({ it: 'Piega' }, 'en')).toBe('Piega');
    expect(localized({ en: 'Blow-dry' }, 'it')).toBe('Blow-dry');
    expect(localized({ en: 'Blow-dry', it: '  ' }, 'it')).toBe('Blow-dry');
  });

  it('reads a plain stored string (written before content was bilingual) as English', () => {
    expect(localizedTextOf('Gel manicure')).toEqual({ en: 'Gel manicure' });
    expect(localized('Gel manicure', 'it')).toBe('Gel manicure');
  });

  it('serves nothing as an empty string and ignores languages it does not know', () => {
    expect(localized(undefined, 'it')).toBe('');
    expect(localized(null, 'en')).toBe('');
    expect(localized({}, 'en')).toBe('');
    expect(localized({ fr: 'Coupe' } as never, 'en')).toBe('');
  });

  it('lists every language once for indexes', () => {
    expect(textsOf({ en: 'Shiatsu', it: 'Shiatsu' })).toEqual(['Shiatsu']);
    expect(textsOf({ en: 'Facial', it: 'Trattamento viso' })).toEqual([
      'Facial',
      'Trattamento viso',
    ]);
    expect(textsOf('Legacy')).toEqual(['Legacy']);
  });
});

describe('contentLanguageOf: the Accept-Language header', () => {
  it('takes the supported language with the highest weight', () => {
    expect(contentLanguageOf('it')).toBe('it');
    expect(contentLanguageOf('it-IT,it;q=0.9,en-US;q=0.8')).toBe('it');
    expect(contentLanguageOf('en;q=0.5, it;q=0.7')).toBe('it');
    expect(contentLanguageOf('fr-FR, en;q=0.3')).toBe('en');
  });

  it('is English without a usable header', () => {
    expect(contentLanguageOf(undefined)).toBe('en');
    expect(contentLanguageOf('')).toBe('en');
    expect(contentLanguageOf('*')).toBe('en');
    expect(contentLanguageOf('it;q=0')).toBe('en');
  });
});

describe('localizeShop and shopTexts', () => {
  const content = shopContentOf({
    description: { en: 'A salon in Prati.', it: 'Un salone a Prati.' },
    services: [{ id: 's1', name: { en: "Men's Haircut", it: 'Taglio uomo' }, description: 'Cut.' }],
    specialDates: [{ date: '2030-01-01', description: { it: 'Chiuso per ferie' } }],
    staff: [{ id: 'anna', role: { en: 'Stylist', it: 'Hair stylist' } }],
  });
  const shop = {
    id: 'x',
    name: 'Salone X',
    description: 'A salon in Prati.',
    services: [{ id: 's1', name: "Men's Haircut" }],
    specialDates: [{ date: '2030-01-01', description: '' }],
    staff: [{ id: 'anna' }, { id: 'bruno' }],
  };

  it('serves every text field in the language asked, with the fallback', () => {
    const it = localizeShop(shop, content, 'it');
    expect(it.description).toBe('Un salone a Prati.');
    expect(it.services[0]!.name).toBe('Taglio uomo');
    expect(it.specialDates[0]!.description).toBe('Chiuso per ferie');
    expect(it.staff).toEqual([{ id: 'anna', role: 'Hair stylist' }, { id: 'bruno' }]);
    expect(localizeShop(shop, content, 'en').specialDates[0]!.description).toBe('Chiuso per ferie');
    expect(localizeShop(shop, undefined, 'it')).toBe(shop);
  });

  it('lists both languages of the searchable fields', () => {
    expect(shopTexts({ shop, content })).toEqual({
      name: 'Salone X',
      descriptions: ['A salon in Prati.', 'Un salone a Prati.'],
      serviceNames: ["Men's Haircut", 'Taglio uomo'],
      serviceDescriptions: ['Cut.'],
    });
  });
});
