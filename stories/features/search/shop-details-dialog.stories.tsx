import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShopDetailsDialog } from '@/features/search/details/shop-details-dialog';
import { withStoryShell } from '../support/story-shell';
import { detailsHandlers, fullShop, shopWithoutProfile, sparseShop } from './details-fixtures';

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

/** Logo, and the whole profile: experience, specialties, languages, payment, honours and every link. */
export const Default: Story = {};
/** The owner wrote none of the profile and set no logo: no logo, no "Good to know" part. */
export const WithoutProfile: Story = {
  args: { shopId: shopWithoutProfile.id },
  parameters: { msw: { handlers: detailsHandlers({ shop: shopWithoutProfile }) } },
};
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
