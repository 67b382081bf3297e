import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShopReviewList } from '@/features/admin/components/shop-review-list';
import { seedAdminShops } from '@mocks/data/profile';
import { withStoryShell } from '../support/story-shell';

const shops = seedAdminShops();

const meta = {
  title: 'Features/Admin/ShopReviewList',
  component: ShopReviewList,
  decorators: [withStoryShell],
  args: {
    shops: shops.filter((s) => s.approvalStatus === 'pending'),
    onApprove: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof ShopReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Approving: Story = { args: { busyId: 'shop-pending-1' } };
export const Reviewed: Story = {
  args: { shops: shops.filter((s) => s.approvalStatus !== 'pending') },
};
