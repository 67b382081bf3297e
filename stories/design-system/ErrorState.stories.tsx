import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState, type ErrorStateProps } from '@design-system/components';
import { useT } from './support/labels';

function LocalizedErrorState(props: Omit<ErrorStateProps, 'title' | 'description' | 'retryLabel'>) {
  const t = useT();
  return (
    <ErrorState
      {...props}
      title={t('errorState.title')}
      description={t('errorState.description')}
      retryLabel={t('errorState.retry')}
    />
  );
}

const meta = {
  title: 'Design System/ErrorState',
  component: LocalizedErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof LocalizedErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const WithoutRetry: Story = { args: { onRetry: undefined } };
export const Dense: Story = { args: { dense: true } };
