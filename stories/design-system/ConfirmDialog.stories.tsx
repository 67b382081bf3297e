import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { fn } from 'storybook/test';
import { useDeleteAccountDialogLabels } from '@/lib/ui/profile-labels';
import { ConfirmDialog } from '@design-system/components/ConfirmDialog/ConfirmDialog';
import { useT } from './support/labels';

function LocalizedConfirmDialog(
  props: Omit<ComponentProps<typeof ConfirmDialog>, 'title' | 'description' | 'labels'>,
) {
  const t = useT();
  const labels = useDeleteAccountDialogLabels();
  return (
    <ConfirmDialog
      {...props}
      title={t('profile.delete.confirmTitle')}
      description={t('profile.delete.confirmBody')}
      labels={labels}
    />
  );
}

const meta = {
  title: 'Design System/ConfirmDialog',
  component: LocalizedConfirmDialog,
  args: { open: true, onClose: fn(), onConfirm: fn(), tone: 'danger' },
} satisfies Meta<typeof LocalizedConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Busy: Story = { args: { busy: true } };
export const Primary: Story = { args: { tone: 'primary' } };
