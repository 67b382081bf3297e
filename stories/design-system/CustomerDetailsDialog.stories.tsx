import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { fn } from 'storybook/test';
import { CustomerDetailsDialog, type CustomerDetailsDialogProps } from '@design-system/components';
import { useCustomerDetailsDialogLabels } from '@/lib/ui/booking-dialog-labels';

function LocalizedCustomerDetailsDialog(props: Omit<CustomerDetailsDialogProps, 'labels'>) {
  return <CustomerDetailsDialog {...props} labels={useCustomerDetailsDialogLabels()} />;
}

const recap = (
  <>
    <Typography variant="subtitle2" component="p">
      Bella Vita Hair Studio
    </Typography>
    <Typography variant="body2">Women’s cut & blow-dry · 60 min · €45.00</Typography>
    <Typography variant="body2" color="text.secondary">
      Friday 12 June 2026, 10:30
    </Typography>
  </>
);

const meta = {
  title: 'Design System/CustomerDetailsDialog',
  component: LocalizedCustomerDetailsDialog,
  args: {
    open: true,
    initialValues: {
      name: 'Giulia Rossi',
      email: 'giulia.rossi@example.com',
      phone: '+39 333 123 4567',
    },
    summary: recap,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof LocalizedCustomerDetailsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Prefilled from the account; accept the terms to enable Complete Booking. */
export const Default: Story = {};
/** Terms accepted and a reminder 2 hours before: Complete Booking is enabled. */
export const ReadyToComplete: Story = {
  args: {
    initialValues: {
      name: 'Giulia Rossi',
      email: 'giulia.rossi@example.com',
      phone: '+39 333 123 4567',
      acceptTerms: true,
      reminderHours: 2,
      specialRequests: 'Please use fragrance-free products.',
    },
  },
};
/** The account has no phone: Complete Booking stays disabled even with the terms accepted. */
export const EmptyPhone: Story = {
  args: {
    initialValues: {
      name: 'Giulia Rossi',
      email: 'giulia.rossi@example.com',
      phone: '',
      acceptTerms: true,
    },
  },
};
export const InvalidPhone: Story = {
  args: {
    initialValues: {
      name: 'Giulia Rossi',
      email: 'giulia.rossi@example.com',
      phone: '12-34',
      acceptTerms: true,
    },
    validateOnOpen: true,
  },
};
export const Submitting: Story = {
  args: {
    initialValues: {
      name: 'Giulia Rossi',
      email: 'giulia.rossi@example.com',
      phone: '+39 333 123 4567',
      acceptTerms: true,
    },
    submitting: true,
  },
};
export const WithError: Story = {
  args: {
    initialValues: {
      name: 'Giulia Rossi',
      email: 'giulia.rossi@example.com',
      phone: '+39 333 123 4567',
      acceptTerms: true,
    },
    error: 'Failed to create booking',
  },
};
