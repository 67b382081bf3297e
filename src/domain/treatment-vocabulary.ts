import type { BusinessType } from './shop';

/**
 * The treatment vocabulary: what people type when they look for a treatment or a kind of shop, in Italian and
 * English, with common synonyms and plurals, mapped to what the catalog knows (business types, the services'
 * keys and categories). Maintained as data: add a word to a concept's list and search finds it (rules: header
 * of src/domain/search.ts, matching in src/domain/search-text.ts).
 *
 * Words are single tokens as `searchTokens` makes them (lower case, no accents); a compound people write in two
 * pieces ("blow dry", "make up", "hair cut") is listed joined, and the query side joins the pieces.
 */
export interface TreatmentConcept {
  id: string;
  it: readonly string[];
  en: readonly string[];
  /** shops of these types have the concept */
  businessTypes?: readonly BusinessType[];
  /** shops with an active service whose key is one of these */
  serviceKeys?: readonly string[];
  /** shops with an active service in one of these categories */
  serviceCategories?: readonly string[];
}

export const TREATMENT_VOCABULARY: readonly TreatmentConcept[] = [
  {
    id: 'hairSalon',
    it: ['parrucchiere', 'parrucchieri', 'parrucchiera', 'acconciatore', 'salone', 'coiffeur'],
    en: ['hairdresser', 'hairdressers', 'hairstylist', 'salon', 'salons'],
    businessTypes: ['salon'],
  },
  {
    id: 'hair',
    it: ['capelli', 'capello'],
    en: ['hair'],
    serviceCategories: ['hair'],
  },
  {
    id: 'barber',
    it: ['barbiere', 'barbieri', 'barberia', 'barberie'],
    en: ['barber', 'barbers', 'barbershop', 'barbershops'],
    businessTypes: ['barbershop'],
  },
  {
    id: 'haircut',
    it: ['taglio', 'tagli'],
    en: ['haircut', 'haircuts', 'cut', 'cuts'],
    serviceKeys: ['mensHaircut', 'womensHaircut', 'kidsHaircut'],
  },
  {
    id: 'blowDry',
    it: ['piega', 'pieghe', 'acconciatura', 'acconciature'],
    en: ['blowdry', 'blowout', 'styling', 'updo'],
    serviceKeys: ['styling'],
  },
  {
    id: 'colour',
    it: ['colore', 'colori', 'tinta', 'tinte', 'colorazione', 'meches', 'schiariture'],
    en: ['colour', 'color', 'colouring', 'coloring', 'dye', 'highlights', 'balayage'],
    serviceKeys: ['coloring', 'highlights'],
  },
  {
    id: 'beard',
    it: ['barba', 'rasatura'],
    en: ['beard', 'shave', 'shaving'],
    serviceKeys: ['beard', 'shave'],
  },
  {
    id: 'nails',
    it: ['unghie', 'unghia', 'onicotecnica', 'smalto', 'semipermanente'],
    en: ['nails', 'nail', 'manicurist'],
    businessTypes: ['nail_salon'],
    serviceCategories: ['nails'],
  },
  {
    id: 'manicure',
    it: ['manicure'],
    en: ['manicures', 'gel'],
    serviceKeys: ['manicure', 'frenchManicure', 'gel', 'acrylic', 'nailArt'],
  },
  {
    id: 'pedicure',
    it: ['pedicure'],
    en: ['pedicures'],
    serviceKeys: ['pedicure'],
  },
  {
    id: 'waxing',
    it: ['ceretta', 'cerette', 'cera', 'depilazione', 'epilazione'],
    en: ['waxing', 'wax'],
    serviceKeys: ['waxing'],
    serviceCategories: ['waxing'],
  },
  {
    id: 'facial',
    it: ['viso', 'pulizia'],
    en: ['facial', 'facials', 'skincare'],
    serviceKeys: ['facial', 'deepCleansing', 'antiAging', 'acneTreatment'],
  },
  {
    id: 'eyebrows',
    it: ['sopracciglia', 'sopracciglio'],
    en: ['eyebrows', 'eyebrow', 'brows', 'brow'],
    serviceKeys: ['eyebrows'],
  },
  {
    id: 'lashes',
    it: ['ciglia', 'laminazione'],
    en: ['lashes', 'lash', 'eyelashes', 'eyelash'],
    serviceKeys: ['eyelashes'],
  },
  {
    id: 'makeup',
    it: ['trucco', 'trucchi', 'truccatrice'],
    en: ['makeup'],
    serviceKeys: ['makeup'],
    serviceCategories: ['makeup'],
  },
  {
    id: 'beautician',
    it: ['estetista', 'estetiste', 'estetica', 'estetico', 'bellezza'],
    en: ['beautician', 'beauty'],
    businessTypes: ['beauty_clinic'],
  },
  {
    id: 'massage',
    it: ['massaggio', 'massaggi', 'massaggiatore', 'massoterapia', 'shiatsu'],
    en: ['massage', 'massages', 'masseur', 'masseuse'],
    businessTypes: ['massage'],
    serviceCategories: ['massage'],
  },
  {
    id: 'spa',
    it: ['terme', 'benessere', 'hammam', 'idromassaggio'],
    en: ['spa', 'spas', 'wellness', 'sauna'],
    businessTypes: ['spa'],
  },
  {
    id: 'reflexology',
    it: ['riflessologia', 'riflessologo', 'riflessologa'],
    en: ['reflexology', 'reflexologist'],
    serviceKeys: ['reflexology'],
  },
  {
    id: 'keratin',
    it: ['cheratina', 'lisciante', 'stiratura'],
    en: ['keratin', 'smoothing'],
    serviceKeys: ['treatments'],
  },
];

/**
 * Words that carry no meaning in a search ("parrucchiere a Roma", "taglio per bambini"): left out of the text
 * query, unless the text has nothing else.
 */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set(
  [
    // Italian articles, prepositions and conjunctions
    'a ad al allo alla ai agli alle da dal dallo dalla dai dagli dalle di del dello della dei degli delle',
    'in nel nello nella nei negli nelle con per su sul sulla e ed o il lo la i gli le l un uno una vicino',
    // English
    'an the at near for of and or with to on',
  ]
    .join(' ')
    .split(' '),
);
