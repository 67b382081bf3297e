import type { Request } from 'express';
import type { Locale } from '../../src/domain/constants';
import { contentLanguageOf } from '../../src/domain/localized-text';
import { isShopId } from '../../src/domain/ids';
import {
  pageAnswerKey,
  pageDataJson,
  PAGE_DATA_ELEMENT_ID,
  type PageData,
} from '../../src/domain/page-data';
import { SEARCH_PAGE_SIZE } from '../../src/domain/search';
import { HOME_FEATURED_LIMIT } from '../../src/domain/shop-query';
import {
  criteriaFromParams,
  hasSearchCriteria,
  searchRequestParams,
  YOUR_LOCATION,
} from '../../src/domain/search-url';
import { checkSearchQuery } from '../../src/domain/shop-query-check';
import type { Logger } from '../logger';
import type { ShopsService } from '../modules/shops/shops.service';
import { decided } from './refusal';

/**
 * What the HTML of a page carries besides the app (src/domain/page-data.ts): the answers to the public reads
 * its first render makes, and the photo most likely to be its largest paint. Without them `/search` and
 * `/booking/:id` paint their content only after a chain: the code, then the API call, then the photo; and home
 * drew its featured shops twice (the server's view without them, then the app once they arrived).
 */
export interface PageExtras {
  /** `<head>` end: a high-priority preload of the first photo */
  head: string;
  /** `<body>` end: the data block */
  body: string;
  /** what the data block holds, for the page's first view (server/http/first-view.ts) */
  data: PageData;
}

/**
 * The reads are the catalog's, in memory once it has loaded (milliseconds). This bound is only for a catalog
 * that cannot load (the database down at start): the page is then served without answers, and asks the API.
 */
const ANSWER_BUDGET_MS = 3000;

interface Answers {
  answers: Record<string, unknown>;
  photo: string | null;
}

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The first non-empty photo, as the result card and the booking header pick it; only our own paths. */
function firstPhoto(photos: unknown): string | null {
  const photo = Array.isArray(photos)
    ? photos.find((p): p is string => typeof p === 'string' && p.length > 0)
    : undefined;
  return photo && /^\/(?!\/)/.test(photo) ? photo : null;
}

interface SearchAnswer {
  shops?: { photos?: unknown }[];
}

/**
 * Builds the extras of a page from the catalog. Only public catalog reads, the same for every caller, in the
 * language the request asks for (as the API answers them): nothing about who is asking.
 */
export function pageExtras({ shops, logger }: { shops: ShopsService; logger: Logger }) {
  /** `/search?…`: the first page of results (the list view's first photo) and the business-type counts. */
  async function searchPage(req: Request, language: Locale) {
    const query = req.originalUrl.split('?')[1] ?? '';
    const criteria = criteriaFromParams(new URLSearchParams(query));
    // No search yet (the welcome state), or one waiting for the device's position: nothing to answer.
    if (
      !hasSearchCriteria(criteria) ||
      (criteria.location === YOUR_LOCATION && !criteria.coordinates)
    )
      return null;
    const params = searchRequestParams(criteria, 1, SEARCH_PAGE_SIZE);
    const [json, counts] = await Promise.all([
      shops.searchJson(
        new URLSearchParams(params).toString(),
        async () => decided(await checkSearchQuery(params)),
        language,
      ),
      shops.businessTypes(),
    ]);
    const results = (JSON.parse(json) as { data: SearchAnswer }).data;
    return {
      answers: {
        [pageAnswerKey('shops/search', params)]: results,
        [pageAnswerKey('shops/business-types')]: counts,
      },
      photo: criteria.view === 'map' ? null : firstPhoto(results.shops?.[0]?.photos),
    };
  }

  /** `/booking/:shopId`: the shop and its services (the header's first photo). */
  async function bookingPage(shopId: string, language: Locale) {
    if (!isShopId(shopId)) return null;
    const [shop, services] = await Promise.all([
      shops.byId(shopId, language),
      shops.services(shopId, language),
    ]);
    const path = `shops/${encodeURIComponent(shopId)}`;
    return {
      answers: {
        [pageAnswerKey(path)]: { shop },
        [pageAnswerKey(`${path}/services`)]: { services },
      },
      photo: firstPhoto(shop.photos),
    };
  }

  /** `/`: the featured shops home asks for before it knows the device's position (no photo: below the fold). */
  async function homePage(language: Locale) {
    const featured = await shops.featured({ limit: HOME_FEATURED_LIMIT }, language);
    return {
      answers: {
        [pageAnswerKey('shops/featured', { limit: String(HOME_FEATURED_LIMIT) })]: {
          shops: featured,
        },
      },
      photo: null,
    };
  }

  function answersFor(req: Request, language: Locale): Promise<Answers | null> | null {
    if (req.path === '/') return homePage(language);
    if (req.path === '/search') return searchPage(req, language);
    const booking = /^\/booking\/([^/]+)\/?$/.exec(req.path);
    if (!booking) return null;
    try {
      return bookingPage(decodeURIComponent(booking[1]!), language);
    } catch {
      return null; // a malformed escape in the address
    }
  }

  /** The extras for this request, or null: another page, no answer in time, or a read that failed. */
  return async function extrasFor(req: Request): Promise<PageExtras | null> {
    if (req.method !== 'GET') return null;
    const language = contentLanguageOf(req.get('accept-language'));
    const pending = answersFor(req, language);
    if (!pending) return null;
    // a shop that does not exist, a refused query: the page asks the API and shows its answer
    const settled = pending.catch((error: unknown) => {
      logger.debug({ err: error, path: req.path }, 'no page data');
      return null;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ANSWER_BUDGET_MS);
    });
    const found = await Promise.race([settled, late]);
    clearTimeout(timer);
    if (!found) return null;
    const pageData: PageData = { language, answers: found.answers };
    const data = pageDataJson(pageData);
    return {
      data: pageData,
      head: found.photo
        ? `<link rel="preload" as="image" fetchpriority="high" href="${attribute(found.photo)}">`
        : '',
      body: `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${data}</script>`,
    };
  };
}
