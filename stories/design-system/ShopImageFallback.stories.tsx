import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShopImageFallback } from '@design-system/components/ShopCard/ShopImageFallback';

/** A shop card's picture when the shop has no photo: the hero gradient, a storefront and the name's initial. */
function FallbackInCardFrame({ name }: { name: string }) {
  return (
    <Box sx={{ position: 'relative', width: 320, maxWidth: '100%', aspectRatio: '16 / 9' }}>
      <ShopImageFallback name={name} />
    </Box>
  );
}

const meta = {
  title: 'Design System/ShopImageFallback',
  component: FallbackInCardFrame,
  args: { name: 'Studio Bella' },
} satisfies Meta<typeof FallbackInCardFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NameWithSpaces: Story = { args: { name: '  élan Spa' } };
