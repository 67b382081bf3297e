import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import {
  SERVICE_IMAGE_FIELD,
  SERVICE_IMAGE_MAX_BYTES,
  serviceImageFileOf,
} from '@/domain/service-images';
import {
  EMPTY_SERVICE,
  MANAGE_SCOPE,
  centsToEuro,
  checkServiceDeletion,
  checkServiceOrder,
  checkServiceRoom,
  serviceCreateSchema,
  serviceOrderSchema,
  serviceUpdateSchema,
  type ManagedService,
  type ServiceCategory,
} from '@/domain/shop-services';
import {
  isServiceIdOf,
  managedServiceOf,
  newStoredService,
  serviceIdFor,
  storedFieldsOf,
  type StoredServiceFields,
} from '@/domain/shop-service-records';
import { bookingsMockState } from '../../data/bookings';
import {
  mockServiceImageFile,
  resetMockServiceImages,
  setMockServiceImage,
  storeMockServiceImageFile,
} from '../../data/service-images';
import { changeMockShop } from '../../data/shop-changes';
import { mockShopContent } from '../../data/shop-content';
import { shopCatalogue } from '../../data/shops';
import { failure, refused } from '../failure';
import { readJson } from '../profile';
import { validateBody } from '../validation';
import { isImage, randomImageId } from './image-files';
import { mockShopManager } from './shop-manager';

/**
 * The owner's services editor (server/modules/shop-services), answered from an in-memory store through the same
 * src/domain schema and rules. Each shop's services are copied from the mock catalogue on first use.
 */
type Stored = StoredServiceFields & { _id: string };

const store = new Map<string, Stored[]>();

/** Forget every change (tests and stories start from the catalogue). */
export function resetShopServicesMock(seed?: Record<string, ManagedService[]>) {
  store.clear();
  resetMockServiceImages();
  for (const [shopId, services] of Object.entries(seed ?? {}))
    store.set(
      shopId,
      services.map((s) => {
        // a seeded picture keeps its id (a story stores its file with storeMockServiceImageFile)
        const imageId = serviceImageFileOf(s.image?.thumb.split('/').pop() ?? '')?.imageId ?? null;
        if (imageId) setMockServiceImage(s.id, imageId);
        return { _id: s.id, ...newStoredService(s), imageId };
      }),
    );
}

function servicesOf(shopId: string): Stored[] {
  const known = store.get(shopId);
  if (known) return known;
  const shop = shopCatalogue().find((s) => s.id === shopId);
  const content = shop ? mockShopContent(shop) : null;
  const seeded = (shop?.services ?? []).map((service): Stored => {
    const texts = content?.services[service.id];
    return {
      _id: service.id,
      ...newStoredService({
        ...EMPTY_SERVICE,
        name: { en: texts?.name.en ?? service.name, it: texts?.name.it ?? '' },
        description: { en: texts?.description.en ?? '', it: texts?.description.it ?? '' },
        category: service.category as ServiceCategory,
        price: service.price,
        duration: { hours: Math.floor(service.duration / 60), minutes: service.duration % 60 },
      }),
    };
  });
  store.set(shopId, seeded);
  return seeded;
}

/** The shop id when the caller may manage it (shop-manager.ts), else the server's refusal. */
function managedShop(request: Request, shopId: string): string | Response {
  const user = mockShopManager(
    request,
    shopId,
    (id) => shopCatalogue().some((s) => s.id === id) || store.has(id),
  );
  return user instanceof Response ? user : shopId;
}

const managed = (shopId: string) => (service: Stored) => managedServiceOf(service, shopId);

/**
 * The mock catalogue's view of the menu after a change (the public menu, details, search, booking), as the
 * server's catalog follows its writes: enabled services only, in the owner's order.
 */
function publish(shopId: string): void {
  const menu = servicesOf(shopId)
    .filter((s) => s.active)
    .map((s) => ({
      id: s._id,
      name: s.name.en || s.name.it || '',
      duration: s.durationMinutes,
      price: centsToEuro(s.priceCents),
      category: s.category,
    }));
  changeMockShop(shopId, (shop) => ({ ...shop, services: menu }));
}
const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });
const imageRefusal = (code: Parameters<typeof failure>[0]) =>
  failure(code, { errors: { [SERVICE_IMAGE_FIELD]: `errors.${code}` } });

function findService(shopId: string, serviceId: unknown): Stored | Response {
  const found = isServiceIdOf(shopId, serviceId)
    ? servicesOf(shopId).find((s) => s._id === serviceId)
    : undefined;
  return found ?? failure('SHOP_SERVICE_NOT_FOUND');
}

/** Upcoming bookings of the shop that hold their time and include the service. */
function upcomingUsing(shopId: string, serviceId: string, now = new Date()): number {
  const today = now.toISOString().slice(0, 10);
  return bookingsMockState.bookings.filter(
    (b) =>
      b.shopId === shopId &&
      ['pending', 'confirmed', 'rescheduled'].includes(b.status) &&
      b.date >= today &&
      b.services.some((line) => line.id === serviceId),
  ).length;
}

