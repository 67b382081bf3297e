import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MapResultList, type MapResultListProps } from '@design-system/components';
import { shopCatalogue } from '@mocks/data/shops';
import { renderDs } from './render';

const shops = shopCatalogue()
  .slice(0, 3)
  .map((shop, i) => ({ ...shop, distance: i === 0 ? 1.26 : null }));

const labels: MapResultListProps['labels'] = {
  title: 'Shops on the map',
  businessType: {
    salon: 'Hair salon',
    barbershop: 'Barbershop',
    spa: 'Spa',
    nail_salon: 'Nail salon',
    beauty_clinic: 'Beauty clinic',
    massage: 'Massage',
  },
  rating: (value) => `Rated ${value}`,
  reviews: (count) => `${count} reviews`,
  noRating: 'No ratings yet',
  distance: (distance) => `${distance} away`,
};

function renderList(overrides: Partial<MapResultListProps> = {}) {
  const props: MapResultListProps = {
    shops,
    activeId: null,
    selectedId: null,
    labels,
    onActivate: vi.fn(),
    onSelect: vi.fn(),
    ...overrides,
  };
  renderDs(<MapResultList {...props} />);
  const list = screen.getByRole('navigation', { name: 'Shops on the map' });
  return { props, items: within(list).getAllByRole('button') };
}

describe('MapResultList', () => {
  it('lists every shop with its type, distance and address', () => {
    const { items } = renderList();
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(shops[0]!.name);
    expect(items[0]).toHaveTextContent('1.3 km away');
    expect(items[0]).toHaveTextContent(shops[0]!.location.address);
    expect(items[1]).not.toHaveTextContent('away');
  });

  it('reports pointing (mouse and keyboard focus) and choosing', () => {
    const { props, items } = renderList();
    fireEvent.mouseEnter(items[1]!);
    expect(props.onActivate).toHaveBeenLastCalledWith(shops[1]!.id);
    fireEvent.focus(items[2]!);
    expect(props.onActivate).toHaveBeenLastCalledWith(shops[2]!.id);
    fireEvent.blur(items[2]!);
    expect(props.onActivate).toHaveBeenLastCalledWith(null);
    fireEvent.click(items[0]!);
    expect(props.onSelect).toHaveBeenCalledWith(shops[0]!.id);
  });

  it('marks the shop pointed at on the map and the chosen one', () => {
    const { items } = renderList({ activeId: shops[1]!.id, selectedId: shops[2]!.id });
    expect(items[1]).toHaveAttribute('data-active', 'true');
    expect(items[0]).not.toHaveAttribute('data-active');
    expect(items[2]).toHaveAttribute('aria-current', 'true');
    expect(items[2]).toHaveClass('Mui-selected');
  });
});
