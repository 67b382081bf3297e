import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShopDetailsDialog } from '@/features/search/details/shop-details-dialog';
import { withStoryShell } from '../support/story-shell';
import { detailsHandlers, fullShop, sparseShop } from './details-fixtures';

/** The shop details modal (spec 02 §2.3): loads GET /api/shops/{id} and its services (MSW here). */
const meta = {
  title: 'Features/Search/ShopDetailsDialog',
  component: ShopDetailsDialog,
  decorators: [withStoryShell],
  args: { shopId: fullShop.id, onClose: fn() },
  parameters: { msw: { handlers: detailsHandlers({ shop: fullShop }) } },
} satisfies Meta<typeof ShopDetailsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: detailsHandlers('loading') } } };
/** The result card's copy shows at once while the full shop loads. */
export const FromResultCard: Story = {
  args: { initialShop: fullShop },
  parameters: { msw: { handlers: detailsHandlers('loading') } },
};
export const SparseData: Story = {
  args: { shopId: sparseShop.id },
  parameters: { msw: { handlers: detailsHandlers({ shop: sparseShop }) } },
};
export const NotFound: Story = {
  args: { shopId: 'no-such-shop' },
  parameters: { msw: { handlers: detailsHandlers('notFound') } },
};
export const SignedInCustomer: Story = { parameters: { shell: { role: 'customer' } } };
