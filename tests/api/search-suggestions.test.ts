import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText, type SearchSuggestion } from '../../src/domain/search';
import { ShopModel } from '../../server/models/shop.model';
import { getJson, startTestApp, type TestApp } from './helpers';
import type { Envelope } from './profile-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-search-suggestions' });
});
afterAll(() => app.close());

const suggest = (query: string) =>
  getJson<Envelope<{ suggestions: SearchSuggestion[] }>>(
    `${app.baseUrl}/api/search/suggestions?${query}`,
  );
const suggestText = async (text: string, limit?: number) => {
  const { status, body } = await suggest(
    `query=${encodeURIComponent(text)}${limit ? `&limit=${limit}` : ''}`,
  );
  expect(status).toBe(200);
  return body.data.suggestions;
};

describe('GET /api/search/suggestions', () => {
  it('suggests public shops whose name starts with the text, any case', async () => {
    const { entries } = await app.services.shops.catalog.current();
    const shop = entries[0]!.shop;
    const prefix = shop.name.slice(0, 5).toUpperCase();
    const suggestions = await suggestText(prefix);
    const hit = suggestions.find((s) => s.kind === 'shop' && s.id === shop.id);
    expect(hit).toEqual({
      kind: 'shop',
      id: shop.id,
      label: shop.name,
      detail: shop.location.city,
      shopId: shop.id,
    });
    for (const s of suggestions.filter((x) => x.kind === 'shop'))
      expect(normalizeSearchText(s.label)).toContain(normalizeSearchText(prefix).split(' ')[0]);
  });

  it('suggests service names with how many public shops offer them', async () => {
    const { entries } = await app.services.shops.catalog.current();
    const offering = entries.filter((e) => e.shop.services.some((s) => s.name === "Men's Haircut"));
    expect(offering.length).toBeGreaterThan(0);
    const suggestions = await suggestText('men');
    expect(suggestions).toContainEqual({
      kind: 'service',
      id: "Men's Haircut",
      label: "Men's Haircut",
      detail: String(offering.length),
    });
    // A later word of the name matches too.
    expect((await suggestText('haircut')).map((s) => s.label)).toContain("Men's Haircut");
  });

  it('suggests places with their position', async () => {
    const suggestions = await suggestText('trastev');
    expect(suggestions).toContainEqual(
      expect.objectContaining({
        kind: 'place',
        label: 'Trastevere, Roma (RM)',
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      }),
    );
  });

  it('mixes kinds within the limit', async () => {
    expect((await suggestText('sa')).length).toBe(10);
    const three = await suggestText('sa', 3);
    expect(three.length).toBe(3);
    const kinds = (await suggestText('ro')).map((s) => s.kind);
    expect(kinds.length).toBeLessThanOrEqual(10);
    // Grouped: shops, then services, then places.
    expect([...kinds].sort((a, b) => order(a) - order(b))).toEqual(kinds);
  });

  it('follows the catalog when shops change, accent-insensitively', async () => {
    const { entries } = await app.services.shops.catalog.current();
    const id = entries[0]!.shop.id;
    expect((await suggestText('zzyzx')).filter((s) => s.kind === 'shop')).toEqual([]);
    await ShopModel.updateOne({ _id: id }, { $set: { name: 'Zzyzx Beauté Atelier' } });
    app.services.shops.catalog.invalidate();
    for (const text of ['zzyzx', 'ZZYZX beaute', 'beauté at']) {
      const shops = (await suggestText(text)).filter((s) => s.kind === 'shop');
      expect(
        shops.map((s) => s.id),
        text,
      ).toEqual([id]);
    }
  });

  it('answers an empty list when nothing starts with the text', async () => {
    expect(await suggestText('qqxqqxqq')).toEqual([]);
  });

  it('refuses fewer than 2 characters and bad limits', async () => {
    for (const [query, field] of [
      ['', 'query'],
      ['query=a', 'query'],
      ['query=%20a%20', 'query'],
      ['query=roma&limit=11', 'limit'],
      ['query=roma&limit=0', 'limit'],
      ['query=roma&limit=x', 'limit'],
    ] as const) {
      const { status, body } = await suggest(query);
      expect(status, query).toBe(400);
      expect(Object.keys(body.errors ?? {}), query).toEqual([field]);
    }
  });
});

function order(kind: SearchSuggestion['kind']): number {
  return ['shop', 'service', 'place'].indexOf(kind);
}
