import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordChecklist, type PasswordChecklistProps } from '@design-system/components';
import { usePasswordChecklistLabels } from '@/lib/ui/auth-labels';

function LocalizedPasswordChecklist(props: Omit<PasswordChecklistProps, 'labels'>) {
  return <PasswordChecklist {...props} labels={usePasswordChecklistLabels()} />;
}

const meta = {
  title: 'Design System/PasswordChecklist',
  component: LocalizedPasswordChecklist,
  args: { password: '' },
} satisfies Meta<typeof LocalizedPasswordChecklist>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: every requirement unmet. */
export const Default: Story = {};
export const PartlyMet: Story = { args: { password: 'secret' } };
export const AlmostMet: Story = { args: { password: 'Secret1' } };
export const AllMet: Story = { args: { password: 'Secret123' } };
