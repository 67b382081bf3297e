import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceModel } from '../../server/models/service.model';
import { ShopModel } from '../../server/models/shop.model';
import type { ApiSuccess } from '../../src/domain/api';
import type { SearchSuggestion, ShopSearchResult } from '../../src/domain/search';
import { getJson, startTestApp, type TestApp } from './helpers';

/**
 * Search that speaks both languages, on the demo data (63 shops in Rome and Milan) with the real gazetteer:
 * Italian and English treatment words find every shop that offers the treatment, a typo still finds it, and a
 * place typed into the search text is the search's place exactly as the `location` parameter would be.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api_search_bilingual' });
});
afterAll(async () => {
  await app?.close();
});

/** Every page of a search: its ids (sorted) and the first page's answer. */
async function searchAll(params: Record<string, string>) {
  const ids: string[] = [];
  let first: ShopSearchResult | null = null;
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams({ ...params, limit: '50', page: String(page) });
    const res = await getJson<ApiSuccess<ShopSearchResult>>(
      `${app.baseUrl}/api/shops/search?${query}`,
    );
    expect(res.status, query.toString()).toBe(200);
    first ??= res.body.data;
    ids.push(...res.body.data.shops.map((s) => s.id));
    if (page >= res.body.data.totalPages) break;
  }
  return { ids: ids.sort(), first: first! };
}

const approvedIds = async (filter: Record<string, unknown>) =>
  (await ShopModel.find({ approvalStatus: 'approved', ...filter }, { _id: 1 }).lean())
    .map((s) => String(s._id))
    .sort();

/** approved shops with an active service whose key is one of `keys` */
async function offering(keys: string[]): Promise<string[]> {
  const services = await ServiceModel.find(
    { serviceKey: { $in: keys }, active: true },
    { shopId: 1 },
  ).lean();
  const withService = new Set(services.map((s) => s.shopId));
  return (await approvedIds({})).filter((id) => withService.has(id));
}

describe('treatment words in both languages', () => {
  it('taglio, tagli and haircut find every shop with a haircut', async () => {
    const expected = await offering(['mensHaircut', 'womensHaircut', 'kidsHaircut']);
    expect(expected.length).toBeGreaterThan(15);
    for (const search of ['taglio', 'tagli', 'haircut', 'Taglio'])
      expect((await searchAll({ search })).ids, search).toEqual(expected);
  });

  it('ceretta finds every shop that waxes, viso every shop with a facial', async () => {
    // (and shops whose description mentions waxing or facials)
    const waxing = await offering(['waxing']);
    const facial = await offering(['facial', 'deepCleansing', 'antiAging', 'acneTreatment']);
    expect(waxing.length).toBeGreaterThan(3);
    expect((await searchAll({ search: 'ceretta' })).ids).toEqual(expect.arrayContaining(waxing));
    expect((await searchAll({ search: 'viso' })).ids).toEqual(expect.arrayContaining(facial));
  });

  it('barbiere, barbieri and the typo barbre find every barbershop; parrucchiere every salon', async () => {
    const barbershops = await approvedIds({ businessType: 'barbershop' });
    expect(barbershops.length).toBeGreaterThan(5);
    for (const search of ['barbiere', 'barbieri', 'barbre']) {
      const { ids } = await searchAll({ search });
      expect(
        ids.filter((id) => barbershops.includes(id)),
        search,
      ).toEqual(barbershops);
    }
    const salons = await approvedIds({ businessType: 'salon' });
    const { ids } = await searchAll({ search: 'parrucchiere' });
    expect(ids.filter((id) => salons.includes(id))).toEqual(salons);
  });
});

describe('a place typed into the search text', () => {
  it('"Roma" returns exactly the shops location=Roma returns, centred on Rome', async () => {
    const byText = await searchAll({ search: 'Roma' });
    const byLocation = await searchAll({ location: 'Roma' });
    expect(byLocation.ids).toHaveLength(32);
    expect(byText.ids).toEqual(byLocation.ids);
    expect(byText.first.origin?.name).toBe('Roma (RM)');
    expect(byText.first.origin?.radiusKm).toBe(byLocation.first.origin?.radiusKm);
  });

  it('"Milano" finds the Milan shops; "Torino" is Turin, where there are none', async () => {
    expect((await searchAll({ search: 'Milano' })).ids).toEqual(
      (await searchAll({ location: 'Milano' })).ids,
    );
    const turin = await searchAll({ search: 'Torino' });
    expect(turin.ids).toEqual([]);
    expect(turin.first.origin?.name).toBe('Torino (TO)');
  });

  it('"parrucchiere Trastevere" searches parrucchiere around Trastevere', async () => {
    const both = await searchAll({ search: 'parrucchiere Trastevere' });
    expect(both.first.origin?.name).toBe('Trastevere, Roma (RM)');
    expect(both.ids.length).toBeGreaterThan(0);
    expect(both.ids).toEqual(
      (await searchAll({ search: 'parrucchiere', location: 'Trastevere' })).ids,
    );
  });

  it('a treatment and a city, in any order, with a stop word or a typo, as the same location would', async () => {
    for (const [search, words, location] of [
      ['massaggi Milano', 'massaggi', 'Milano'],
      ['parrucchiere a Roma', 'parrucchiere', 'Roma'],
      ['Roma barbre', 'barbre', 'Roma'],
    ] as const) {
      const byText = await searchAll({ search });
      expect(byText.ids.length, search).toBeGreaterThan(0);
      expect(byText.ids, search).toEqual((await searchAll({ search: words, location })).ids);
    }
  });

  it('a shop named after a place is still found by its name', async () => {
    const { ids, first } = await searchAll({ search: 'Nails Lab Torino' });
    expect(ids).toEqual(['nails-lab-torino-milano']);
    expect(first.origin).toBeNull();
    // a district's name that is also a word of a shop's name is the shop's (Aurora is a district of Turin)
    const aurora = await searchAll({ search: 'Aurora' });
    expect(aurora.ids).toContain('salone-aurora-roma');
    expect(aurora.first.origin).toBeNull();
  });
});

describe('suggestions in both languages', () => {
  it("suggests Italian service names for 'tagl' and English ones for 'hairc'", async () => {
    const labels = async (query: string) =>
      (
        await getJson<ApiSuccess<{ suggestions: SearchSuggestion[] }>>(
          `${app.baseUrl}/api/search/suggestions?query=${query}`,
        )
      ).body.data.suggestions
        .filter((s) => s.kind === 'service')
        .map((s) => s.label);
    expect(await labels('tagl')).toContain('Taglio uomo');
    expect(await labels('hairc')).toContain("Men's Haircut");
  });
});
