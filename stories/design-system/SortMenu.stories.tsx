import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SEARCH_SORTS, type SearchSort } from '@/domain/search';
import { SortMenu } from '@design-system/components/SortMenu/SortMenu';
import { useSortMenuLabels } from '@/lib/ui/search-labels';

function Harness({
  initial,
  all = false,
  onChange,
}: {
  initial: SearchSort;
  all?: boolean;
  onChange: (sort: SearchSort) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <SortMenu
      value={value}
      labels={useSortMenuLabels()}
      {...(all ? { options: SEARCH_SORTS } : {})}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** The search header's sort menu (spec 02 §2.1): the header's five sorts, or all eight of the store. */
const meta = {
  title: 'Design System/SortMenu',
  component: Harness,
  args: { initial: 'relevance', onChange: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ByPriceLowToHigh: Story = { args: { initial: 'price_low' } };
export const AllSorts: Story = { args: { initial: 'reviews', all: true } };
