import { describe, expect, it } from 'vitest';
import {
  businessStatusPath,
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

describe('business status (shop owner pending or rejected, spec 01 §4)', () => {
  const pending: GuardUser = { role: 'shop', status: 'pending' };
  const rejected: GuardUser = { role: 'shop', status: 'rejected' };
  const active: GuardUser = { role: 'shop', status: 'active' };

  it('businessStatusPath: only shop owners that are not approved have one', () => {
    expect(businessStatusPath(pending)).toBe('/business-pending');
    expect(businessStatusPath(rejected)).toBe('/business-rejected');
    expect(businessStatusPath(active)).toBeNull();
    expect(businessStatusPath({ role: 'shop' })).toBeNull();
    expect(businessStatusPath({ role: 'customer', status: 'pending' })).toBeNull();
    expect(businessStatusPath({ role: 'admin', status: 'rejected' })).toBeNull();
  });

  it.each([
    ['pending', pending, '/business-pending'],
    ['rejected', rejected, '/business-rejected'],
  ])('a %s shop owner is sent away from shop routes', (_name, user, target) => {
    expect(decideRoute(metas.shopOnly!, user)).toEqual({ redirect: target });
  });

  it.each([
    ['pending', pending, '/business-pending'],
    ['rejected', rejected, '/business-rejected'],
  ])('a %s shop owner on a guest-only route goes to the status page', (_name, user, target) => {
    expect(decideRoute(metas.guest!, user)).toEqual({ redirect: target });
    expect(roleHome(user.role, user.status)).toBe(target);
  });

  it.each([
    ['pending', '/business-pending'],
    ['rejected', '/business-rejected'],
  ])(
    'after login a %s shop owner goes to the status page, even with a returnTo',
    (status, target) => {
      expect(postLoginPath('shop', null, status)).toBe(target);
      expect(postLoginPath('shop', '/shop/personal', status)).toBe(target);
    },
  );

  it('an approved shop owner enters shop routes and logs in as usual', () => {
    expect(decideRoute(metas.shopOnly!, active)).toEqual({ allow: true });
    expect(decideRoute(metas.guest!, active)).toEqual({ redirect: '/shop/personal' });
    expect(postLoginPath('shop', null, 'active')).toBe('/shop/dashboard');
  });

  it('a pending or rejected shop owner may still open public and login-required pages', () => {
    expect(decideRoute(metas.public!, pending)).toEqual({ allow: true });
    expect(decideRoute(metas.auth!, rejected)).toEqual({ allow: true });
  });

  it('status does not affect other roles', () => {
    expect(decideRoute(metas.customerOnly!, { role: 'customer', status: 'pending' })).toEqual({
      allow: true,
    });
    expect(decideRoute(metas.shopOnly!, { role: 'admin', status: 'rejected' })).toEqual({
      allow: true,
    });
    expect(postLoginPath('customer', null, 'pending')).toBe('/customer/dashboard');
  });
});
