import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopCatalogue } from '@mocks/data/shops';
import { PAGE_DATA_ELEMENT_ID, pageAnswerKey, pageDataJson } from '@/domain/page-data';
import { SEARCH_PAGE_SIZE, type ShopSearchResult } from '@/domain/search';
import { criteriaFromParams, searchRequestParams } from '@/domain/search-url';
import { searchKeys } from '@/features/search/search-queries';
import { readPageData } from '@/lib/page-data';
import { renderApp, stubMatchMedia } from '../../app/test-utils';
import { COUNTS, mockSearchApi } from './helpers';

/**
 * /search opened from the server with its first answers in the HTML (server/http/page-data.ts): the results
 * show from them, and the API is not asked again for what the page already holds.
 */
beforeEach(() => {
  stubMatchMedia({ width: 1280 });
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
});

const ADDRESS = 'category=haircut';
const criteria = criteriaFromParams(new URLSearchParams(ADDRESS));
const params = searchRequestParams(criteria, 1, SEARCH_PAGE_SIZE);
const cards = () => screen.queryAllByTestId('shop-result-card');

/** The page as the server sends it: the data block in the body, read by the app's start (main.tsx). */
function serverPage(language: string, appLocale: string) {
  const shops = shopCatalogue()
    .slice(5, 8)
    .map((shop, i) => ({ ...shop, name: `From the page ${i + 1}` }));
  const first: ShopSearchResult = {
    shops,
    total: 3,
    totalPages: 1,
    page: 1,
    limit: SEARCH_PAGE_SIZE,
    origin: null,
  };
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ELEMENT_ID;
  block.textContent = pageDataJson({
    language: language as 'en',
    answers: {
      [pageAnswerKey('shops/search', params)]: first,
      [pageAnswerKey('shops/business-types')]: { counts: COUNTS },
    },
  });
  document.body.append(block);
  readPageData(appLocale);
}

// The first render of the lazy page chunk can be slow on a busy machine: time limits allow for it.
describe('/search starting from the answers in its HTML', { timeout: 90_000 }, () => {
  it('shows the results from the page and asks the API for none of them', async () => {
    const api = mockSearchApi();
    serverPage('en', 'en');
    const { queryClient } = await renderApp(`/search?${ADDRESS}`);
    await waitFor(() => expect(cards()).toHaveLength(3), { timeout: 45_000 });
    expect(screen.getByRole('heading', { name: 'From the page 1' })).toBeInTheDocument();
    // the query holds the page's answer and is not fetching it again (a refetch on mount starts at once)
    const state = queryClient.getQueryState(searchKeys.results(criteria));
    expect(state?.fetchStatus).toBe('idle');
    expect(state?.dataUpdateCount).toBe(0);
    expect(api.requests).toHaveLength(0);
    // the block was read once and removed: nothing else on the page can read it again
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
  });

  it('a later search asks the API as usual', async () => {
    const api = mockSearchApi();
    serverPage('en', 'en');
    const { user } = await renderApp(`/search?${ADDRESS}`);
    await waitFor(() => expect(cards()).toHaveLength(3), { timeout: 45_000 });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Rating' }));
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.last().get('sortBy')).toBe('rating');
    await waitFor(() => expect(cards()).toHaveLength(5), { timeout: 15_000 });
  });

  it('answers in another language than the app starts in are not used: the page asks the API', async () => {
    const api = mockSearchApi();
    serverPage('it', 'en');
    await renderApp(`/search?${ADDRESS}`);
    await waitFor(() => expect(cards()).toHaveLength(5), { timeout: 45_000 });
    expect(screen.queryByRole('heading', { name: 'From the page 1' })).toBeNull();
    expect(api.requests).toHaveLength(1);
  });
});
