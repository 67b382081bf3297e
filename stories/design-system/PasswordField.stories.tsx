import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from '@design-system/components';
import { usePasswordFieldLabels } from '@/lib/ui/auth-labels';

type LocalizedProps = Omit<PasswordFieldProps, 'toggleLabels' | 'label' | 'helperText'> & {
  /** a message id for the helper text (stories only) */
  helperId?: string;
};

function LocalizedPasswordField({ helperId, value: initial, ...props }: LocalizedProps) {
  const intl = useIntl();
  const [value, setValue] = useState(String(initial ?? ''));
  return (
    <PasswordField
      {...props}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      label={intl.formatMessage({ id: 'auth.password' })}
      helperText={helperId ? intl.formatMessage({ id: helperId }) : undefined}
      toggleLabels={usePasswordFieldLabels()}
    />
  );
}

const meta = {
  title: 'Design System/PasswordField',
  component: LocalizedPasswordField,
  args: { fullWidth: true, autoComplete: 'new-password', onVisibleChange: fn() },
} satisfies Meta<typeof LocalizedPasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { value: 'Secret123' } };
export const Visible: Story = { args: { value: 'Secret123', visible: true } };
export const WithError: Story = {
  args: { value: 'abc', error: true, helperId: 'passwordRequirements' },
};
export const Disabled: Story = { args: { value: 'Secret123', disabled: true } };
export const WithoutToggle: Story = { args: { value: 'Secret123', hideToggle: true } };
