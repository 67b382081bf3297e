import { describe, expect, it } from 'vitest';
import {
  bookHref,
  bookingHref,
  bookingSignInHref,
  categoryHref,
  CONTENT_PATHS,
  loginHref,
  PATHS,
  resetPasswordHref,
  searchHref,
  serviceSearchHref,
  shopDetailsHref,
  shopHref,
} from '@/domain/links';
import { safeReturnTo } from '@/domain/route-guard';
import { criteriaFromParams, criteriaToParams, YOUR_LOCATION } from '@/domain/search-url';

/** The query of an app-relative link, as the page reading it sees it. */
const paramsOf = (href: string) => new URL(href, 'https://orabella.example').searchParams;
const pathOf = (href: string) => new URL(href, 'https://orabella.example').pathname;

describe('links into /search', () => {
  it('builds the addresses the header, cards and widget lead to', () => {
    expect(searchHref()).toBe('/search');
    expect(categoryHref('haircut')).toBe('/search?category=haircut');
    expect(serviceSearchHref('nailServices', 'frenchManicure')).toBe(
      '/search?category=nailServices&service=frenchManicure',
    );
    expect(shopDetailsHref('salone-aurora-roma')).toBe('/search?shop=salone-aurora-roma');
    expect(
      searchHref({ category: 'massage', location: 'Trastevere', filters: ['openNow', 'topRated'] }),
    ).toBe('/search?category=massage&location=Trastevere&filters=openNow%2CtopRated');
    // empty values are left out rather than sent as `q=`
    expect(searchHref({ q: '', location: undefined, filters: [] })).toBe('/search');
  });

  it('says what the search page reads back (round trip through criteriaFromParams)', () => {
    const category = criteriaFromParams(paramsOf(categoryHref('nails')));
    expect(category.category).toBe('nails');
    expect(category.filters.businessTypes).toEqual(['nail_salon']);

    const service = criteriaFromParams(paramsOf(serviceSearchHref('hairServices', 'mensHaircut')));
    expect(service.service).toBe('mensHaircut');
    expect(service.text).toBe('mens Haircut');

    const widget = criteriaFromParams(
      paramsOf(
        searchHref({
          q: 'taglio & piega',
          location: YOUR_LOCATION,
          filters: ['openNow', 'topRated'],
          view: 'map',
        }),
      ),
    );
    expect(widget).toMatchObject({
      text: 'taglio & piega',
      location: YOUR_LOCATION,
      view: 'map',
      filters: { openNow: true, minRating: expect.any(Number) as number },
    });
    expect(widget.filters.minRating).toBeGreaterThan(0);
  });

  it('and the page writes the same address back, keeping the open shop', () => {
    const href = searchHref({ q: 'barba', location: 'Roma', shop: 'barberia-del-corso-roma' });
    const params = paramsOf(href);
    const rewritten = criteriaToParams(criteriaFromParams(params), params);
    expect(Object.fromEntries(rewritten)).toEqual(Object.fromEntries(params));
  });
});

describe('links to a shop and its booking page', () => {
  it('encodes the shop id as one path segment', () => {
    expect(bookingHref('salone-aurora-roma')).toBe('/booking/salone-aurora-roma');
    expect(pathOf(bookingHref('a/b?c'))).toBe('/booking/a%2Fb%3Fc');
    expect(bookHref('salone-aurora-roma')).toBe('/book/salone-aurora-roma');
    expect(shopHref('salone-aurora-roma')).toBe('/shop/salone-aurora-roma');
  });

  it('carries what the booking page reads: service, reschedule, confirmed, date and time', () => {
    const href = bookingHref('salone-aurora-roma', {
      service: 'taglio-donna',
      date: '2026-12-01',
      time: '10:30',
    });
    expect(pathOf(href)).toBe('/booking/salone-aurora-roma');
    const params = paramsOf(href);
    expect(params.get('service')).toBe('taglio-donna');
    expect(params.get('date')).toBe('2026-12-01');
    expect(params.get('time')).toBe('10:30');
    expect(paramsOf(bookingHref('x', { reschedule: 'bk_1' })).get('reschedule')).toBe('bk_1');
    expect(paramsOf(bookingHref('x', { confirmed: 'bk_2' })).get('confirmed')).toBe('bk_2');
    expect(bookingHref('x', { service: undefined })).toBe('/booking/x');
  });
});

describe('links to sign in', () => {
  it('sends a guest to /login and back to a path the guard accepts', () => {
    expect(loginHref()).toBe(PATHS.login);
    const href = bookingSignInHref('salone-aurora-roma');
    expect(pathOf(href)).toBe(PATHS.login);
    const params = paramsOf(href);
    expect(params.get('action')).toBe('booking');
    expect(safeReturnTo(params.get('returnTo'))).toBe('/booking/salone-aurora-roma');

    const favorite = paramsOf(
      loginHref({ returnTo: '/search?q=nails&shop=x', action: 'favorite', shopId: 'x' }),
    );
    expect(safeReturnTo(favorite.get('returnTo'))).toBe('/search?q=nails&shop=x');
    expect(favorite.get('shopId')).toBe('x');
  });
});

describe('page paths', () => {
  it('are absolute and distinct, and every content page is one of them', () => {
    const all = Object.values(PATHS);
    for (const path of all) expect(path).toMatch(/^\/[a-z/-]*$/);
    expect(new Set(all).size).toBe(all.length);
    for (const path of Object.keys(CONTENT_PATHS)) expect(all).toContain(path);
  });
});

describe('links in emails', () => {
  it('gives the reset page its token back', () => {
    const href = resetPasswordHref('abc-_123');
    expect(pathOf(href)).toBe(PATHS.resetPassword);
    expect(paramsOf(href).get('token')).toBe('abc-_123');
  });
});
