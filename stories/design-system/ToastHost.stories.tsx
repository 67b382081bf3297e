import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { fn } from 'storybook/test';
import { TOAST_DURATION_MS, type ToastKind } from '@/domain/constants';
import { ToastHost, type ToastHostProps, type ToastItem } from '@design-system/components';
import { useT, useToastHostLabels } from './support/labels';

const KINDS = Object.keys(TOAST_DURATION_MS) as ToastKind[];

type Props = Omit<ToastHostProps, 'labels' | 'toasts'> & {
  kinds: (ToastKind | 'connectionLost')[];
};

let counter = 0;

/** Holds a real queue: toasts time out per kind and are removed; the buttons add more. */
function LocalizedToastHost({ kinds, onDismiss, ...rest }: Props) {
  const t = useT();
  const make = (kind: ToastKind | 'connectionLost'): ToastItem => {
    counter += 1;
    if (kind === 'connectionLost') {
      return {
        id: `t${counter}`,
        kind: 'error',
        message: t('toast.connectionLost'),
        durationMs: null,
        action: { label: t('toast.retry'), onClick: () => {} },
      };
    }
    const message =
      kind === 'connectionRestored' ? t('toast.connectionRestored') : t(`toast.sample.${kind}`);
    return { id: `t${counter}`, kind, message };
  };
  const [toasts, setToasts] = useState<ToastItem[]>(() => kinds.map(make));
  return (
    <Box sx={{ minHeight: 320 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {KINDS.map((kind) => (
          <Button
            key={kind}
            size="small"
            variant="outlined"
            onClick={() => setToasts((q) => [...q, make(kind)])}
          >
            {kind}
          </Button>
        ))}
      </Box>
      <ToastHost
        {...rest}
        toasts={toasts}
        labels={useToastHostLabels()}
        onDismiss={(id) => {
          setToasts((q) => q.filter((x) => x.id !== id));
          onDismiss(id);
        }}
      />
    </Box>
  );
}

const meta = {
  title: 'Design System/ToastHost',
  component: LocalizedToastHost,
  args: { kinds: ['default'], onDismiss: fn() },
} satisfies Meta<typeof LocalizedToastHost>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ErrorToast: Story = { args: { kinds: ['error'] } };
export const BookingConfirmed: Story = { args: { kinds: ['bookingConfirmed'] } };
export const FavoriteAdded: Story = { args: { kinds: ['favoriteAdded'] } };
export const ConnectionRestored: Story = { args: { kinds: ['connectionRestored'] } };
export const Manual: Story = { args: { kinds: ['manual'] } };
export const PersistentWithAction: Story = { args: { kinds: ['connectionLost'] } };
export const Queue: Story = {
  args: { kinds: ['bookingConfirmed', 'favoriteAdded', 'error', 'default'], maxVisible: 3 },
};
export const TopRight: Story = {
  args: { kinds: ['default', 'favoriteAdded'], position: 'top-right' },
};
