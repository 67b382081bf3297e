import type { ShopProfile } from '@/domain/shop-profile';
import type { ShopPhoto } from '@/domain/shop-photos';

/** A filled-in shop profile for the editor's stories (the demo owner's shop). */
const photo = (n: number, role: ShopPhoto['role'] = 'gallery'): ShopPhoto => {
  const url = `/images/shops/salon-${(n % 4) + 1}.svg`;
  return {
    id: n.toString(16).padStart(24, '0'),
    role,
    urls: { thumb: url, card: url, large: url },
  };
};

export const storyPhotos: ShopPhoto[] = [photo(9, 'logo'), photo(1), photo(2), photo(3)];

export const storyProfile: ShopProfile = {
  id: 'salone-aurora-roma',
  name: 'Salone Aurora',
  businessType: 'salon',
  description: {
    en: 'A bright salon near Piazza Navona for cuts, colour and treatments.',
    it: 'Un salone luminoso vicino a Piazza Navona per tagli, colore e trattamenti.',
  },
  phone: '+39 06 1234 5678',
  email: 'ciao@salone-aurora.example',
  website: 'https://salone-aurora.example',
  instagram: 'salone.aurora',
  location: {
    address: 'Via dei Coronari 12',
    city: 'Roma',
    state: 'RM',
    zipCode: '00186',
    country: 'IT',
    latitude: 41.9,
    longitude: 12.4708,
    pinnedByOwner: false,
  },
  specialties: ['Balayage', 'Keratin'],
  languages: ['Italiano', 'English'],
  paymentMethods: ['cash', 'card', 'satispay'],
  socialLinks: { instagram: 'https://instagram.com/salone.aurora' },
  timeZone: 'Europe/Rome',
  currency: 'EUR',
  certifications: ['Wella Master Colour'],
  awards: [],
  yearsOfExperience: 12,
  photos: storyPhotos,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** A shop just registered: nothing but its name and type. */
export const emptyStoryProfile: ShopProfile = {
  ...storyProfile,
  name: 'Nuovo Salone',
  description: { en: '', it: '' },
  phone: '',
  email: '',
  website: '',
  instagram: '',
  location: {
    address: '',
    city: '',
    state: '',
    zipCode: '',
    country: 'IT',
    latitude: null,
    longitude: null,
    pinnedByOwner: false,
  },
  specialties: [],
  languages: [],
  paymentMethods: [],
  socialLinks: {},
  certifications: [],
  yearsOfExperience: null,
  photos: [],
};
