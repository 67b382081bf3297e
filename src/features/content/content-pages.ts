import type { PageShellLink } from '@/lib/ui/page-shell';

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
      { to: '/search', labelId: 'pages.links.search' },
      { to: '/services', labelId: 'footer.services' },
      { to: '/register', labelId: 'pages.links.registerBusiness' },
      { to: '/contact', labelId: 'footer.contact' },
    ],
  },
  privacy: {
    sections: ['collect', 'use', 'device', 'sharing', 'retention', 'rights'],
    links: [
      { to: '/cookies', labelId: 'footer.cookies' },
      { to: '/terms', labelId: 'footer.terms' },
      { to: '/contact', labelId: 'footer.contact' },
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
      { to: '/privacy', labelId: 'footer.privacy' },
      { to: '/referral/terms', labelId: 'footer.referralTerms' },
      { to: '/support', labelId: 'footer.support' },
    ],
  },
  cookies: {
    sections: ['what', 'noTracking', 'control'],
    extra: 'storageTable',
    links: [
      { to: '/privacy', labelId: 'footer.privacy' },
      { to: '/accessibility', labelId: 'footer.accessibility' },
    ],
  },
  accessibility: {
    sections: ['commitment', 'keyboard', 'display', 'language', 'limits', 'feedback'],
    links: [
      { to: '/responsive-demo', labelId: 'pages.links.responsiveDemo' },
      { to: '/feedback', labelId: 'footer.feedback' },
      { to: '/support/report', labelId: 'footer.report' },
    ],
  },
  contact: {
    sections: ['bookings', 'account', 'business'],
    extra: 'contactChannels',
    links: [
      { to: '/support', labelId: 'footer.support' },
      { to: '/support/report', labelId: 'footer.report' },
      { to: '/feedback', labelId: 'footer.feedback' },
    ],
  },
  support: {
    sections: ['find', 'book', 'change', 'account', 'business'],
    links: [
      { to: '/support/report', labelId: 'footer.report' },
      { to: '/contact', labelId: 'footer.contact' },
      { to: '/feedback', labelId: 'footer.feedback' },
      { to: '/terms', labelId: 'footer.terms' },
    ],
  },
  report: {
    sections: ['include', 'safety', 'next'],
    extra: 'contactChannels',
    links: [
      { to: '/support', labelId: 'footer.support' },
      { to: '/accessibility', labelId: 'footer.accessibility' },
    ],
  },
  feedback: {
    sections: ['what', 'how', 'listen'],
    extra: 'contactChannels',
    links: [
      { to: '/support', labelId: 'footer.support' },
      { to: '/about', labelId: 'footer.about' },
    ],
  },
  referralTerms: {
    sections: ['how', 'eligible', 'rewards', 'credit', 'limits', 'changes'],
    extra: 'referralRewards',
    links: [
      { to: '/loyalty', labelId: 'footer.loyalty' },
      { to: '/terms', labelId: 'footer.terms' },
    ],
  },
  services: {
    sections: [],
    extra: 'serviceCategories',
    links: [
      { to: '/search', labelId: 'pages.links.search' },
      { to: '/loyalty', labelId: 'footer.loyalty' },
    ],
  },
  loyalty: {
    sections: ['earn', 'redeem', 'rules'],
    extra: 'loyaltyTiers',
    links: [
      { to: '/referral/terms', labelId: 'footer.referralTerms' },
      { to: '/search', labelId: 'pages.links.search' },
      { to: '/register', labelId: 'pages.links.register' },
    ],
  },
};
