/** Sample data for design-system stories (not app data). */
import type { ShopCardShop } from '@design-system/components';
import salon from './assets/salon.svg';
import spa from './assets/spa.svg';
import barber from './assets/barber.svg';
import avatar from './assets/avatar.svg';

export const images = { salon, spa, barber, avatar };

export const baseShop: ShopCardShop = {
  id: 'shop-bella-vita',
  name: 'Bella Vita Hair Studio',
  businessType: 'salon',
  phone: '+39 06 1234 5678',
  location: { address: 'Via del Corso 112', city: 'Roma' },
  photos: [salon],
  rating: 4.8,
  reviewCount: 214,
  priceRange: { min: 25, max: 120 },
  services: [
    { id: 's1', name: 'Women’s cut & blow-dry' },
    { id: 's2', name: 'Balayage' },
    { id: 's3', name: 'Keratin treatment' },
    { id: 's4', name: 'Men’s cut' },
    { id: 's5', name: 'Bridal styling' },
  ],
  features: {
    onlineBooking: true,
    wifi: true,
    creditCards: true,
    parking: false,
    wheelchairAccessible: true,
  },
  status: 'open',
  distance: 1.2,
  isFavorite: false,
};

export const spaShop: ShopCardShop = {
  ...baseShop,
  id: 'shop-terme-serene',
  name: 'Terme Serene Day Spa',
  businessType: 'spa',
  location: { address: 'Lungotevere Aventino 5', city: 'Roma' },
  photos: [spa],
  rating: 4.6,
  reviewCount: 98,
  priceRange: { min: 49.5, max: 260 },
  services: [
    { id: 'm1', name: 'Hot stone massage' },
    { id: 'm2', name: 'Aromatherapy ritual' },
  ],
  features: { instantBooking: true, parking: true },
  status: 'busy',
  distance: 3.4,
};

export const barberShop: ShopCardShop = {
  ...baseShop,
  id: 'shop-old-town-barber',
  name: 'Old Town Barber Co.',
  businessType: 'barbershop',
  location: { address: 'Via dei Coronari 18', city: 'Roma' },
  photos: [barber],
  rating: 4.9,
  reviewCount: 402,
  priceRange: { min: 18, max: 45 },
  services: [
    { id: 'b1', name: 'Classic cut' },
    { id: 'b2', name: 'Beard trim' },
    { id: 'b3', name: 'Hot towel shave' },
  ],
  features: { walkInsWelcome: true, creditCards: true, wifi: true, onlineBooking: true },
  status: 'closed',
  distance: 0.6,
};
