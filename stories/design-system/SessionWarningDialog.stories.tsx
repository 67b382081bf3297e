import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SessionWarningDialog, type SessionWarningDialogProps } from '@design-system/components';
import { useSessionWarningLabels } from './support/labels';

function LocalizedSessionWarningDialog(props: Omit<SessionWarningDialogProps, 'labels'>) {
  return <SessionWarningDialog {...props} labels={useSessionWarningLabels()} />;
}

const meta = {
  title: 'Design System/SessionWarningDialog',
  component: LocalizedSessionWarningDialog,
  args: { open: true, secondsLeft: 272, onExtend: fn(), onLogout: fn(), onDismiss: fn() },
  argTypes: { secondsLeft: { control: { type: 'range', min: 0, max: 300, step: 1 } } },
} satisfies Meta<typeof LocalizedSessionWarningDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Counting: Story = { args: { secondsLeft: 185 } };
export const LastMinute: Story = { args: { secondsLeft: 45 } };
export const Extending: Story = { args: { secondsLeft: 130, extending: true } };
export const Expired: Story = { args: { secondsLeft: 0 } };
