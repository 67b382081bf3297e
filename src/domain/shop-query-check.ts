import * as yup from 'yup';
import { refuse, type Decision } from './decision';
import { invalidQueryParams } from './errors';
import { checkQuery, VALIDATION_KEYS } from './request-validation';
import {
  SHOP_LIST_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  shopSearchQuerySchema,
  toSearchCriteria,
  type ShopSearchCriteria,
  type ShopSearchQuery,
} from './search';
import { QUERY_ERRORS } from './shop-query';

/**
 * The catalog's query strings (`GET /api/shops`, `GET /api/shops/search`), checked the same way by the server and
 * the mocks. A parameter the endpoint does not know is refused (400 INVALID_QUERY naming it, message key
 * `validation.unknownField`) instead of being ignored: a misspelt filter (`minRatng=4`, `latitude=` for
 * `coordinates=`) would otherwise answer a wider search than the caller asked for, with nothing said.
 */
export async function checkStrictQuery<S extends yup.ObjectSchema<yup.AnyObject>>(
  schema: S,
  query: unknown,
): Promise<Decision<yup.InferType<S>>> {
  const input =
    typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  const unknown = Object.keys(input).filter((name) => !(name in schema.fields));
  if (unknown.length > 0) {
    const errors = Object.fromEntries(unknown.map((name) => [name, VALIDATION_KEYS.unknownField]));
    return refuse('INVALID_QUERY', errors, invalidQueryParams(errors));
  }
  return checkQuery(schema, query);
}

/** `GET /api/shops/search` query → the engine's criteria, or the refusal. */
export async function checkSearchQuery(query: unknown): Promise<Decision<ShopSearchCriteria>> {
  const decision = await checkStrictQuery(shopSearchQuerySchema, query);
  return decision.ok
    ? { ok: true, value: toSearchCriteria(decision.value as ShopSearchQuery) }
    : decision;
}

/**
 * `GET /api/shops` query (spec 02 §7; spec 03 §7 "GET /shops with query filters, coordinates serialised as JSON
 * text"): page and limit (default SHOP_LIST_LIMIT_DEFAULT) and optionally the search's filters. With page and
 * limit only, the list is every approved shop best rated first; with any filter it is the search's answer for
 * them, in the list's shape.
 */
export const shopListFilterQuerySchema = shopSearchQuerySchema.shape({
  limit: yup
    .number()
    .typeError(QUERY_ERRORS.number)
    .integer(QUERY_ERRORS.integer)
    .min(1, QUERY_ERRORS.range)
    .max(SEARCH_LIMIT_MAX, QUERY_ERRORS.range)
    .default(SHOP_LIST_LIMIT_DEFAULT),
});

export type ShopListRequest =
  { kind: 'list'; page: number; limit: number } | { kind: 'search'; criteria: ShopSearchCriteria };

const PAGING = new Set(['page', 'limit']);

/** `GET /api/shops` query → a plain page of the list, or a search in the list's shape; or the refusal. */
export async function checkShopListQuery(query: unknown): Promise<Decision<ShopListRequest>> {
  const decision = await checkStrictQuery(shopListFilterQuerySchema, query);
  if (!decision.ok) return decision;
  const value = decision.value as ShopSearchQuery;
  const input =
    typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  const filtered = Object.keys(input).some((name) => !PAGING.has(name));
  return {
    ok: true,
    value: filtered
      ? { kind: 'search', criteria: toSearchCriteria(value) }
      : { kind: 'list', page: value.page, limit: value.limit },
  };
}
