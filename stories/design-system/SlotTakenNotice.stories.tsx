import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SlotTakenNotice, type SlotTakenNoticeProps } from '@design-system/components';
import { useSlotTakenNoticeLabels } from '@/lib/ui/booking-dialog-labels';

function LocalizedSlotTakenNotice(props: Omit<SlotTakenNoticeProps, 'labels'>) {
  return <SlotTakenNotice {...props} labels={useSlotTakenNoticeLabels()} />;
}

const meta = {
  title: 'Design System/SlotTakenNotice',
  component: LocalizedSlotTakenNotice,
  args: {
    alternatives: [
      { date: '2026-06-12', time: '11:00' },
      { date: '2026-06-12', time: '14:30' },
      { date: '2026-06-13', time: '09:30' },
    ],
    onPick: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof LocalizedSlotTakenNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoAlternatives: Story = { args: { alternatives: [] } };
export const Loading: Story = { args: { alternatives: [], loading: true } };
