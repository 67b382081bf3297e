import { createHash } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_OWNED_SHOP_ID } from '../../../src/domain/demo';
import { DEMO_WORKING_HOURS as HOURS } from '../../../src/domain/demo-hours';
import { DEFAULT_TIME_ZONE } from '../../../src/domain/opening-hours';
import type { LocalizedText } from '../../../src/domain/localized-text';
import { distributionFor } from '../../../src/domain/ratings';
import {
  SHOP_CATEGORY_OF_TYPE,
  SHOP_FEATURES,
  type BusinessType,
  type ShopCategory,
  type ShopFeatures,
  type WorkingHours,
} from '../../../src/domain/shop';
import { normalizeEmail } from '../../models/user.model';
import { SERVICES, type ServiceCategory } from './service-templates';
import {
  demoBreaks,
  demoSpecialDates,
  demoSplitDays,
  ratingCounters,
  type RatingCounters,
  type SeedSpecialDate,
  type SeedBreak,
} from './shop-calendar';
import { demoStaff, type SeedStaff } from './shop-staff';
import { shopImageUrls } from './shop-images';
import { SHOP_ROWS, type ShopSeedRow } from './shop-list';

/**
 * Deterministic demo data: every id, price, rating and choice comes from a hash of the shop's name, so the same
 * code always produces the same documents (and adding a shop does not change the others).
 */

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded PRNG */
function prng(seed: string): () => number {
  let a = fnv1a(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, items: readonly T[]): T =>
  items[Math.floor(rand() * items.length)] as T;
const between = (rand: () => number, min: number, max: number) =>
  min + Math.floor(rand() * (max - min + 1));

export function seedHashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
}

/** English templates; DESCRIPTIONS_IT holds the Italian one at the same index. */
const DESCRIPTIONS: Record<BusinessType, string[]> = {
  salon: [
    'A bright, friendly hair salon in {area}, {city}, known for precise cuts and natural-looking colour.',
    'Colour specialists and stylists in the heart of {area}: relaxed atmosphere, organic products and great coffee.',
    'A family-run salon in {area} where every appointment starts with a proper consultation.',
  ],
  barbershop: [
    'A traditional Italian barbershop in {area}, {city}: straight-razor shaves, sharp fades and good conversation.',
    'Classic cuts and beard care in {area}, with hot towels, leather chairs and espresso on the house.',
    'Old-school barbering with a modern eye, a short walk from the centre of {area}.',
  ],
  spa: [
    'An urban day spa in {area}, {city}: massages, facials and a quiet relaxation room to slow the day down.',
    'Steam, sauna and signature treatments in {area}, with therapists trained in Italy and Asia.',
    'A calm retreat in {area} with warm stone, soft light and rituals for body and mind.',
  ],
  nail_salon: [
    'A nail studio in {area}, {city}, for long-lasting gel, clean manicures and playful nail art.',
    'Manicure and pedicure specialists in {area}: sterilised tools, vegan polishes and a big colour wall.',
    'Quick lunchtime manicures or a full pamper session, right in {area}.',
  ],
  beauty_clinic: [
    'An aesthetic clinic in {area}, {city}, with qualified beauticians and dermatology-grade facial treatments.',
    'Skin, brows and lashes in {area}: results-driven treatments in a calm, clinical setting.',
    'Advanced facials, waxing and makeup in {area}, with a free skin consultation before your first treatment.',
  ],
  massage: [
    'A massage studio in {area}, {city}, offering Swedish, deep-tissue and Asian techniques.',
    'Qualified therapists in {area} for sports recovery, stress relief and reflexology.',
    'A quiet space in {area} dedicated to massage, with private rooms and warm towels.',
  ],
};

