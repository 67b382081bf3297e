import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { BookingStatusChip, type BookingStatusChipProps } from '@design-system/components';
import { BOOKING_STATUSES } from '@/domain/booking';
import { useBookingCardLabels } from '@/lib/ui/booking-dialog-labels';

function LocalizedBookingStatusChip(props: Omit<BookingStatusChipProps, 'label'>) {
  const labels = useBookingCardLabels();
  return <BookingStatusChip {...props} label={labels.status[props.status]} />;
}

const meta = {
  title: 'Design System/BookingStatusChip',
  component: LocalizedBookingStatusChip,
  args: { status: 'confirmed' },
  argTypes: { status: { control: 'select', options: [...BOOKING_STATUSES] } },
} satisfies Meta<typeof LocalizedBookingStatusChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {};
export const Pending: Story = { args: { status: 'pending' } };
export const NoShow: Story = { args: { status: 'no-show' } };
/** All eight statuses side by side: each wears a themed pair checked for contrast, and its text. */
export const AllStatuses: Story = {
  render: () => (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      {BOOKING_STATUSES.map((status) => (
        <LocalizedBookingStatusChip key={status} status={status} />
      ))}
    </Stack>
  ),
};
