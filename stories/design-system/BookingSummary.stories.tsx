import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import { BookingSummary, type BookingSummaryProps } from '@design-system/components';
import { useBookingSummaryLabels } from '@/lib/ui/booking-labels';

type HarnessProps = Omit<BookingSummaryProps, 'labels' | 'continueLabel' | 'hint'> & {
  /** message id of the hint under the button */
  hintId?: string;
};

function LocalizedSummary({ hintId, ...props }: HarnessProps) {
  const intl = useIntl();
  return (
    <Box sx={{ maxWidth: 360 }}>
      <BookingSummary
        {...props}
        continueLabel={intl.formatMessage({ id: 'booking.continue' })}
        hint={hintId ? intl.formatMessage({ id: hintId }) : null}
        labels={useBookingSummaryLabels()}
      />
    </Box>
  );
}

const services = [
  { id: 'cut', name: 'Women’s cut & blow-dry', duration: 45, price: 35 },
  { id: 'treatment', name: 'Keratin treatment', duration: 45, price: 49.5 },
];

/**
 * The booking recap (spec 02 §2.4): sticky beside the flow on large screens, a bar at the bottom on phones
 * (use the viewport toolbar to see it).
 */
const meta = {
  title: 'Design System/BookingSummary',
  component: LocalizedSummary,
  args: {
    shopName: 'Bella Vita Hair Studio',
    services: [],
    date: null,
    time: null,
    totalPrice: 0,
    totalDuration: 0,
    canContinue: false,
    onContinue: fn(),
  },
} satisfies Meta<typeof LocalizedSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Default: Story = { args: { hintId: 'booking.hint.incomplete' } };
/** Services chosen, date and time still missing. */
export const Filled: Story = {
  args: {
    services,
    date: '2026-03-12',
    totalPrice: 84.5,
    totalDuration: 90,
    hintId: 'booking.hint.incomplete',
  },
};
export const ReadyToContinue: Story = {
  args: {
    services,
    date: '2026-03-12',
    time: '10:30',
    staffName: 'Giulia Romano',
    totalPrice: 84.5,
    totalDuration: 90,
    canContinue: true,
  },
};
export const Busy: Story = { args: { ...ReadyToContinue.args, busy: true } };
