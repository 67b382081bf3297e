import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Shop } from '@/domain/shop';
import { BookingShopHeader } from '@design-system/components';
import { useBookingShopHeaderLabels } from '@/lib/ui/booking-labels';
import { shopCatalogue } from '@mocks/data/shops';
import { renderDs } from './render';

function Header({ shop }: { shop: Shop }) {
  return <BookingShopHeader shop={shop} labels={useBookingShopHeaderLabels()} />;
}

const catalogueShop = shopCatalogue()[0]!;
const photos = (n: number) => Array.from({ length: n }, (_, i) => `/photos/${i + 1}.jpg`);
const shop: Shop = {
  ...catalogueShop,
  name: 'Bella Vita',
  photos: photos(8),
  rating: 4.75,
  reviewCount: 12,
  businessType: 'salon',
  location: { ...catalogueShop.location, address: 'Via del Corso 1', city: 'Roma' },
  description: 'A friendly salon.',
  features: {
    onlineBooking: true,
    instantBooking: false,
    wheelchairAccessible: true,
    parking: false,
    wifi: false,
    creditCards: false,
    walkInsWelcome: false,
  },
  workingHours: {
    ...catalogueShop.workingHours,
    monday: {
      isOpen: true,
      ranges: [
        { start: '09:00', end: '13:00' },
        { start: '15:00', end: '19:00' },
      ],
    },
    sunday: { isOpen: false, ranges: [] },
  },
};

describe('BookingShopHeader', () => {
  it('shows the first photo, three thumbnails and a "+N" count of the rest', () => {
    renderDs(<Header shop={shop} />);
    const gallery = screen.getByRole('list', { name: 'Photos' });
    const images = within(gallery).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual(photos(4));
    expect(images[0]).toHaveAccessibleName('Bella Vita, photo 1');
    const more = screen.getByTestId('more-photos');
    expect(more).toHaveTextContent('+4');
    expect(within(more).getByText('4 more photos')).toBeInTheDocument();
  });

  it('has no count when every photo is shown, and a placeholder without photos', () => {
    const { rerender } = renderDs(<Header shop={{ ...shop, photos: photos(4) }} />);
    expect(screen.queryByTestId('more-photos')).toBeNull();
    rerender(<Header shop={{ ...shop, photos: [] }} />);
    expect(screen.getByTestId('shop-photo-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Photos' })).toBeNull();
  });

  it('shows name, one-decimal rating with review count, type, address, description', () => {
    renderDs(<Header shop={shop} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bella Vita' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Hair salon')).toBeInTheDocument();
    expect(screen.getByText('Via del Corso 1, Roma')).toBeInTheDocument();
    expect(screen.getByText('A friendly salon.')).toBeInTheDocument();
  });

  it('says N/A without reviews', () => {
    renderDs(<Header shop={{ ...shop, rating: 0, reviewCount: 0 }} />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it('lists opening hours per weekday (each range of a split day) and the shop features', () => {
    renderDs(<Header shop={shop} />);
    const hours = screen.getByRole('region', { name: 'Opening hours' });
    expect(within(hours).getByText('Monday').nextElementSibling).toHaveTextContent(
      '09:00 – 13:00, 15:00 – 19:00',
    );
    expect(within(hours).getByText('Sunday').nextElementSibling).toHaveTextContent('Closed');
    const features = screen.getByRole('region', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Online booking', 'Wheelchair accessible']);
  });
});
