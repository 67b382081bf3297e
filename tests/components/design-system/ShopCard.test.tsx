import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ShopCard,
  shopCardSummary,
  type ShopCardProps,
  type ShopCardShop,
} from '@design-system/components';
import { bookHref, shopHref } from '@/domain/links';
import { baseShop } from '../../../stories/design-system/support/fixtures';
import { useShopCardLabels } from '../../../stories/design-system/support/labels';
import { renderDs } from './render';

/** The card with the links the app gives it. */
function Card(props: Omit<ShopCardProps, 'labels' | 'bookHref' | 'detailsHref'>) {
  return (
    <ShopCard
      {...props}
      bookHref={bookHref(props.shop.id)}
      detailsHref={shopHref(props.shop.id)}
      labels={useShopCardLabels()}
    />
  );
}

const shop: ShopCardShop = {
  ...baseShop,
  services: Array.from({ length: 7 }, (_, i) => ({ id: `s${i}`, name: `Service ${i + 1}` })),
  features: {
    onlineBooking: true,
    instantBooking: true,
    wheelchairAccessible: true,
    parking: true,
    wifi: true,
  },
};

describe('ShopCard', () => {
  it('shows the first 3 services and "+N more"', () => {
    renderDs(<Card shop={shop} />);
    const list = screen.getByTestId('shop-services');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Service 1',
      'Service 2',
      'Service 3',
      '+4 more',
    ]);
  });

  it('shows no "+N more" with 3 services or fewer', () => {
    renderDs(<Card shop={{ ...shop, services: shop.services?.slice(0, 3) }} />);
    expect(screen.queryByText(/more/)).toBeNull();
  });

  it('shows at most 3 feature tags', () => {
    renderDs(<Card shop={shop} />);
    const tags = within(screen.getByTestId('shop-features')).getAllByRole('listitem');
    expect(tags).toHaveLength(3);
    expect(tags.map((t) => t.textContent)).toEqual([
      'Online booking',
      'Instant booking',
      'Wheelchair accessible',
    ]);
    expect(shopCardSummary(shop).features).toHaveLength(3);
  });

  it('shows the from-price in euro', () => {
    renderDs(<Card shop={{ ...shop, priceRange: { min: 25, max: 90 } }} />);
    expect(screen.getByTestId('shop-price')).toHaveTextContent('From €25');
  });

  it('formats the price for Italian', () => {
    renderDs(<Card shop={{ ...shop, priceRange: { min: 49.5, max: 90 } }} />, { locale: 'it' });
    expect(screen.getByTestId('shop-price').textContent?.replace(/\s/g, ' ')).toMatch(
      /^Da 49,50 €$/,
    );
  });

  it.each([
    ['open', 'Open'],
    ['closed', 'Closed'],
    ['busy', 'Busy'],
    [null, 'Hours unknown'],
    ['something-else', 'Hours unknown'],
  ])('status %s → badge "%s"', (status, text) => {
    renderDs(<Card shop={{ ...shop, status: status as ShopCardShop['status'] }} />);
    expect(screen.getByTestId('status-badge')).toHaveTextContent(text);
  });

  it('links book and details to the hrefs it is given (/book/{id}, /shop/{id})', () => {
    renderDs(<Card shop={shop} />);
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute(
      'href',
      `/book/${shop.id}`,
    );
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      `/shop/${shop.id}`,
    );
  });

  it('routes plain clicks through onNavigate', () => {
    const onNavigate = vi.fn();
    renderDs(<Card shop={shop} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link', { name: 'Book now' }));
    expect(onNavigate).toHaveBeenCalledWith(`/book/${shop.id}`, expect.anything());
  });

  it('shows distance in km, rating, review count, business type, address, hours and phone', () => {
    renderDs(<Card shop={shop} hoursText="Today 09:00–19:30" />);
    expect(screen.getByRole('img', { name: '1.2 km away' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(214 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Hair salon')).toBeInTheDocument();
    expect(screen.getByText('Via del Corso 112, Roma')).toBeInTheDocument();
    expect(screen.getByText('Today 09:00–19:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call Bella Vita Hair Studio/ })).toHaveAttribute(
      'href',
      'tel:+390612345678',
    );
    expect(screen.getByRole('heading', { name: 'Bella Vita Hair Studio' })).toBeInTheDocument();
  });

  it('toggles the favourite', () => {
    const onToggleFavorite = vi.fn();
    const { rerender } = renderDs(
      <Card shop={{ ...shop, isFavorite: false }} onToggleFavorite={onToggleFavorite} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(onToggleFavorite).toHaveBeenCalledWith(shop.id, true);
    rerender(<Card shop={{ ...shop, isFavorite: true }} onToggleFavorite={onToggleFavorite} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    expect(onToggleFavorite).toHaveBeenLastCalledWith(shop.id, false);
  });

  it('falls back to an illustration when the image is missing or fails', () => {
    const { unmount } = renderDs(<Card shop={{ ...shop, photos: [] }} />);
    expect(screen.getByTestId('shop-image-fallback')).toBeInTheDocument();
    unmount();
    const { container } = renderDs(<Card shop={shop} />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img!);
    expect(screen.getByTestId('shop-image-fallback')).toBeInTheDocument();
  });

  it('renders sparse data without optional parts', () => {
    renderDs(
      <Card
        shop={{
          id: 'x',
          name: 'Studio Nuovo',
          businessType: 'nail_salon',
          location: { address: 'Via Roma 1' },
        }}
      />,
    );
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.queryByTestId('shop-services')).toBeNull();
    expect(screen.queryByTestId('shop-price')).toBeNull();
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Hours unknown');
  });
});
