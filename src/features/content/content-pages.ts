import type { PageShellLink } from '@/lib/ui/page-shell';
import { PATHS } from '@/domain/links';

/**
 * Static content pages. Text lives in the catalogs under pages.{page}.title / intro and
 * pages.{page}.{section}.title / body; this says which sections and links each page has.
 */
export const CONTENT_PAGE_IDS = [
  'about',
  'privacy',
  'terms',
  'cookies',
  'accessibility',
  'contact',
  'support',
  'report',
  'feedback',
  'referralTerms',
  'services',
  'loyalty',
] as const;
export type ContentPageId = (typeof CONTENT_PAGE_IDS)[number];

export interface ContentPageConfig {
  sections: readonly string[];
  links: readonly PageShellLink[];
  /** a page-specific block rendered after the sections */
  extra?:
    'storageTable' | 'serviceCategories' | 'loyaltyTiers' | 'referralRewards' | 'contactChannels';
}

/** Where support messages go; the operator sets VITE_SUPPORT_EMAIL for a real deployment. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@orabella.demo';

export const CONTENT_PAGES: Record<ContentPageId, ContentPageConfig> = {
  about: {
    sections: ['customers', 'businesses', 'cities', 'values'],
    links: [
      { to: PATHS.search, labelId: 'pages.links.search' },
      { to: PATHS.services, labelId: 'footer.services' },
      { to: PATHS.register, labelId: 'pages.links.registerBusiness' },
      { to: PATHS.contact, labelId: 'footer.contact' },
    ],
  },
  privacy: {
    sections: ['collect', 'use', 'device', 'sharing', 'retention', 'rights'],
    links: [
      { to: PATHS.cookies, labelId: 'footer.cookies' },
      { to: PATHS.terms, labelId: 'footer.terms' },
      { to: PATHS.contact, labelId: 'footer.contact' },
    ],
  },
  terms: {
    sections: [
      'use',
      'accounts',
      'bookings',
      'cancellations',
      'shops',
      'reviews',
      'liability',
      'changes',
    ],
    links: [
      { to: PATHS.privacy, labelId: 'footer.privacy' },
      { to: PATHS.referralTerms, labelId: 'footer.referralTerms' },
      { to: PATHS.support, labelId: 'footer.support' },
    ],
  },
  cookies: {
    sections: ['what', 'noTracking', 'control'],
    extra: 'storageTable',
    links: [
      { to: PATHS.privacy, labelId: 'footer.privacy' },
      { to: PATHS.accessibility, labelId: 'footer.accessibility' },
    ],
  },
  accessibility: {
    sections: ['commitment', 'keyboard', 'display', 'language', 'limits', 'feedback'],
    links: [
      { to: PATHS.responsiveDemo, labelId: 'pages.links.responsiveDemo' },
      { to: PATHS.feedback, labelId: 'footer.feedback' },
      { to: PATHS.supportReport, labelId: 'footer.report' },
    ],
  },
  contact: {
    sections: ['bookings', 'account', 'business'],
    extra: 'contactChannels',
    links: [
      { to: PATHS.support, labelId: 'footer.support' },
      { to: PATHS.supportReport, labelId: 'footer.report' },
      { to: PATHS.feedback, labelId: 'footer.feedback' },
    ],
  },
  support: {
    sections: ['find', 'book', 'change', 'account', 'business'],
    links: [
      { to: PATHS.supportReport, labelId: 'footer.report' },
      { to: PATHS.contact, labelId: 'footer.contact' },
      { to: PATHS.feedback, labelId: 'footer.feedback' },
      { to: PATHS.terms, labelId: 'footer.terms' },
    ],
  },
  report: {
    sections: ['include', 'safety', 'next'],
    extra: 'contactChannels',
    links: [
      { to: PATHS.support, labelId: 'footer.support' },
      { to: PATHS.accessibility, labelId: 'footer.accessibility' },
    ],
  },
  feedback: {
    sections: ['what', 'how', 'listen'],
    extra: 'contactChannels',
    links: [
      { to: PATHS.support, labelId: 'footer.support' },
      { to: PATHS.about, labelId: 'footer.about' },
    ],
  },
  referralTerms: {
    sections: ['how', 'eligible', 'rewards', 'credit', 'limits', 'changes'],
    extra: 'referralRewards',
    links: [
      { to: PATHS.loyalty, labelId: 'footer.loyalty' },
      { to: PATHS.terms, labelId: 'footer.terms' },
    ],
  },
  services: {
    sections: [],
    extra: 'serviceCategories',
    links: [
      { to: PATHS.search, labelId: 'pages.links.search' },
      { to: PATHS.loyalty, labelId: 'footer.loyalty' },
    ],
  },
  loyalty: {
    sections: ['earn', 'redeem', 'rules'],
    extra: 'loyaltyTiers',
    links: [
      { to: PATHS.referralTerms, labelId: 'footer.referralTerms' },
      { to: PATHS.search, labelId: 'pages.links.search' },
      { to: PATHS.register, labelId: 'pages.links.register' },
    ],
  },
};