/** The Italian descriptions, written for Italian readers (same index as DESCRIPTIONS: the same shop's). */
const DESCRIPTIONS_IT: Record<BusinessType, string[]> = {
  salon: [
    'Un salone luminoso e accogliente a {area}, {city}, apprezzato per i tagli precisi e i colori naturali.',
    'Coloristi e hair stylist nel cuore di {area}: atmosfera rilassata, prodotti biologici e un ottimo caffè.',
    'Un salone a conduzione familiare a {area}, dove ogni appuntamento comincia con una vera consulenza.',
  ],
  barbershop: [
    'Una barberia tradizionale a {area}, {city}: rasature a mano libera, sfumature nette e due chiacchiere.',
    'Tagli classici e cura della barba a {area}, tra panni caldi, poltrone in pelle e caffè offerto.',
    'Il mestiere del barbiere di una volta, con uno sguardo moderno, a due passi dal centro di {area}.',
  ],
  spa: [
    'Una day spa in città a {area}, {city}: massaggi, trattamenti viso e una sala relax per rallentare.',
    'Bagno turco, sauna e trattamenti esclusivi a {area}, con operatori formati in Italia e in Asia.',
    'Un rifugio di quiete a {area}, tra pietre calde, luci soffuse e rituali per corpo e mente.',
  ],
  nail_salon: [
    'Uno studio unghie a {area}, {city}: semipermanente che dura, manicure curate e nail art creativa.',
    'Specialisti di manicure e pedicure a {area}: strumenti sterilizzati, smalti vegani e una parete di colori.',
    'Una manicure veloce in pausa pranzo o un momento tutto per te, nel cuore di {area}.',
  ],
  beauty_clinic: [
    'Un centro di medicina estetica a {area}, {city}, con estetiste qualificate e trattamenti viso dermatologici.',
    'Pelle, sopracciglia e ciglia a {area}: trattamenti che danno risultati, in un ambiente calmo e professionale.',
    'Trattamenti viso avanzati, ceretta e trucco a {area}, con una consulenza della pelle gratuita al primo appuntamento.',
  ],
  massage: [
    'Uno studio di massaggi a {area}, {city}: tecniche svedesi, decontratturanti e orientali.',
    'Massaggiatori qualificati a {area} per il recupero sportivo, lo stress e la riflessologia.',
    'Uno spazio tranquillo a {area} dedicato al massaggio, con cabine private e asciugamani caldi.',
  ],
};

export interface SeedShop {
  _id: string;
  name: string;
  description: LocalizedText;
  businessType: BusinessType;
  category: ShopCategory;
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
  /** reviews per star; the API derives rating and review count from them */
  ratings: RatingCounters;
  workingHours: WorkingHours;
  specialDates: SeedSpecialDate[];
  breaks: SeedBreak[];
  staff: SeedStaff[];
  /** the services' ids in menu order (the catalog reads one shop's menu by `_id`) */
  serviceIds: string[];
  /** new bookings confirmed at once, or waiting for the shop */
  autoConfirm: boolean;
  features: ShopFeatures;
  policies: {
    cancellation: { allowedHours: number; feePercentage: number };
    reschedule: { allowedHours: number; maxReschedules: number };
    noShow: { feeCents: number; maxNoShows: number };
  };
  timeZone: string;
  approvalStatus: 'approved';
  ownerId: string | null;
}

export interface SeedService {
  _id: string;
  shopId: string;
  name: LocalizedText;
  description: LocalizedText;
  category: ServiceCategory;
  serviceKey: string | null;
  durationMinutes: number;
  priceCents: number;
  includes: LocalizedText[];
  requirements: LocalizedText[];
  active: boolean;
  sortOrder: number;
}

export interface SeedUser {
  _id: string;
  name: string;
  email: string;
  phone: string;
  role: 'customer' | 'shop' | 'admin';
  status: 'active';
  /** plain demo password, hashed when written */
  password: string;
}

export const demoUserId = (role: string) => `user-demo-${role}`;

function phoneFor(row: ShopSeedRow, rand: () => number): string {
  const digits = () => String(between(rand, 1000, 9999));
  return row.city === 'Roma'
    ? `+39 06 ${between(rand, 40, 89)}${between(rand, 10, 99)} ${digits()}`
    : `+39 02 ${between(rand, 40, 89)}${between(rand, 10, 99)} ${digits()}`;
}

/** English and Italian lists item by item (the Italian list mirrors the English one). */
function bilingualList(en: string[] = [], it: string[] = []): LocalizedText[] {
  return en.map((text, i) => ({ en: text, ...(it[i] ? { it: it[i] } : {}) }));
}

