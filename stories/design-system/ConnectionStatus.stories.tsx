import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import { ConnectionStatus, type ConnectionStatusKind } from '@design-system/components';

/** The shop area's words for each state (src/features/shop-operations/live/shop-live-status.tsx). */
function LocalizedConnectionStatus({
  status,
  seconds = 6,
  onRetry,
}: {
  status: ConnectionStatusKind;
  seconds?: number;
  onRetry?: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `shopOps.live.${id}` }, values);
  return (
    <ConnectionStatus
      status={status}
      label={t(status)}
      detail={status === 'retrying' ? t('retryIn', { seconds }) : undefined}
      retryLabel={status === 'closed' ? t('retry') : undefined}
      onRetry={status === 'closed' ? onRetry : undefined}
    />
  );
}

const meta = {
  title: 'Design System/ConnectionStatus',
  component: LocalizedConnectionStatus,
  args: { status: 'connected', onRetry: fn() },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['connecting', 'connected', 'retrying', 'closed'],
    },
  },
} satisfies Meta<typeof LocalizedConnectionStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Connecting: Story = { args: { status: 'connecting' } };
export const Connected: Story = { args: { status: 'connected' } };
/** Waiting before the next attempt: the countdown is shown, not announced. */
export const Retrying: Story = { args: { status: 'retrying', seconds: 12 } };
/** The attempts ran out: Retry connects again at once. */
export const Closed: Story = {
  args: { status: 'closed' },
  play: async ({ args, canvasElement }) => {
    const button = canvasElement.querySelector('button');
    if (!button) throw new Error('no Retry button');
    button.click();
    if ((args.onRetry as ReturnType<typeof fn>).mock.calls.length !== 1)
      throw new Error('Retry did not call onRetry');
  },
};
export const AllStates: Story = {
  render: (args) => (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {(['connecting', 'connected', 'retrying', 'closed'] as const).map((status) => (
        <LocalizedConnectionStatus key={status} status={status} onRetry={args.onRetry} />
      ))}
    </Stack>
  ),
};