export const shopServicesHandlers: RequestHandler[] = [
  http.get('/api/shops/:id/services', async ({ request, params }) => {
    // the public menu is the shops handlers' (this answers only the owner's scope)
    if (new URL(request.url).searchParams.get('scope') !== MANAGE_SCOPE) return undefined;
    await delay();
    const shopId = managedShop(request, String(params.id));
    if (shopId instanceof Response) return shopId;
    return ok({ services: servicesOf(shopId).map(managed(shopId)) });
  }),

  http.post('/api/shops/:id/services', async ({ request, params }) => {
    await delay();
    const shopId = managedShop(request, String(params.id));
    if (shopId instanceof Response) return shopId;
    const input = await validateBody(serviceCreateSchema, await readJson(request));
    if (!input.ok) return input.response;
    const services = servicesOf(shopId);
    const room = checkServiceRoom(services.length);
    if (!room.ok) return refused(room);
    const fields = newStoredService(input.value);
    let id = serviceIdFor(shopId, fields.name);
    if (services.some((s) => s._id === id))
      id = serviceIdFor(shopId, fields.name, Math.random().toString(16).slice(2, 8));
    const created: Stored = { _id: id, ...fields };
    services.push(created);
    publish(shopId);
    return ok({ service: managed(shopId)(created) }, 201);
  }),

  http.put('/api/shops/:id/services/order', async ({ request, params }) => {
    await delay();
    const shopId = managedShop(request, String(params.id));
    if (shopId instanceof Response) return shopId;
    const input = await validateBody(serviceOrderSchema, await readJson(request));
    if (!input.ok) return input.response;
    const services = servicesOf(shopId);
    const order = checkServiceOrder(
      services.map((s) => s._id),
      input.value.serviceIds,
    );
    if (!order.ok) return refused(order);
    const byId = new Map(services.map((s) => [s._id, s]));
    const reordered = order.value.map((id) => byId.get(id)!);
    store.set(shopId, reordered);
    publish(shopId);
    return ok({ services: reordered.map(managed(shopId)) });
  }),

  http.put('/api/shops/:id/services/:serviceId', async ({ request, params }) => {
    await delay();
    const shopId = managedShop(request, String(params.id));
    if (shopId instanceof Response) return shopId;
    // as the server: the id's shape, then the body, then whether the service exists
    if (!isServiceIdOf(shopId, params.serviceId)) return failure('SHOP_SERVICE_NOT_FOUND');
    const input = await validateBody(serviceUpdateSchema, await readJson(request));
    if (!input.ok) return input.response;
    const service = findService(shopId, params.serviceId);
    if (service instanceof Response) return service;
    Object.assign(service, storedFieldsOf(input.value));
    publish(shopId);
    return ok({ service: managed(shopId)(service) });
  }),

  http.delete('/api/shops/:id/services/:serviceId', async ({ request, params }) => {
    await delay();
    const shopId = managedShop(request, String(params.id));
    if (shopId instanceof Response) return shopId;
    const service = findService(shopId, params.serviceId);
    if (service instanceof Response) return service;
    const allowed = checkServiceDeletion(upcomingUsing(shopId, service._id));
    if (!allowed.ok) return refused(allowed);
    store.set(
      shopId,
      servicesOf(shopId).filter((s) => s._id !== service._id),
    );
    setMockServiceImage(service._id, null);
    publish(shopId);
    return ok({ deleted: service._id });
  }),

  http.post('/api/shops/:id/services/:serviceId/image', async ({ request, params }) => {
    await delay();
    const shopId = managedShop(request, String(params.id));
    if (shopId instanceof Response) return shopId;
    // as the server: the id's shape, the body (one file, its size), the service, then the file's content
    if (!isServiceIdOf(shopId, params.serviceId)) return failure('SHOP_SERVICE_NOT_FOUND');
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return failure('MALFORMED_BODY');
    }
    const parts = [...form.entries()];
    const file = parts[0]?.[1];
    if (parts.length !== 1 || parts[0]![0] !== SERVICE_IMAGE_FIELD || typeof file === 'string')
      return imageRefusal('SERVICE_IMAGE_MISSING');
    if (file!.size > SERVICE_IMAGE_MAX_BYTES) return imageRefusal('SERVICE_IMAGE_TOO_LARGE');
    const service = findService(shopId, params.serviceId);
    if (service instanceof Response) return service;
    if (!(await isImage(file!))) return imageRefusal('SERVICE_IMAGE_INVALID_TYPE');
    const imageId = randomImageId();
    storeMockServiceImageFile(imageId, file!);
    service.imageId = imageId;
    setMockServiceImage(service._id, imageId);
    return ok({ service: managed(shopId)(service) });
  }),

  http.delete('/api/shops/:id/services/:serviceId/image', async ({ request, params }) => {
    await delay();
    const shopId = managedShop(request, String(params.id));
    if (shopId instanceof Response) return shopId;
    const service = findService(shopId, params.serviceId);
    if (service instanceof Response) return service;
    if (!service.imageId) return failure('SERVICE_IMAGE_NOT_FOUND');
    service.imageId = null;
    setMockServiceImage(service._id, null);
    return ok({ service: managed(shopId)(service) });
  }),

  // the uploaded file as it was sent, at every size (the server resizes; the mocks cannot)
  http.get('/api/shops/:id/service-images/:file', async ({ params }) => {
    const named = serviceImageFileOf(String(params.file));
    const file = named ? mockServiceImageFile(named.imageId) : undefined;
    if (!file) return failure('SERVICE_IMAGE_NOT_FOUND');
    return new HttpResponse(await file.arrayBuffer(), {
      headers: { 'Content-Type': file.type || 'image/webp', 'X-Content-Type-Options': 'nosniff' },
    });
  }),
];
