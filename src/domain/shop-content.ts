import type { Locale } from './constants';
import {
  localized,
  localizedTextOf,
  textsOf,
  type LocalizedText,
  type StoredText,
} from './localized-text';

/**
 * A shop's bilingual content, kept beside the served shop (whose text fields hold one language): the server's
 * catalog builds it from the stored documents, the mocks from their fixtures, and both serve a shop through
 * `localizeShop` / `localizeServices` in the caller's language.
 */

export interface ServiceContent {
  name: LocalizedText;
  description: LocalizedText;
  includes: LocalizedText[];
  requirements: LocalizedText[];
}

export interface ShopContent {
  description: LocalizedText;
  /** by service id */
  services: Readonly<Record<string, ServiceContent>>;
  /** special-date notes by date (YYYY-MM-DD) */
  specialDates: Readonly<Record<string, LocalizedText>>;
  /** staff roles by team member id */
  staffRoles: Readonly<Record<string, LocalizedText>>;
}

/** What a stored service holds of text (any field may be a plain string: English). */
interface StoredServiceText {
  name?: StoredText;
  description?: StoredText;
  includes?: readonly StoredText[] | null;
  requirements?: readonly StoredText[] | null;
}

const listOf = (list: readonly StoredText[] | null | undefined): LocalizedText[] =>
  (list ?? []).map(localizedTextOf).filter((text) => Object.keys(text).length > 0);

function serviceContentOf(stored: StoredServiceText): ServiceContent {
  return {
    name: localizedTextOf(stored.name),
    description: localizedTextOf(stored.description),
    includes: listOf(stored.includes),
    requirements: listOf(stored.requirements),
  };
}

export function shopContentOf(stored: {
  description?: StoredText;
  services?: readonly (StoredServiceText & { id: string })[];
  specialDates?: readonly { date: string; description?: StoredText }[];
  staff?: readonly { id: string; role?: StoredText }[];
}): ShopContent {
  const pairs = <T, V>(list: readonly T[] | undefined, entry: (item: T) => [string, V] | null) =>
    Object.fromEntries((list ?? []).map(entry).filter((e): e is [string, V] => e !== null));
  return {
    description: localizedTextOf(stored.description),
    services: pairs(stored.services, (s) => [s.id, serviceContentOf(s)]),
    specialDates: pairs(stored.specialDates, (d) =>
      d.description === undefined ? null : [d.date, localizedTextOf(d.description)],
    ),
    staffRoles: pairs(stored.staff, (m) =>
      m.role === undefined || m.role === null ? null : [m.id, localizedTextOf(m.role)],
    ),
  };
}

interface TextService {
  id: string;
  name: string;
  description?: string;
  includes?: string[];
  requirements?: string[];
}

/**
 * Services in `language` (fallback to the other): the name and description, and the includes and requirements
 * when the service has them. A service the content does not know keeps its texts.
 */
export function localizeServices<T extends TextService>(
  services: readonly T[],
  content: ShopContent | undefined,
  language: Locale,
): T[] {
  return services.map((service) => {
    const text = content?.services[service.id];
    if (!text) return service;
    const out: T = { ...service, name: localized(text.name, language) || service.name };
    if (service.description !== undefined) out.description = localized(text.description, language);
    if (service.includes !== undefined)
      out.includes = text.includes.map((item) => localized(item, language));
    if (service.requirements !== undefined)
      out.requirements = text.requirements.map((item) => localized(item, language));
    return out;
  });
}

interface TextShop {
  id: string;
  description: string;
  services: TextService[];
  specialDates: { date: string; description: string }[];
  staff: { id: string; role?: string }[];
}

/** A served shop in `language`: description, service names, special-date notes and staff roles. */
export function localizeShop<T extends TextShop>(
  shop: T,
  content: ShopContent | undefined,
  language: Locale,
): T {
  if (!content) return shop;
  return {
    ...shop,
    description: localized(content.description, language),
    services: localizeServices(shop.services, content, language),
    specialDates: shop.specialDates.map((d) => {
      const note = content.specialDates[d.date];
      return note ? { ...d, description: localized(note, language) } : d;
    }),
    staff: shop.staff.map((member) => {
      const role = content.staffRoles[member.id];
      return role ? { ...member, role: localized(role, language) } : member;
    }),
  } as T;
}

/** Every language's text of a shop, per field, for the search index (each language once). */
export interface ShopTexts {
  name: string;
  descriptions: string[];
  serviceNames: string[];
  serviceDescriptions: string[];
}

/**
 * Every language's text of a shop: the name, the descriptions, each service's names and descriptions. Without
 * content (a shop served in one language) the served strings. Special-date notes and staff roles are not
 * searchable.
 */
export function shopTexts(entry: {
  shop: { name: string; description: string; services: readonly { name: string }[] };
  content?: ShopContent;
}): ShopTexts {
  const { shop, content } = entry;
  if (!content)
    return {
      name: shop.name,
      descriptions: shop.description ? [shop.description] : [],
      serviceNames: shop.services.map((s) => s.name),
      serviceDescriptions: [],
    };
  const services = Object.values(content.services);
  return {
    name: shop.name,
    descriptions: textsOf(content.description),
    serviceNames: services.flatMap((s) => textsOf(s.name)),
    serviceDescriptions: services.flatMap((s) => textsOf(s.description)),
  };
}
