import { describe, expect, it, vi } from 'vitest';
import type { Shop } from '@/domain/shop';
import { ShopResultCard } from '@design-system/components';
import { useShopResultCardLabels } from '@/lib/ui/search-labels';
import { shopCatalogue } from '@mocks/data/shops';
import { renderDs } from './render';

const shop: Shop = { ...shopCatalogue()[0]!, photos: ['/images/shops/salon-1.svg'] };

function Card({ priorityImage }: { priorityImage?: boolean }) {
  return (
    <ShopResultCard
      shop={shop}
      hoursText={null}
      labels={useShopResultCardLabels()}
      isFavorite={false}
      onToggleFavorite={vi.fn()}
      onViewDetails={vi.fn()}
      onBookNow={vi.fn()}
      {...(priorityImage === undefined ? {} : { priorityImage })}
    />
  );
}

/** The first result's photo is usually the largest thing on the first screen of /search (its LCP). */
describe('ShopResultCard photo loading', () => {
  it('loads a priority photo at once, with high fetch priority', () => {
    const { container } = renderDs(<Card priorityImage />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('loads any other photo lazily, as it nears the viewport', () => {
    const { container } = renderDs(<Card />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).not.toBe('high');
  });
});
