import { describe, expect, it } from 'vitest';
import {
  decideRoute,
  postLoginPath,
  roleHome,
  safeReturnTo,
  type GuardUser,
  type RouteMeta,
} from '@/domain/route-guard';

const users: Record<string, GuardUser | null> = {
  guest: null,
  customer: { role: 'customer' },
  shop: { role: 'shop' },
  admin: { role: 'admin' },
  other: { role: 'business' },
};

const metas: Record<string, RouteMeta> = {
  public: { access: 'public' },
  guest: { access: 'guest' },
  auth: { access: 'auth' },
  customerOnly: { access: 'auth', roles: ['customer'] },
  shopOnly: { access: 'auth', roles: ['shop'] },
};

/** Expected decision for every rule × role: 'allow' or the redirect target. */
const expected: Record<string, Record<string, string>> = {
  public: { guest: 'allow', customer: 'allow', shop: 'allow', admin: 'allow', other: 'allow' },
  guest: {
    guest: 'allow',
    customer: '/customer/dashboard',
    shop: '/shop/personal',
    admin: '/shop/personal',
    other: '/',
  },
  auth: { guest: '/login', customer: 'allow', shop: 'allow', admin: 'allow', other: 'allow' },
  customerOnly: { guest: '/login', customer: 'allow', shop: '/', admin: '/', other: '/' },
  shopOnly: { guest: '/login', customer: '/', shop: 'allow', admin: 'allow', other: '/' },
};

describe('decideRoute', () => {
  for (const [metaName, meta] of Object.entries(metas)) {
    for (const [userName, user] of Object.entries(users)) {
      const want = expected[metaName]![userName]!;
      it(`${metaName} route, ${userName} → ${want}`, () => {
        expect(decideRoute(meta, user)).toEqual(
          want === 'allow' ? { allow: true } : { redirect: want },
        );
      });
    }
  }

  it('a role list without access "auth" still requires login', () => {
    expect(decideRoute({ access: 'public', roles: ['shop'] }, null)).toEqual({
      redirect: '/login',
    });
  });

  it('an empty role list means any signed-in user', () => {
    expect(decideRoute({ access: 'auth', roles: [] }, { role: 'customer' })).toEqual({
      allow: true,
    });
  });

  it('admin listed explicitly is allowed, and admin-only routes stay closed to shop', () => {
    expect(decideRoute({ access: 'auth', roles: ['admin'] }, { role: 'admin' })).toEqual({
      allow: true,
    });
    expect(decideRoute({ access: 'auth', roles: ['admin'] }, { role: 'shop' })).toEqual({
      redirect: '/',
    });
  });
});

describe('roleHome', () => {
  it.each([
    ['customer', '/customer/dashboard'],
    ['shop', '/shop/personal'],
    ['admin', '/shop/personal'],
    ['business', '/'],
    ['', '/'],
  ])('%s → %s', (role, path) => expect(roleHome(role)).toBe(path));
});

describe('postLoginPath', () => {
  it.each([
    ['shop', '/shop/dashboard'],
    ['admin', '/shop/personal'],
    ['customer', '/customer/dashboard'],
  ])('%s without returnTo → %s', (role, path) => expect(postLoginPath(role, null)).toBe(path));

  it('prefers a safe returnTo', () => {
    expect(postLoginPath('customer', '/booking/abc?service=s1')).toBe('/booking/abc?service=s1');
    expect(postLoginPath('shop', '/')).toBe('/');
  });

  it('ignores unsafe or guest-only returnTo values', () => {
    expect(postLoginPath('customer', 'https://evil.example')).toBe('/customer/dashboard');
    expect(postLoginPath('customer', '//evil.example')).toBe('/customer/dashboard');
    expect(postLoginPath('customer', '/\\evil.example')).toBe('/customer/dashboard');
    expect(postLoginPath('shop', '/login?returnTo=/x')).toBe('/shop/dashboard');
    expect(safeReturnTo('/register')).toBeNull();
    expect(safeReturnTo('')).toBeNull();
    expect(safeReturnTo(undefined)).toBeNull();
  });
});
