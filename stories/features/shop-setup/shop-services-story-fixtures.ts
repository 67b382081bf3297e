import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { serviceImageOf } from '@/domain/service-images';
import { EMPTY_SERVICE, type ManagedService } from '@/domain/shop-services';
import { handlersByArea } from '@mocks/handlers/index';
import { failure } from '@mocks/handlers/failure';

/** The demo owner's shop: the mocks let the signed-in demo owner manage it. */
export const SERVICES_SHOP_ID = DEMO_OWNED_SHOP_ID;
export const SERVICES_URL = `/api/shops/${SERVICES_SHOP_ID}/services`;

const service = (
  slug: string,
  en: string,
  it: string,
  extra: Partial<ManagedService> = {},
): ManagedService => ({
  ...EMPTY_SERVICE,
  id: `${SERVICES_SHOP_ID}--${slug}`,
  name: { en, it },
  image: null,
  ...extra,
});

/** The id of the stories' uploaded service picture (answered by `answerServiceImages`). */
const STORY_IMAGE_ID = 'ab'.repeat(12);

/** A salon's menu: one disabled, one needing a consultation with options, one not bookable online. */
export const STORY_SERVICES: ManagedService[] = [
  service('womens-cut', "Women's Haircut & Blow-dry", 'Taglio donna e piega', {
    image: serviceImageOf(SERVICES_SHOP_ID, STORY_IMAGE_ID),
    price: 45,
    duration: { hours: 1, minutes: 0 },
    description: { en: 'Wash, cut and blow-dry.', it: 'Shampoo, taglio e piega.' },
  }),
  service('balayage', 'Balayage Highlights', 'Schiariture balayage', {
    price: 120,
    duration: { hours: 2, minutes: 30 },
    requiresConsultation: true,
    options: [
      { name: { en: 'Toner', it: 'Tonalizzante' }, price: 15 },
      { name: { en: 'Long hair', it: 'Capelli lunghi' }, price: 20 },
    ],
    freeCancellationHours: 48,
    cancellationFee: 20,
  }),
  service('mens-cut', "Men's Haircut", 'Taglio uomo', {
    price: 25,
    duration: { hours: 0, minutes: 30 },
    enabled: false,
  }),
  service('bridal', 'Bridal Styling', 'Acconciatura sposa', {
    category: 'hair',
    price: 150,
    duration: { hours: 2, minutes: 0 },
    onlineBooking: false,
  }),
];

/** Any uploaded service picture: a drawn one (stories need no file). */
const answerServiceImages = http.get(
  '/api/shops/:id/service-images/:file',
  () =>
    new HttpResponse(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 192 192"><rect width="192" height="192" fill="#e8c4b8"/><circle cx="96" cy="80" r="44" fill="#7b2d5b"/></svg>',
      { headers: { 'Content-Type': 'image/svg+xml' } },
    ),
);

/** The standard mocks with the services answers replaced first (the rest still answer). */
export const withServices = (...overrides: RequestHandler[]) => ({
  handlers: {
    ...handlersByArea,
    shopAdmin: [...overrides, answerServiceImages, ...(handlersByArea.shopAdmin ?? [])],
  },
});

export const answerList = (services: ManagedService[]) =>
  http.get(SERVICES_URL, () => HttpResponse.json({ success: true, data: { services } }));

export const answerForever = (method: 'get' | 'put' | 'post' | 'delete', url: string) =>
  http[method](url, async () => {
    await delay('infinite');
    return HttpResponse.json({ success: true, data: null });
  });

export const answerFailure = (method: 'get' | 'put' | 'post' | 'delete', url: string) =>
  http[method](url, () => failure('INTERNAL'));
