import type { ManagedService } from '../../src/domain/shop-services';
import { dataOf, need, type Context, type Step } from './scenario-support';

const owner = (ctx: Context) => ({
  token: need(ctx.ownerToken as string | undefined, "the shop owner's token"),
  base: `/api/shops/${need(ctx.ownedShopId as string | undefined, "the owner's shop")}/services`,
});
const createdId = (ctx: Context) =>
  need(ctx.managedServiceId as string | undefined, 'a service the owner added');

/** A 4 × 3 PNG (what an owner's picture is, small), and bytes that only claim to be one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4w5AGRww4OQAcsg5ZXsQSowAAAABJRU5ErkJggg==',
  'base64',
);
function pictureForm(bytes: Buffer): FormData {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
  return form;
}
const imagePath = (ctx: Context) => `${owner(ctx).base}/${createdId(ctx)}/image`;

const NEW_SERVICE = {
  name: { en: 'Contract Glow Facial', it: 'Trattamento viso luminoso' },
  description: { en: 'A bright finish.', it: 'Un risultato luminoso.' },
  category: 'facial',
  price: 49.9,
  duration: { hours: 0, minutes: 50 },
  enabled: true,
  onlineBooking: true,
  requiresConsultation: false,
  options: [{ name: { en: 'Mask', it: 'Maschera' }, price: 8.5 }],
  maxAdvanceDays: 60,
  minNoticeHours: 2,
  freeCancellationHours: 24,
  cancellationFee: 0,
};

/** The owner's services editor (server/modules/shop-services, mocks/handlers/shop-admin/services.ts). */
export const SHOP_SERVICES_STEPS: Step[] = [
  {
    name: "shop owner lists the shop's services to manage them",
    run: (call, ctx) => {
      const { token, base } = owner(ctx);
      return call('GET', `${base}?scope=manage`, { token });
    },
  },
  {
    name: 'shop owner adds a service',
    run: async (call, ctx) => {
      const { token, base } = owner(ctx);
      const answer = await call('POST', base, { token, body: NEW_SERVICE });
      ctx.managedServiceId = dataOf<{ service: ManagedService }>(answer).service.id;
      return answer;
    },
  },
  {
    name: 'shop owner adds an invalid service (short name, no category, price 0, 4 minutes)',
    run: (call, ctx) => {
      const { token, base } = owner(ctx);
      return call('POST', base, {
        token,
        body: {
          ...NEW_SERVICE,
          name: { en: 'X', it: '' },
          category: '',
          price: 0,
          duration: { hours: 0, minutes: 4 },
        },
      });
    },
  },
  {
    name: "shop owner changes a service's price and name",
    run: (call, ctx) => {
      const { token, base } = owner(ctx);
      return call('PUT', `${base}/${createdId(ctx)}`, {
        token,
        body: { price: 55, name: { en: 'Contract Glow Facial Plus', it: 'Viso luminoso plus' } },
      });
    },
  },
  {
    name: 'shop owner uploads a picture for a service',
    run: (call, ctx) =>
      call('POST', imagePath(ctx), { token: owner(ctx).token, form: pictureForm(PNG) }),
  },
  {
    name: "the public menu shows the service's picture",
    run: (call, ctx) => call('GET', owner(ctx).base),
  },
  {
    name: 'shop owner uploads text named .png as a service picture',
    run: (call, ctx) =>
      call('POST', imagePath(ctx), {
        token: owner(ctx).token,
        form: pictureForm(Buffer.from('not a picture at all')),
      }),
  },
  {
    name: 'shop owner sends no file as a service picture',
    run: (call, ctx) =>
      call('POST', imagePath(ctx), { token: owner(ctx).token, form: new FormData() }),
  },
  {
    name: 'a customer cannot upload a service picture',
    run: (call, ctx) =>
      call('POST', imagePath(ctx), {
        token: need(ctx.customerToken, "a customer's token"),
        form: pictureForm(PNG),
      }),
  },
  {
    name: "shop owner removes the service's picture",
    run: (call, ctx) => call('DELETE', imagePath(ctx), { token: owner(ctx).token }),
  },
  {
    name: 'shop owner removes a picture the service no longer has',
    run: (call, ctx) => call('DELETE', imagePath(ctx), { token: owner(ctx).token }),
  },
  {
    name: 'shop owner disables a service in place',
    run: (call, ctx) => {
      const { token, base } = owner(ctx);
      return call('PUT', `${base}/${createdId(ctx)}`, { token, body: { enabled: false } });
    },
  },
  {
    name: 'shop owner reorders with a list that is not the shop’s services',
    run: (call, ctx) => {
      const { token, base } = owner(ctx);
      return call('PUT', `${base}/order`, { token, body: { serviceIds: [createdId(ctx)] } });
    },
  },
  {
    name: "a customer cannot add a shop's service",
    run: (call, ctx) => {
      const { base } = owner(ctx);
      return call('POST', base, {
        token: need(ctx.customerToken, "a customer's token"),
        body: NEW_SERVICE,
      });
    },
  },
  {
    name: 'shop owner deletes the service added',
    run: (call, ctx) => {
      const { token, base } = owner(ctx);
      return call('DELETE', `${base}/${createdId(ctx)}`, { token });
    },
  },
  {
    name: 'shop owner deletes a service that is gone',
    run: (call, ctx) => {
      const { token, base } = owner(ctx);
      return call('DELETE', `${base}/${createdId(ctx)}`, { token });
    },
  },
];
