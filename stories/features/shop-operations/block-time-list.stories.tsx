import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlocksList } from '@/features/shop-operations/blocks';
import { withStoryShell } from '../support/story-shell';
import {
  BLOCK_DAY,
  BLOCK_SHOP_ID,
  DAY_BLOCKS,
  answerBlocks,
  withBlocks,
} from './block-time-story-data';

/** A day's blocked time with its reasons, each removable after a confirmation. */
const meta = {
  title: 'Features/ShopOperations/BlockTimeList',
  component: BlocksList,
  decorators: [withStoryShell],
  args: { shopId: BLOCK_SHOP_ID, date: BLOCK_DAY },
  parameters: { shell: { path: '/shop/personal#calendar', role: 'shop' } },
} satisfies Meta<typeof BlocksList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoBlocks: Story = { parameters: withBlocks(answerBlocks(DAY_BLOCKS)) };

export const NoBlocks: Story = { parameters: withBlocks(answerBlocks([])) };
