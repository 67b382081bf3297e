import MiniSearch, { type Query } from 'minisearch';
import { fuzzyDistance, searchTokens } from './search';
import { conceptsOfTerm, shopConceptBits } from './search-text';
import type { SearchableShop } from './shop-filters';
import { shopTexts } from './shop-content';
import { TREATMENT_VOCABULARY } from './treatment-vocabulary';

/**
 * The search index's text part (rules: header of src/domain/search.ts): every language's name, descriptions and
 * service names of each shop, plus the treatment-vocabulary concepts the shop has, in one MiniSearch index.
 */

interface TextDoc {
  i: number;
  name: string;
  /** every language's description */
  description: string;
  /** every language's service names */
  services: string;
  /** the vocabulary concepts the shop has, as `conceptToken`s */
  concepts: string;
}

export type ShopTextIndex = MiniSearch<TextDoc>;

const TEXT_FIELDS = ['name', 'description', 'services'];
const conceptToken = (concept: number) => `c${concept}`;

function textDocOf(e: SearchableShop, i: number): TextDoc {
  const texts = shopTexts(e);
  const concepts = shopConceptBits({
    businessType: e.shop.businessType,
    serviceNames: texts.serviceNames,
    serviceKeys: e.serviceKeys,
    serviceCategories: e.shop.services.map((s) => s.category),
  });
  return {
    i,
    name: texts.name,
    description: texts.descriptions.join('\n'),
    services: texts.serviceNames.join('\n'),
    concepts: TREATMENT_VOCABULARY.flatMap((_, c) =>
      concepts & (1 << c) ? [conceptToken(c)] : [],
    ).join(' '),
  };
}

export function buildTextIndex(entries: readonly SearchableShop[]): ShopTextIndex {
  const index = new MiniSearch<TextDoc>({
    idField: 'i',
    fields: [...TEXT_FIELDS, 'concepts'],
    storeFields: [],
    tokenize: (text) => searchTokens(text),
    processTerm: (term) => term,
    searchOptions: {
      prefix: true,
      fuzzy: (term) => fuzzyDistance(term),
      combineWith: 'AND',
      boost: { name: 3, services: 1.5 },
    },
  });
  index.addAll(entries.map(textDocOf));
  return index;
}

/**
 * Changes the index in place for a few entries (a shop's change): the document entry i had (`before`) is removed
 * and the one of `after` added. Removing by the document itself (rebuilt from the previous entry, same text)
 * takes its terms out at once, so scores equal a fresh build's; it costs about one document's tokenising.
 */
export function replaceTextDocs(
  index: ShopTextIndex,
  changes: readonly { i: number; before: SearchableShop | null; after: SearchableShop | null }[],
): void {
  for (const { i, before } of changes)
    if (before && index.has(i)) index.remove(textDocOf(before, i));
  for (const { i, after } of changes) if (after) index.add(textDocOf(after, i));
}

/**
 * One query term as MiniSearch runs it: a prefix of, or within `fuzzyDistance` edits of, a word of the shop's
 * texts; or a vocabulary concept the term names that the shop has.
 */
function termQuery(term: string): Query {
  const text: Query = { queries: [term], fields: TEXT_FIELDS };
  const concepts = conceptsOfTerm(term);
  if (concepts.length === 0) return text;
  return {
    combineWith: 'OR',
    queries: [
      text,
      {
        queries: concepts.map(conceptToken),
        fields: ['concepts'],
        prefix: false,
        fuzzy: false,
        combineWith: 'OR',
      },
    ],
  };
}

/** Shops matching every term (`queryTerms`), with MiniSearch's scores. */
export function searchTextIndex(index: ShopTextIndex, terms: readonly string[]) {
  return index.search({ combineWith: 'AND', queries: terms.map(termQuery) });
}

/** Every word of the text starts a word of one shop's name. */
export function textNamesShop(index: ShopTextIndex, text: string): boolean {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return false;
  const hits = index.search(tokens.join(' '), {
    fields: ['name'],
    prefix: true,
    fuzzy: false,
    combineWith: 'AND',
  });
  return hits.length > 0;
}
