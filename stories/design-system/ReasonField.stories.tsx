import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ReasonField } from '@design-system/components/CancelBookingDialog/ReasonField';

/** The reason of a cancel or a move: a counter to BOOKING_REASON_MAX, required on the shop's side. */
function LocalizedReasonField({
  initial = '',
  required = false,
  disabled = false,
}: {
  initial?: string;
  required?: boolean;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const [value, setValue] = useState(initial);
  return (
    <ReasonField
      value={value}
      onChange={setValue}
      label={intl.formatMessage({ id: 'bookingUi.dialogs.cancel.reason' })}
      counter={(count, max) =>
        intl.formatMessage({ id: 'bookingUi.dialogs.details.counter' }, { count, max })
      }
      required={required}
      disabled={disabled}
    />
  );
}

const meta = {
  title: 'Design System/ReasonField',
  component: LocalizedReasonField,
} satisfies Meta<typeof LocalizedReasonField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Required: Story = { args: { required: true } };
export const Filled: Story = {
  args: { initial: 'The stylist is ill today; we are sorry for the short notice.' },
};
export const Disabled: Story = { args: { initial: 'Sent', disabled: true } };
