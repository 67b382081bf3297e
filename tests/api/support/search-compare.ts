import { ValidationError } from 'yup';
import {
  shopSearchQuerySchema,
  toSearchCriteria,
  type ShopSearchCriteria,
} from '../../../src/domain/search';
import type { RawCatalog } from './search-catalog';
import { geocode, type SearchHarness } from './search-harness';
import { referenceSearch, type ReferenceResult } from './search-reference';

/**
 * One query against the API and the brute-force reference, checked for totals, the page's ids in order (as a
 * set for text relevance, whose order is the engine's own score), distances and origin. Returns null when
 * they agree, else a readable account of the difference.
 */
export async function compareSearch(
  harness: SearchHarness,
  catalog: RawCatalog,
  now: Date,
  params: Record<string, string>,
  /** counts which rules the query exercised (with matches), so the property cannot pass vacuously */
  coverage: Map<string, number> = new Map(),
): Promise<string | null> {
  const cover = (tag: string) => coverage.set(tag, (coverage.get(tag) ?? 0) + 1);
  const label = `GET /api/shops/search?${new URLSearchParams(params).toString()} at ${now.toISOString()}`;
  const { status, body } = await harness.search(params);

  let criteria;
  try {
    criteria = toSearchCriteria(
      await shopSearchQuerySchema.validate(params, { abortEarly: false, stripUnknown: true }),
    );
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const paths = (error.inner.length ? error.inner : [error]).map((e) => e.path ?? '');
    cover('invalid');
    if (status === 400 && paths.every((p) => body.errors?.[p])) return null;
    return `${label}\n  expected 400 naming ${paths.join(', ')}, got ${status} ${JSON.stringify(body).slice(0, 300)}`;
  }
  if (status !== 200 || !body.success)
    return `${label}\n  expected 200, got ${status} ${JSON.stringify(body).slice(0, 300)}`;

  const expected = referenceSearch(catalog, criteria, { now, geocode });
  coverageOf(criteria, expected).forEach(cover);
  const data = body.data;
  const got = data.shops.map((s) => s.id);
  const problems: string[] = [];
  /** every id the API returned for this query (all pages when they were fetched) */
  let seen = got;

  if (data.total !== expected.total)
    problems.push(`total ${data.total}, expected ${expected.total}`);
  if (data.totalPages !== expected.totalPages)
    problems.push(`totalPages ${data.totalPages}, expected ${expected.totalPages}`);
  if (data.page !== criteria.page || data.limit !== criteria.limit)
    problems.push(
      `page/limit ${data.page}/${data.limit}, expected ${criteria.page}/${criteria.limit}`,
    );

  if (expected.ordered) {
    if (got.join() !== expected.pageIds.join())
      problems.push(`page ids [${got.join(', ')}], expected [${expected.pageIds.join(', ')}]`);
  } else {
    // text relevance: every match, in any order, across all pages (one page of the largest size holds them all)
    const all = await harness.search({ ...params, page: '1', limit: '50' });
    const allIds = all.body.data?.shops.map((s) => s.id) ?? [];
    seen = allIds;
    if ([...allIds].sort().join() !== [...expected.ids].sort().join())
      problems.push(
        `matches {${[...allIds].sort().join(', ')}}, expected {${[...expected.ids].sort().join(', ')}}`,
      );
    if (got.length !== expected.pageIds.length)
      problems.push(`${got.length} shops on the page, expected ${expected.pageIds.length}`);
  }

  for (const shop of data.shops) {
    const want = expected.origin ? (expected.distances.get(shop.id) ?? null) : undefined;
    const have = expected.origin ? shop.distance : (shop.distance ?? undefined);
    if (have !== want)
      problems.push(`${shop.id} distance ${String(shop.distance)}, expected ${String(want)}`);
  }

  const origin = data.origin;
  if (!expected.origin !== !origin)
    problems.push(`origin ${JSON.stringify(origin)}, expected ${JSON.stringify(expected.origin)}`);
  else if (expected.origin && origin) {
    if (
      origin.latitude !== expected.origin.latitude ||
      origin.longitude !== expected.origin.longitude ||
      origin.radiusKm !== expected.origin.radiusKm
    )
      problems.push(
        `origin ${JSON.stringify(origin)}, expected ${JSON.stringify(expected.origin)}`,
      );
  }

  if (problems.length === 0) return null;
  const wanted = expected.ordered ? expected.pageIds : expected.ids;
  const suspects = new Set([
    ...seen.filter((id) => !wanted.includes(id)),
    ...wanted.filter((id) => !seen.includes(id)),
  ]);
  const explain = [...suspects].map((id) => {
    const shop = catalog.shops.find((s) => s._id === id);
    const services = catalog.services.filter((s) => s.shopId === id);
    return `    ${id}: reference says ${expected.why(id).join('; ')}\n      ${JSON.stringify({ ...shop, services })}`;
  });
  return [label, ...problems.map((p) => `  ${p}`), ...explain].join('\n');
}

function coverageOf(criteria: ShopSearchCriteria, expected: ReferenceResult): string[] {
  if (expected.total === 0) return ['no matches'];
  const tags = ['matches'];
  if (criteria.search) tags.push('text');
  if (expected.fuzzy) tags.push('text by typo');
  if (expected.concept) tags.push('treatment vocabulary');
  if (expected.textPlace) tags.push('place in text');
  if (expected.origin?.radiusKm != null) tags.push('radius');
  if (expected.origin && !criteria.coordinates) tags.push('place');
  if (criteria.location && !expected.origin) tags.push('address text');
  if (criteria.businessTypes.length) tags.push('businessType');
  if (criteria.minRating) tags.push('minRating');
  if (criteria.minPrice !== undefined || criteria.maxPrice !== undefined) tags.push('price');
  if (criteria.features.length) tags.push('features');
  if (criteria.openNow) tags.push('openNow');
  if (criteria.hasAvailability) tags.push('hasAvailability');
  if (criteria.services.length) tags.push('services');
  if (expected.ordered && expected.total >= 2) tags.push(`sort ${criteria.sortBy}`);
  if (criteria.page > expected.totalPages) tags.push('page past the end');
  return tags;
}
