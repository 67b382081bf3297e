import type { Locale } from '@/domain/constants';
import { contentLanguageOf, type LocalizedText } from '@/domain/localized-text';
import type { Shop } from '@/domain/shop';
import { shopContentOf, type ShopContent } from '@/domain/shop-content';

/**
 * The mock shops' texts in both languages, as the server's catalog keeps them: the handlers serve a shop through
 * src/domain/shop-content.ts in the request's language (Accept-Language, as the app's client sends it).
 * The Italian is written for Italian clients, not word for word.
 */

/** The mock menus' services (mocks/data/shops.ts) by their English name. */
const SERVICE_NAMES_IT: Readonly<Record<string, string>> = {
  "Women's Haircut & Blow-dry": 'Taglio donna e piega',
  "Men's Haircut": 'Taglio uomo',
  'Full Colour': 'Colore',
  'Balayage Highlights': 'Balayage',
  'Blow-dry & Styling': 'Piega',
  'Classic Haircut': 'Taglio classico',
  'Beard Trim & Shape': 'Regolazione barba',
  'Hot Towel Shave': 'Rasatura con panno caldo',
  'Haircut & Beard': 'Taglio e barba',
  'Hot Stone Massage': 'Massaggio con pietre calde',
  'Aromatherapy Massage': 'Massaggio aromaterapico',
  'Hydrating Facial': 'Trattamento viso idratante',
  'Spa Day Access': 'Ingresso spa giornaliero',
  Reflexology: 'Riflessologia',
  'Classic Manicure': 'Manicure classica',
  'Gel Manicure': 'Manicure gel',
  'Spa Pedicure': 'Pedicure spa',
  'Nail Art (per set)': 'Nail art (per set)',
  'Deep Cleansing Facial': 'Pulizia del viso profonda',
  'Eyebrow Shaping': 'Modellatura sopracciglia',
  'Lash Lift & Tint': 'Laminazione e tinta ciglia',
  'Anti-ageing Treatment': 'Trattamento antietà',
  'Swedish Massage': 'Massaggio svedese',
  'Deep Tissue Massage': 'Massaggio decontratturante',
  'Thai Massage': 'Massaggio thailandese',
};

const NOTES_IT: Readonly<Record<string, string>> = {
  'Closed for the staff training day': 'Chiuso per la giornata di formazione del personale',
  'Short hours: morning only': 'Orario ridotto: aperti solo la mattina',
};

const ROLES_IT: Readonly<Record<string, string>> = {
  'Senior stylist': 'Hair stylist senior',
  Stylist: 'Hair stylist',
  Colourist: 'Colorista',
  'Master barber': 'Maestro barbiere',
  Barber: 'Barbiere',
};

const both = (en: string, it: string | undefined): LocalizedText => (it ? { en, it } : { en });

/** A mock shop's description in both languages (makeShop serves the English one). */
export function mockDescription(seed: { name: string; area: string; city: 'Roma' | 'Milano' }) {
  return {
    en: `${seed.name} in ${seed.area}, ${seed.city === 'Roma' ? 'Rome' : 'Milan'}.`,
    it: `${seed.name}, nel quartiere ${seed.area} a ${seed.city}.`,
  };
}

/** The description of a mock service (the English one is what the mocks served before). */
function mockServiceDescription(service: string, shop: string): LocalizedText {
  return both(`${service} at ${shop}.`, `${SERVICE_NAMES_IT[service] ?? service} da ${shop}.`);
}

const MOCK_SERVICE_INCLUDES: readonly LocalizedText[] = [{ en: 'Consultation', it: 'Consulenza' }];

const descriptions = new Map<string, LocalizedText>();

/** makeShop records each shop's description here (the Shop holds one language). */
export function recordMockDescription(shopId: string, text: LocalizedText): void {
  descriptions.set(shopId, text);
}

/** Every language's text of a mock shop (its staff as `withBookingFields` gives them). */
export function mockShopContent(shop: Shop): ShopContent {
  return shopContentOf({
    // a shop whose description a story or test replaced keeps that one, in every language
    description:
      descriptions.get(shop.id)?.en === shop.description
        ? descriptions.get(shop.id)
        : shop.description,
    services: shop.services.map((s) => ({
      id: s.id,
      name: both(s.name, SERVICE_NAMES_IT[s.name]),
      description: mockServiceDescription(s.name, shop.name),
      includes: [...MOCK_SERVICE_INCLUDES],
      requirements: [],
    })),
    specialDates: shop.specialDates.map((d) => ({
      date: d.date,
      description: both(d.description, NOTES_IT[d.description]),
    })),
    staff: shop.staff.map((m) => ({
      id: m.id,
      ...(m.role ? { role: both(m.role, ROLES_IT[m.role]) } : {}),
    })),
  });
}

/** The language a mock request asks for. */
export const languageOfRequest = (request: Request): Locale =>
  contentLanguageOf(request.headers.get('accept-language'));
