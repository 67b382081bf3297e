import { dataOf, need, type Step } from './scenario-support';

/** Favourite services and GET /api/services/{id} (issue 17), as the demo customer (signed in by earlier steps). */
export const FAVORITE_SERVICE_STEPS: Step[] = [
  {
    name: 'list favourite services first',
    run: async (call, ctx) => {
      const answer = await call('GET', '/api/customer/favorite-services', {
        token: ctx.customerToken,
      });
      const saved = new Set(
        dataOf<{ services: { serviceId: string }[] }>(answer).services.map((f) => f.serviceId),
      );
      const shops = await call('GET', '/api/shops/search?limit=50');
      ctx.favoriteServiceId = dataOf<{ shops: { services: { id: string }[] }[] }>(shops)
        .shops.flatMap((shop) => shop.services.map((s) => s.id))
        .find((id) => !saved.has(id));
      return answer;
    },
  },
  {
    name: 'where a service is offered',
    run: (call, ctx) =>
      call('GET', `/api/services/${need(ctx.favoriteServiceId as string, 'a service id')}`),
  },
  {
    name: 'where an unknown service is offered',
    run: (call) => call('GET', '/api/services/no-such-shop--haircut'),
  },
  {
    name: 'add a favourite service',
    run: (call, ctx) =>
      call('POST', '/api/customer/favorite-services', {
        token: ctx.customerToken,
        body: { serviceId: ctx.favoriteServiceId, notes: 'With Sara' },
      }),
    agree: (data) => {
      const { favorite } = data as { favorite: { notes: string } };
      return favorite.notes;
    },
  },
  {
    name: 'add the same favourite service again',
    run: (call, ctx) =>
      call('POST', '/api/customer/favorite-services', {
        token: ctx.customerToken,
        body: { serviceId: ctx.favoriteServiceId },
      }),
  },
  {
    name: 'add an unknown favourite service',
    run: (call, ctx) =>
      call('POST', '/api/customer/favorite-services', {
        token: ctx.customerToken,
        body: { serviceId: 'no-such-shop--haircut' },
      }),
  },
  {
    name: 'add a favourite service with an unknown field',
    run: (call, ctx) =>
      call('POST', '/api/customer/favorite-services', {
        token: ctx.customerToken,
        body: { serviceId: ctx.favoriteServiceId, shopId: 'x' },
      }),
  },
  {
    name: 'note on the favourite service',
    run: (call, ctx) =>
      call('PATCH', `/api/customer/favorite-services/${ctx.favoriteServiceId as string}`, {
        token: ctx.customerToken,
        body: { notes: 'Tuesdays' },
      }),
  },
  {
    name: 'favourite services as a guest',
    run: (call) => call('GET', '/api/customer/favorite-services'),
  },
  {
    name: 'remove the favourite service',
    run: (call, ctx) =>
      call('DELETE', `/api/customer/favorite-services/${ctx.favoriteServiceId as string}`, {
        token: ctx.customerToken,
      }),
  },
  {
    name: 'remove the favourite service again',
    run: (call, ctx) =>
      call('DELETE', `/api/customer/favorite-services/${ctx.favoriteServiceId as string}`, {
        token: ctx.customerToken,
      }),
  },
  {
    name: 'note on a service that is not a favourite',
    run: (call, ctx) =>
      call('PATCH', `/api/customer/favorite-services/${ctx.favoriteServiceId as string}`, {
        token: ctx.customerToken,
        body: { notes: 'x' },
      }),
  },
];