function buildShop(row: ShopSeedRow, today: Date): { shop: SeedShop; services: SeedService[] } {
  const citySlug = row.city === 'Roma' ? 'roma' : 'milano';
  const id = `${slugify(row.name)}-${citySlug}`;
  const rand = prng(id);
  const priceFactor = 0.85 + rand() * 0.5 + (row.city === 'Milano' ? 0.05 : 0);

  const templates = SERVICES[row.type];
  const count = Math.min(templates.length, between(rand, 5, 7));
  // the first three of the type, then a shop-specific pick of the others, kept in menu order
  const extras = templates
    .slice(3)
    .map((_template, i) => ({ i, key: rand() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count - 3)
    .map((x) => x.i + 3);
  const chosen = templates.filter((_, i) => i < 3 || extras.includes(i));
  const services: SeedService[] = chosen.map((t, i) => ({
    _id: `${id}--${slugify(t.name)}`,
    shopId: id,
    name: { en: t.name, it: t.it.name },
    description: { en: t.description, it: t.it.description },
    category: t.category,
    serviceKey: t.key,
    durationMinutes: t.minutes,
    priceCents: Math.max(500, Math.round((t.cents * priceFactor) / 50) * 50),
    includes: bilingualList(t.includes, t.it.includes),
    requirements: bilingualList(t.requirements, t.it.requirements),
    active: true,
    sortOrder: i,
  }));

  const features = Object.fromEntries(SHOP_FEATURES.map((f) => [f, false])) as ShopFeatures;
  features.onlineBooking = true;
  features.creditCards = rand() < 0.9;
  features.wifi = rand() < 0.7;
  features.instantBooking = rand() < 0.55;
  features.wheelchairAccessible = rand() < 0.45;
  features.parking = rand() < (row.area === 'EUR' || row.area === 'Nomentano' ? 0.9 : 0.2);
  features.walkInsWelcome =
    rand() < (row.type === 'barbershop' || row.type === 'nail_salon' ? 0.8 : 0.25);

  const photosPool = shopImageUrls(row.type);
  const start = between(rand, 0, photosPool.length - 1);
  const photoCount = between(rand, 3, 6);
  const photos = Array.from(
    { length: photoCount },
    (_, i) => photosPool[(start + i) % photosPool.length] as string,
  );

  const area = row.area;
  // one draw picks the same template in both languages
  const template = Math.floor(rand() * DESCRIPTIONS[row.type].length);
  const fill = (text: string | undefined, city: string) =>
    (text ?? '').replace('{area}', area).replace('{city}', city);
  const description: LocalizedText = {
    en: fill(DESCRIPTIONS[row.type][template], row.city === 'Roma' ? 'Rome' : 'Milan'),
    it: fill(DESCRIPTIONS_IT[row.type][template], row.city),
  };
  const rating = Math.round((3.9 + rand() * 1.0) * 10) / 10;
  // drawn from their own stream, so adding them changed none of the values above or below
  const calendar = prng(`${id}:calendar`);

  const shop: SeedShop = {
    _id: id,
    name: row.name,
    description,
    businessType: row.type,
    category: SHOP_CATEGORY_OF_TYPE[row.type],
    phone: phoneFor(row, rand),
    email: `${slugify(row.name)}@shops.orabella.demo`,
    location: {
      address: row.address,
      city: row.city,
      state: row.city === 'Roma' ? 'RM' : 'MI',
      zipCode: row.zip,
      country: 'IT',
      latitude: row.lat,
      longitude: row.lng,
    },
    photos,
    ratings: ratingCounters(distributionFor(Math.min(5, rating), between(rand, 18, 640))),
    workingHours: pick(rand, HOURS[row.type]),
    specialDates: demoSpecialDates(calendar(), today),
    breaks: [],
    staff: [],
    autoConfirm: true,
    features,
    policies: {
      cancellation: {
        allowedHours: pick(rand, [12, 24, 24, 48]),
        feePercentage: pick(rand, [0, 0, 25, 50]),
      },
      reschedule: { allowedHours: pick(rand, [12, 24]), maxReschedules: pick(rand, [2, 3]) },
      noShow: { feeCents: pick(rand, [1000, 1500, 2000]), maxNoShows: pick(rand, [2, 3]) },
    },
    timeZone: DEFAULT_TIME_ZONE,
    approvalStatus: 'approved',
    ownerId: id === DEMO_OWNED_SHOP_ID ? demoUserId('shop') : null,
    serviceIds: services.map((s) => s._id),
  };
  shop.breaks = demoBreaks(calendar(), shop.workingHours);
  // split days from their own stream too, so the values above and below stay as they were
  shop.workingHours = demoSplitDays(prng(`${id}:split`)(), shop.workingHours, shop.breaks);
  // the team and the confirmation mode from their own stream too
  const team = prng(`${id}:staff`);
  shop.staff = demoStaff(
    team,
    services.map((s) => s._id),
    shop.workingHours,
    row.type,
  );
  shop.autoConfirm = team() >= 0.2;
  return { shop, services };
}

export interface DemoData {
  shops: SeedShop[];
  services: SeedService[];
  users: SeedUser[];
}

/** `today` places the demo special dates in the coming weeks. */
export function buildDemoData(today: Date = new Date()): DemoData {
  const shops: SeedShop[] = [];
  const services: SeedService[] = [];
  for (const row of SHOP_ROWS) {
    const built = buildShop(row, today);
    shops.push(built.shop);
    services.push(...built.services);
  }
  const phones: Record<string, string> = {
    customer: '+39 333 120 4567',
    shop: '+39 347 555 0199',
    admin: '+39 320 987 6543',
  };
  const users: SeedUser[] = DEMO_ACCOUNTS.map((account) => ({
    _id: demoUserId(account.role),
    name: account.name,
    email: normalizeEmail(account.email),
    phone: phones[account.role] ?? '',
    role: account.role,
    status: 'active',
    password: account.password,
  }));
  return { shops, services, users };
}
