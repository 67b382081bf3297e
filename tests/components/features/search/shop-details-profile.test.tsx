import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { EMPTY_PUBLIC_PROFILE, type ShopPublicProfile } from '@/domain/shop-public-profile';
import { ShopDetailsDialog } from '@/features/search/details';
import { renderWithProviders } from '../../app/test-utils';
import { catalogueShop, detailsHandlers, withPageCopy } from './details-fixtures';

const PROFILE: ShopPublicProfile = {
  website: 'https://aurora.example/book',
  instagram: 'salone.aurora',
  socialLinks: {
    ...EMPTY_PUBLIC_PROFILE.socialLinks,
    facebook: 'https://facebook.com/aurora',
    tiktok: 'https://tiktok.com/@aurora',
  },
  specialties: ['Balayage', 'Keratin'],
  languages: ['Italiano', 'English'],
  paymentMethods: ['cash', 'satispay'],
  certifications: ['Aveda Certified Salon'],
  awards: ['Best of Monti 2025'],
  yearsOfExperience: 14,
};

async function openDetails(shop: ReturnType<typeof catalogueShop>) {
  server.use(...detailsHandlers(shop));
  await renderWithProviders(
    withPageCopy(<ShopDetailsDialog shopId={shop.id} onClose={() => {}} />),
  );
  return screen.findByRole('dialog', { name: shop.name });
}

describe('ShopDetailsDialog: the owner’s profile', () => {
  it('shows the logo, experience, specialties, languages, payment, honours and safe links', async () => {
    const shop = {
      ...catalogueShop(0),
      logo: '/api/shops/x/photos/logo-thumb.webp',
      profile: PROFILE,
    };
    const dialog = await openDetails(shop);
    expect(within(dialog).getByTestId('shop-logo')).toHaveAttribute('src', shop.logo);
    const part = within(dialog).getByRole('heading', { name: 'Good to know' }).parentElement!;
    const facts = within(part);
    expect(facts.getByText('14 years')).toBeInTheDocument();
    expect(facts.getByText('Balayage')).toBeInTheDocument();
    expect(facts.getByText('Italiano and English')).toBeInTheDocument();
    expect(facts.getByText('Satispay')).toBeInTheDocument();
    expect(facts.getByText('Aveda Certified Salon')).toBeInTheDocument();
    expect(facts.getByText('Best of Monti 2025')).toBeInTheDocument();
    const links = facts.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://aurora.example/book',
      'https://facebook.com/aurora',
      'https://www.instagram.com/salone.aurora/',
      'https://tiktok.com/@aurora',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(facts.getByRole('link', { name: /@salone\.aurora/ })).toHaveAccessibleName(
      '@salone.aurora (opens in a new tab)',
    );
  });

  it('never links anything but http(s), even when a profile carries it', async () => {
    const shop = {
      ...catalogueShop(0),
      profile: {
        ...EMPTY_PUBLIC_PROFILE,
        website: 'javascript:alert(1)',
        socialLinks: {
          ...EMPTY_PUBLIC_PROFILE.socialLinks,
          facebook: 'data:text/html,hi',
          x: 'https://x.com/aurora',
        },
      },
    };
    const dialog = await openDetails(shop);
    const part = within(dialog).getByRole('heading', { name: 'Good to know' }).parentElement!;
    expect(
      within(part)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['https://x.com/aurora']);
  });

  it('leaves the part and the logo out when the owner wrote nothing', async () => {
    const shop = { ...catalogueShop(0), logo: null, profile: EMPTY_PUBLIC_PROFILE };
    const dialog = await openDetails(shop);
    expect(within(dialog).queryByRole('heading', { name: 'Good to know' })).toBeNull();
    expect(within(dialog).queryByTestId('shop-logo')).toBeNull();
  });
});
