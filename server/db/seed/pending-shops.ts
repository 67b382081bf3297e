import { DEMO_PASSWORD } from '../../../src/domain/demo';
import { DEMO_WORKING_HOURS as HOURS } from '../../../src/domain/demo-hours';
import { DEFAULT_TIME_ZONE } from '../../../src/domain/opening-hours';
import {
  SHOP_FEATURES,
  type BusinessType,
  type ShopFeatures,
  type WorkingHours,
} from '../../../src/domain/shop';
import type { LocalizedText } from '../../../src/domain/localized-text';
import { normalizeEmail } from '../../models/user.model';
import { slugify, type SeedService } from './demo-data';
import { SERVICES } from './service-templates';
import { shopImageUrls } from './shop-images';

/**
 * Shops that registered but are not reviewed yet, each with its own owner account, so the admin review screen
 * has something to approve or reject on a fresh demo. They are kept apart from buildDemoData(): that is the
 * public marketplace, where every shop is approved.
 */

export interface PendingShopOwner {
  _id: string;
  name: string;
  email: string;
  phone: string;
  role: 'shop';
  status: 'pending';
  /** one owner reads Italian, so the review emails show both languages */
  language: 'en' | 'it';
  businessType: BusinessType;
  /** plain demo password, hashed when written */
  password: string;
}

export interface PendingShop {
  _id: string;
  name: string;
  description: LocalizedText;
  businessType: BusinessType;
  category: 'hair' | 'spa' | 'barber' | 'nails';
  phone: string;
  email: string;
  location: {
    address: string;
    city: string;
    state: string;
    zipCode: string;
    country: string;
    latitude: number;
    longitude: number;
  };
  photos: string[];
  workingHours: WorkingHours;
  features: ShopFeatures;
  timeZone: string;
  approvalStatus: 'pending';
  ownerId: string;
  /** its services in menu order: set up completely, so approval alone makes it public (src/domain/shop-setup.ts) */
  serviceIds: string[];
}

interface PendingRow {
  owner: { name: string; phone: string; language: 'en' | 'it' };
  shop: {
    name: string;
    type: BusinessType;
    category: PendingShop['category'];
    description: LocalizedText;
    city: 'Roma' | 'Milano';
    address: string;
    zip: string;
    lat: number;
    lng: number;
    phone: string;
  };
}

const ROWS: PendingRow[] = [
  {
    owner: { name: 'Chiara Ferri', phone: '+39 339 210 4410', language: 'it' },
    shop: {
      name: 'Studio Unghie Aventino',
      type: 'nail_salon',
      category: 'nails',
      description: {
        en: 'A small nail studio on the Aventine: gel, semi-permanent polish and nail art.',
        it: "Un piccolo studio unghie sull'Aventino: gel, semipermanente e nail art.",
      },
      city: 'Roma',
      address: 'Viale Aventino 45',
      zip: '00153',
      lat: 41.8795,
      lng: 12.4826,
      phone: '+39 06 5741 2201',
    },
  },
  {
    owner: { name: 'Luca Moretti', phone: '+39 348 771 0932', language: 'en' },
    shop: {
      name: 'Barberia Porta Romana',
      type: 'barbershop',
      category: 'barber',
      description: {
        en: 'Classic cuts, skin fades and hot-towel shaves near Porta Romana.',
        it: 'Tagli classici, sfumature a zero e rasature con panno caldo vicino a Porta Romana.',
      },
      city: 'Milano',
      address: 'Corso di Porta Romana 88',
      zip: '20122',
      lat: 45.4545,
      lng: 9.199,
      phone: '+39 02 5831 0477',
    },
  },
  {
    owner: { name: 'Sara Colombo', phone: '+39 335 604 2218', language: 'en' },
    shop: {
      name: 'Lumina Day Spa',
      type: 'spa',
      category: 'spa',
      description: {
        en: 'Massages, facials and a quiet relaxation room a few steps from San Giovanni.',
        it: 'Massaggi, trattamenti viso e una sala relax silenziosa a pochi passi da San Giovanni.',
      },
      city: 'Roma',
      address: 'Via Appia Nuova 210',
      zip: '00183',
      lat: 41.8821,
      lng: 12.5132,
      phone: '+39 06 7030 5512',
    },
  },
];

export const pendingOwnerId = (n: number) => `user-pending-${n}`;
export const pendingOwnerEmail = (n: number) => `pending-${n}@orabella.demo`;

/** Each pending shop's first services of its type, so it is complete when approved. */
const PENDING_SERVICE_COUNT = 3;

export function buildPendingShops(): {
  shops: PendingShop[];
  owners: PendingShopOwner[];
  services: SeedService[];
} {
  const shops: PendingShop[] = [];
  const owners: PendingShopOwner[] = [];
  const services: SeedService[] = [];
  ROWS.forEach(({ owner, shop }, index) => {
    const n = index + 1;
    const ownerId = pendingOwnerId(n);
    owners.push({
      _id: ownerId,
      name: owner.name,
      email: normalizeEmail(pendingOwnerEmail(n)),
      phone: owner.phone,
      role: 'shop',
      status: 'pending',
      language: owner.language,
      businessType: shop.type,
      password: DEMO_PASSWORD,
    });
    const features = Object.fromEntries(SHOP_FEATURES.map((f) => [f, false])) as ShopFeatures;
    features.onlineBooking = true;
    const shopId = `${slugify(shop.name)}-${shop.city === 'Roma' ? 'roma' : 'milano'}`;
    const menu: SeedService[] = SERVICES[shop.type].slice(0, PENDING_SERVICE_COUNT).map((t, i) => ({
      _id: `${shopId}--${slugify(t.name)}`,
      shopId,
      name: { en: t.name, it: t.it.name },
      description: { en: t.description, it: t.it.description },
      category: t.category,
      serviceKey: t.key,
      durationMinutes: t.minutes,
      priceCents: t.cents,
      includes: [],
      requirements: [],
      active: true,
      sortOrder: i,
    }));
    services.push(...menu);
    shops.push({
      _id: shopId,
      name: shop.name,
      description: shop.description,
      businessType: shop.type,
      category: shop.category,
      phone: shop.phone,
      email: `${slugify(shop.name)}@shops.orabella.demo`,
      location: {
        address: shop.address,
        city: shop.city,
        state: shop.city === 'Roma' ? 'RM' : 'MI',
        zipCode: shop.zip,
        country: 'IT',
        latitude: shop.lat,
        longitude: shop.lng,
      },
      photos: shopImageUrls(shop.type).slice(0, 3),
      workingHours: HOURS[shop.type][0] as WorkingHours,
      features,
      timeZone: DEFAULT_TIME_ZONE,
      approvalStatus: 'pending',
      ownerId,
      serviceIds: menu.map((service) => service._id),
    });
  });
  return { shops, owners, services };
}
