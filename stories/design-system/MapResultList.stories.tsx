import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import Box from '@mui/material/Box';
import { MapResultList, type MapResultListProps } from '@design-system/components';
import { useMapShopCardLabels } from '@/lib/ui/shop-details-labels';
import { shopCatalogue } from '@mocks/data/shops';

function LocalizedMapResultList(props: Omit<MapResultListProps, 'labels'>) {
  const intl = useIntl();
  const card = useMapShopCardLabels();
  return (
    <Box sx={{ height: 420, width: 320 }}>
      <MapResultList
        {...props}
        labels={{ ...card, title: intl.formatMessage({ id: 'map.listTitle' }) }}
      />
    </Box>
  );
}

const shops = shopCatalogue()
  .slice(0, 8)
  .map((shop, i) => ({ ...shop, distance: i === 3 ? null : 0.4 + i * 0.7 }));

/**
 * The shops beside the map (spec 02 §2.2, wide screens): the shop pointed at on the map is highlighted, the
 * chosen one selected; pointing at or choosing one here is reported.
 */
const meta = {
  title: 'Design System/MapResultList',
  component: LocalizedMapResultList,
  args: { shops, activeId: null, selectedId: null, onActivate: fn(), onSelect: fn() },
} satisfies Meta<typeof LocalizedMapResultList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PointedAtOnTheMap: Story = { args: { activeId: shops[2]!.id } };
export const Selected: Story = { args: { selectedId: shops[5]!.id } };
export const Empty: Story = { args: { shops: [] } };
