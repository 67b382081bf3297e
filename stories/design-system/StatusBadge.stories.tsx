import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { StatusBadge, type StatusBadgeProps } from '@design-system/components';
import type { ShopOpenStatus } from '@/domain/shop';
import { useShopCardLabels } from './support/labels';

function LocalizedStatusBadge(props: Omit<StatusBadgeProps, 'label'>) {
  const labels = useShopCardLabels();
  const status = (
    ['open', 'closed', 'busy'].includes(props.status ?? '') ? props.status : 'unknown'
  ) as ShopOpenStatus;
  return <StatusBadge {...props} label={labels.status[status]} />;
}

const meta = {
  title: 'Design System/StatusBadge',
  component: LocalizedStatusBadge,
  args: { status: 'open' },
  argTypes: { status: { control: 'inline-radio', options: ['open', 'closed', 'busy', 'unknown'] } },
} satisfies Meta<typeof LocalizedStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = { args: { status: 'open' } };
export const Closed: Story = { args: { status: 'closed' } };
export const Busy: Story = { args: { status: 'busy' } };
export const Unknown: Story = { args: { status: null } };
export const AllStatuses: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {(['open', 'closed', 'busy', 'unknown'] as const).map((s) => (
        <LocalizedStatusBadge key={s} status={s} size="medium" />
      ))}
    </Stack>
  ),
};
