import { delay, http, HttpResponse } from 'msw';
import type { ShopService } from '@/domain/search';
import type { ServiceImage } from '@/domain/service-images';
import type { Shop } from '@/domain/shop';
import { EMPTY_PUBLIC_PROFILE, type ShopPublicProfile } from '@/domain/shop-public-profile';
import { shopCatalogue } from '@mocks/data/shops';
import { handlersByArea } from '@mocks/handlers/index';

/** A logo as an uploaded one looks (a square picture), drawn inline so stories need no file. */
export const STORY_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#7b2d5b"/><text x="48" y="64" font-family="Georgia,serif" font-size="48" fill="#fff" text-anchor="middle">A</text></svg>',
)}`;

/** Everything an owner can fill in of the public profile: every link, list and the years. */
export const fullProfile: ShopPublicProfile = {
  website: 'https://saloneaurora.example',
  instagram: 'salone.aurora',
  socialLinks: {
    instagram: null,
    facebook: 'https://facebook.com/saloneaurora',
    tiktok: 'https://www.tiktok.com/@saloneaurora',
    youtube: 'https://www.youtube.com/@saloneaurora',
    x: 'https://x.com/saloneaurora',
  },
  specialties: ['Balayage', 'Keratin treatments', 'Bridal hair'],
  languages: ['Italiano', 'English', 'Español'],
  paymentMethods: ['cash', 'card', 'contactless', 'satispay'],
  certifications: ['Aveda Certified Salon', 'Olaplex Certified'],
  awards: ['Best Salon in Monti 2025'],
  yearsOfExperience: 14,
};

/** Story data for the details modal and the map: catalogue shops with their services. */
export const fullShop: Shop = {
  ...shopCatalogue()[0]!,
  logo: STORY_LOGO,
  profile: fullProfile,
  photos: Array.from({ length: 8 }, (_, i) => shopCatalogue()[i % 4]!.photos[0]!),
  specialDates: [
    {
      date: '2099-12-24',
      isClosed: false,
      start: '09:00',
      end: '13:00',
      description: 'Christmas Eve',
    },
  ],
};

export const sparseShop: Shop = {
  ...shopCatalogue()[1]!,
  photos: [],
  description: '',
  phone: '',
  email: '',
  services: [],
  rating: 0,
  reviewCount: 0,
  ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  logo: null,
  profile: EMPTY_PUBLIC_PROFILE,
};

/** A complete shop whose owner wrote nothing of the profile and uploaded no logo (no empty part shows). */
export const shopWithoutProfile: Shop = { ...fullShop, logo: null, profile: EMPTY_PUBLIC_PROFILE };

/** A service's picture as uploaded ones are served (a thumbnail and a larger size), drawn inline. */
export const STORY_SERVICE_IMAGE: ServiceImage = (() => {
  const url = `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 192 192"><rect width="192" height="192" fill="#e8c4b8"/><circle cx="96" cy="80" r="44" fill="#7b2d5b"/><rect x="40" y="132" width="112" height="28" rx="14" fill="#7b2d5b"/></svg>',
  )}`;
  return { thumb: url, card: url };
})();

export function servicesOf(shop: Shop): ShopService[] {
  return shop.services.map((s, i) => ({
    id: s.id,
    name: s.name,
    description: '',
    duration: s.duration,
    price: s.price,
    category: { id: s.category, name: s.category, color: '#999999' },
    includes: [],
    requirements: [],
    // the first service with the owner's picture, the others without
    image: i === 0 ? STORY_SERVICE_IMAGE : null,
  }));
}

/** Answers GET /api/shops/:id and /services for the given shop, pending forever, or 404. */
export function detailsHandlers(mode: { shop: Shop } | 'loading' | 'notFound') {
  return {
    ...handlersByArea,
    shops: [
      http.get('/api/shops/:id/services', async () => {
        if (mode === 'loading') await delay('infinite');
        if (typeof mode !== 'object')
          return HttpResponse.json({ success: false, message: 'Shop not found' }, { status: 404 });
        return HttpResponse.json({ success: true, data: { services: servicesOf(mode.shop) } });
      }),
      http.get('/api/shops/:id', async () => {
        if (mode === 'loading') await delay('infinite');
        if (typeof mode !== 'object')
          return HttpResponse.json({ success: false, message: 'Shop not found' }, { status: 404 });
        return HttpResponse.json({ success: true, data: { shop: mode.shop } });
      }),
    ],
  };
}
