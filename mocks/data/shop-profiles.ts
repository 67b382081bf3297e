import {
  EMPTY_PUBLIC_PROFILE,
  publicProfileOf,
  type ShopPublicProfile,
} from '@/domain/shop-public-profile';

/**
 * What some mock shops' owners wrote in their profile (links, specialties, languages, payment, honours), as the
 * server's catalog serves it (`publicProfileOf`). The other shops have none yet, so the details show both.
 */
const PROFILES: Readonly<Record<string, Parameters<typeof publicProfileOf>[0]>> = {
  'salone-aurora-roma': {
    website: 'https://saloneaurora.example',
    instagram: 'salone.aurora',
    specialties: ['Balayage', 'Keratin treatments', 'Bridal hair'],
    languages: ['Italiano', 'English', 'Español'],
    paymentMethods: ['cash', 'card', 'contactless', 'satispay'],
    certifications: ['Aveda Certified Salon'],
    awards: ['Best Salon in Monti 2025'],
    yearsOfExperience: 14,
  },
  'barberia-del-corso-roma': {
    instagram: 'barberiadelcorso',
    socialLinks: { facebook: 'https://facebook.com/barberiadelcorso' },
    specialties: ['Hot towel shaves', 'Skin fades'],
    languages: ['Italiano', 'English'],
    paymentMethods: ['cash', 'card'],
    yearsOfExperience: 22,
  },
};

/** A mock shop's public profile (a copy: stories and handlers may change it). */
export function mockPublicProfile(shopId: string): ShopPublicProfile {
  const stored = PROFILES[shopId];
  return stored ? publicProfileOf(stored) : structuredClone(EMPTY_PUBLIC_PROFILE);
}
