import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { ShopDetailsDialog } from '@/features/search/details';
import { renderWithProviders } from '../../app/test-utils';
import { catalogueShop, detailsHandlers, servicesOf, withPageCopy } from './details-fixtures';

describe('ShopDetailsDialog', () => {
  it('shows the shop, its services with booking links and the real review breakdown', async () => {
    const shop = {
      ...catalogueShop(0),
      photos: Array.from({ length: 9 }, (_, i) => `/img/${i}.jpg`),
      ratingDistribution: { 5: 6, 4: 3, 3: 1, 2: 0, 1: 0 },
      reviewCount: 10,
      rating: 4.5,
    };
    server.use(...detailsHandlers(shop));
    await renderWithProviders(
      withPageCopy(<ShopDetailsDialog shopId={shop.id} onClose={() => {}} />),
    );

    const dialog = await screen.findByRole('dialog', { name: shop.name });
    expect(within(dialog).getAllByRole('img', { name: /photo/ })).toHaveLength(6);
    expect(within(dialog).getByText('+3 more')).toBeInTheDocument();
    const service = servicesOf(shop)[0]!;
    const book = await within(dialog).findByRole('link', { name: `Book ${service.name}` });
    expect(book).toHaveAttribute(
      'href',
      `/booking/${shop.id}?service=${encodeURIComponent(service.id)}`,
    );
    expect(
      within(dialog).getByRole('progressbar', { name: '5 stars: 60% of reviews' }),
    ).toBeVisible();
    expect(
      within(dialog).getByRole('progressbar', { name: '4 stars: 30% of reviews' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      `/booking/${shop.id}`,
    );
    const directions = within(dialog).getByRole('link', { name: 'Directions' });
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions.getAttribute('href')).toContain(encodeURIComponent(shop.location.address));
  });

  it('shows the fallbacks for a shop with little data', async () => {
    const shop = {
      ...catalogueShop(1),
      photos: [],
      description: '',
      phone: '',
      email: '',
      services: [],
      reviewCount: 0,
      rating: 0,
      ratingDistribution: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 },
    };
    server.use(...detailsHandlers(shop, []));
    await renderWithProviders(
      withPageCopy(<ShopDetailsDialog shopId={shop.id} onClose={() => {}} />),
    );
    const dialog = await screen.findByRole('dialog', { name: shop.name });
    expect(within(dialog).getByText('No description available.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Not available')).toHaveLength(3); // phone, email, price range
    expect(within(dialog).getByText('N/A')).toBeInTheDocument();
    expect(await within(dialog).findByText('No services listed yet.')).toBeInTheDocument();
    expect(within(dialog).getByText('No reviews yet.')).toBeInTheDocument();
  });

  it('shows the shop handed in at once and says so when the shop does not exist', async () => {
    const shop = catalogueShop(2);
    server.use(...detailsHandlers(catalogueShop(3)));
    const onClose = vi.fn();
    const { user } = await renderWithProviders(
      withPageCopy(<ShopDetailsDialog shopId={shop.id} initialShop={shop} onClose={onClose} />),
    );
    expect(screen.getByRole('dialog', { name: shop.name })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Shop not found' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(onClose).toHaveBeenCalled();
  });

  it('copies the page address when the device cannot share', async () => {
    const shop = catalogueShop(0);
    server.use(...detailsHandlers(shop));
    const { user } = await renderWithProviders(
      withPageCopy(<ShopDetailsDialog shopId={shop.id} onClose={() => {}} />),
    );
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });
});
