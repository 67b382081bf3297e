import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmptyState, type EmptyStateProps } from '@design-system/components';
import { useT } from './support/labels';

type Props = Omit<EmptyStateProps, 'title' | 'description' | 'action' | 'secondaryAction'> & {
  withActions?: boolean;
  onClear?: () => void;
};

function LocalizedEmptyState({ withActions = false, onClear, ...rest }: Props) {
  const t = useT();
  return (
    <EmptyState
      {...rest}
      title={t('emptyState.shops.title')}
      description={t('emptyState.shops.description')}
      action={withActions ? { label: t('emptyState.clearFilters'), onClick: onClear } : undefined}
      secondaryAction={
        withActions ? { label: t('emptyState.viewAll'), href: '/search' } : undefined
      }
    />
  );
}

const meta = {
  title: 'Design System/EmptyState',
  component: LocalizedEmptyState,
  args: { onClear: fn(), onNavigate: fn() },
} satisfies Meta<typeof LocalizedEmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = { args: { withActions: true } };
export const Dense: Story = { args: { withActions: true, dense: true } };
