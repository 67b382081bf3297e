import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchMapView, type SearchMapViewProps } from '@/features/search/details';
import { renderWithProviders } from '../../app/test-utils';
import { catalogueShop, withPageCopy } from './details-fixtures';

function props(overrides: Partial<SearchMapViewProps> = {}): SearchMapViewProps {
  return {
    shops: [],
    origin: null,
    radiusKm: 10,
    onRadiusChange: vi.fn(),
    onViewDetails: vi.fn(),
    onBookNow: vi.fn(),
    onLocate: vi.fn(),
    locating: false,
    ...overrides,
  };
}

const origin = { latitude: 41.9028, longitude: 12.4964 };

describe('SearchMapView', () => {
  it('puts a marker only on shops with coordinates and opens a card for the chosen one', async () => {
    const placed = { ...catalogueShop(0), distance: 1.234 };
    const unplaced = {
      ...catalogueShop(1),
      location: { ...catalogueShop(1).location, latitude: null, longitude: null },
    };
    const p = props({ shops: [placed, unplaced], origin });
    const { user } = await renderWithProviders(withPageCopy(<SearchMapView {...p} />));

    const marker = await screen.findByRole('button', { name: placed.name });
    expect(screen.queryByRole('button', { name: unplaced.name })).not.toBeInTheDocument();
    await user.click(marker);
    expect(await screen.findByTestId('popup-distance')).toHaveTextContent('1.2 km away');
    const card = screen.getByRole('region', { name: placed.name });
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    expect(p.onViewDetails).toHaveBeenCalledWith(placed);
    await user.click(within(card).getByRole('button', { name: 'Book Now' }));
    expect(p.onBookNow).toHaveBeenCalledWith(placed);
    await user.click(within(card).getByRole('button', { name: 'Close shop card' }));
    expect(screen.queryByRole('region', { name: placed.name })).not.toBeInTheDocument();
  });

  it('says nothing is nearby when the list is empty around a known position', async () => {
    await renderWithProviders(withPageCopy(<SearchMapView {...props({ origin })} />));
    expect(
      await screen.findByText(
        'No shops found nearby. Try expanding your search radius or search in a different area.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Centre on my location' })).toBeInTheDocument();
    expect(screen.getByText(/Map tiles are not configured/)).toBeInTheDocument();
  });

  it('asks for the position instead of centring when it is unknown, and reports radius changes', async () => {
    const p = props();
    const { user } = await renderWithProviders(withPageCopy(<SearchMapView {...p} />));
    expect(await screen.findByRole('button', { name: 'Use my location' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Centre on my location' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No shops found nearby/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(p.onLocate).toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: 'Radius' }));
    await user.click(await screen.findByRole('option', { name: '25 km' }));
    await waitFor(() => expect(p.onRadiusChange).toHaveBeenCalledWith(25));
  });
});
