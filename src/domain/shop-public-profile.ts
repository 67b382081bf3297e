import {
  HONOURS_MAX,
  INSTAGRAM_PATTERN,
  PAYMENT_METHODS,
  SOCIAL_NETWORKS,
  TAGS_MAX,
  YEARS_MAX,
  isValidWebsite,
  type PaymentMethod,
  type SocialNetwork,
} from './shop-profile';

/**
 * What customers see of a shop's profile beyond its name, contact and address (spec 03 "Shop profile": website,
 * instagram, social links, specialties, languages, payment methods, certifications, awards, years of
 * experience). The server's catalog and the mocks build it with `publicProfileOf`, so a link that is not
 * http(s) never leaves the API; `shopLinksOf` gives the links in the order the details show them.
 */
export interface ShopPublicProfile {
  /** http(s) only; null when none */
  website: string | null;
  /** the Instagram username without the @; null when none */
  instagram: string | null;
  /** every network, its http(s) link or null (a fixed shape: clients and contracts see the same keys) */
  socialLinks: Record<SocialNetwork, string | null>;
  specialties: string[];
  languages: string[];
  paymentMethods: PaymentMethod[];
  certifications: string[];
  awards: string[];
  yearsOfExperience: number | null;
}

const noLinks = (): ShopPublicProfile['socialLinks'] =>
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, null])) as Record<
    SocialNetwork,
    null
  >;

export const EMPTY_PUBLIC_PROFILE: ShopPublicProfile = {
  website: null,
  instagram: null,
  socialLinks: noLinks(),
  specialties: [],
  languages: [],
  paymentMethods: [],
  certifications: [],
  awards: [],
  yearsOfExperience: null,
};

/** A stored link → itself when a browser may open it safely (http or https, a real host), else null. */
export function safeWebLink(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const link = value.trim();
  return link && isValidWebsite(link) ? link : null;
}

/** A stored Instagram username (with or without @) → the bare username, or null. */
export function instagramHandleOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const handle = value.trim();
  return INSTAGRAM_PATTERN.test(handle) ? handle.replace(/^@/, '') : null;
}

export const instagramUrlOf = (handle: string): string =>
  `https://www.instagram.com/${encodeURIComponent(handle)}/`;

const textList = (value: unknown, max: number): string[] =>
  (Array.isArray(value) ? value : [])
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .map((item) => item.trim())
    .slice(0, max);

/** Whatever the shop document holds (older documents lack the fields) → the public profile. */
export function publicProfileOf(stored: {
  website?: unknown;
  instagram?: unknown;
  socialLinks?: unknown;
  specialties?: unknown;
  languages?: unknown;
  paymentMethods?: unknown;
  certifications?: unknown;
  awards?: unknown;
  yearsOfExperience?: unknown;
}): ShopPublicProfile {
  const links = (stored.socialLinks ?? {}) as Record<string, unknown>;
  const socialLinks = noLinks();
  for (const network of SOCIAL_NETWORKS) socialLinks[network] = safeWebLink(links[network]);
  const years = stored.yearsOfExperience;
  return {
    website: safeWebLink(stored.website),
    instagram: instagramHandleOf(stored.instagram),
    socialLinks,
    specialties: textList(stored.specialties, TAGS_MAX),
    languages: textList(stored.languages, TAGS_MAX),
    paymentMethods: PAYMENT_METHODS.filter(
      (method) => Array.isArray(stored.paymentMethods) && stored.paymentMethods.includes(method),
    ),
    certifications: textList(stored.certifications, HONOURS_MAX),
    awards: textList(stored.awards, HONOURS_MAX),
    yearsOfExperience:
      typeof years === 'number' && Number.isInteger(years) && years > 0 && years <= YEARS_MAX
        ? years
        : null,
  };
}

export type ShopLinkKind = 'website' | SocialNetwork;
export interface ShopLink {
  kind: ShopLinkKind;
  href: string;
  /** what the link shows: the site's host, or @username on Instagram */
  text: string;
}

const hostOf = (href: string) => new URL(href).host.replace(/^www\./, '');

/**
 * The links a customer may open, website first, then the networks in SOCIAL_NETWORKS order; Instagram is the
 * username when one is set (else its link). Each is checked again, so a hand-made profile cannot slip one by.
 */
export function shopLinksOf(profile: ShopPublicProfile): ShopLink[] {
  const out: ShopLink[] = [];
  const website = safeWebLink(profile.website);
  if (website) out.push({ kind: 'website', href: website, text: hostOf(website) });
  for (const network of SOCIAL_NETWORKS) {
    const handle = network === 'instagram' ? instagramHandleOf(profile.instagram) : null;
    if (handle) {
      out.push({ kind: network, href: instagramUrlOf(handle), text: `@${handle}` });
      continue;
    }
    const href = safeWebLink(profile.socialLinks[network]);
    if (href) out.push({ kind: network, href, text: hostOf(href) });
  }
  return out;
}

/** Whether the profile has anything to show (the details leave the whole part out otherwise). */
export function hasPublicProfile(profile: ShopPublicProfile): boolean {
  return (
    shopLinksOf(profile).length > 0 ||
    profile.yearsOfExperience !== null ||
    [
      profile.specialties,
      profile.languages,
      profile.paymentMethods,
      profile.certifications,
      profile.awards,
    ].some((list) => list.length > 0)
  );
}
