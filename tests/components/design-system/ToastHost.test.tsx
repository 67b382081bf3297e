import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_REMOVAL_MS, type ToastKind } from '@/domain/constants';
import { ToastHost, toastDuration, toastSeverity, type ToastItem } from '@design-system/components';
import { renderDs } from './render';

const labels = { close: 'Dismiss notification', region: 'Notifications' };

function Host({
  initial,
  onDismiss,
  maxVisible,
}: {
  initial: ToastItem[];
  onDismiss: (id: string) => void;
  maxVisible?: number;
}) {
  const [toasts, setToasts] = useState(initial);
  return (
    <ToastHost
      toasts={toasts}
      labels={labels}
      maxVisible={maxVisible}
      onDismiss={(id) => {
        onDismiss(id);
        setToasts((q) => q.filter((t) => t.id !== id));
      }}
    />
  );
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('toastDuration / toastSeverity', () => {
  it('uses TOAST_DURATION_MS per kind', () => {
    expect(TOAST_DURATION_MS).toEqual({
      default: 3000,
      error: 5000,
      bookingConfirmed: 4000,
      favoriteAdded: 2000,
      connectionRestored: 2000,
      manual: 4000,
    });
    for (const kind of Object.keys(TOAST_DURATION_MS) as ToastKind[])
      expect(toastDuration({ kind })).toBe(TOAST_DURATION_MS[kind]);
    expect(toastDuration({ kind: 'error', durationMs: null })).toBeNull();
    expect(toastDuration({ kind: 'default', durationMs: 1000 })).toBe(1000);
  });
  it('maps kinds to tones', () => {
    expect(toastSeverity({ kind: 'error' })).toBe('error');
    expect(toastSeverity({ kind: 'bookingConfirmed' })).toBe('success');
    expect(toastSeverity({ kind: 'default' })).toBe('info');
    expect(toastSeverity({ kind: 'default', severity: 'warning' })).toBe('warning');
  });
});

describe('ToastHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(Object.entries(TOAST_DURATION_MS) as [ToastKind, number][])(
    '%s stays %i ms, then leaves over 300 ms',
    (kind, duration) => {
      const onDismiss = vi.fn();
      renderDs(
        <Host initial={[{ id: 'a', kind, message: `A ${kind} toast` }]} onDismiss={onDismiss} />,
      );
      expect(screen.getByText(`A ${kind} toast`)).toBeInTheDocument();
      advance(duration - 1);
      expect(screen.getByTestId('toast')).not.toHaveAttribute('data-leaving');
      advance(1);
      expect(screen.getByTestId('toast')).toHaveAttribute('data-leaving', 'true');
      expect(onDismiss).not.toHaveBeenCalled();
      advance(TOAST_REMOVAL_MS);
      expect(onDismiss).toHaveBeenCalledWith('a');
      expect(screen.queryByTestId('toast')).toBeNull();
    },
  );

  it('is a labelled polite live region; errors are alerts', () => {
    renderDs(
      <Host
        initial={[
          { id: 'a', kind: 'default', message: 'Saved' },
          { id: 'b', kind: 'error', message: 'Failed' },
        ]}
        onDismiss={vi.fn()}
      />,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
  });

  it('close button removes after the 300 ms exit', () => {
    const onDismiss = vi.fn();
    renderDs(
      <Host initial={[{ id: 'a', kind: 'manual', message: 'Hello' }]} onDismiss={onDismiss} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    advance(TOAST_REMOVAL_MS - 1);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('persistent toasts (durationMs null) stay until closed, and their action works', () => {
    const onDismiss = vi.fn();
    const retry = vi.fn();
    renderDs(
      <Host
        initial={[
          {
            id: 'lost',
            kind: 'error',
            message: 'Network connection lost.',
            durationMs: null,
            action: { label: 'Retry', onClick: retry },
          },
        ]}
        onDismiss={onDismiss}
      />,
    );
    advance(60_000);
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });

  it('queues: shows maxVisible at a time, the next starts when one leaves', () => {
    const onDismiss = vi.fn();
    renderDs(
      <Host
        maxVisible={2}
        initial={[
          { id: '1', kind: 'favoriteAdded', message: 'one' },
          { id: '2', kind: 'error', message: 'two' },
          { id: '3', kind: 'favoriteAdded', message: 'three' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
    expect(screen.queryByText('three')).toBeNull();
    advance(2000 + TOAST_REMOVAL_MS);
    expect(onDismiss).toHaveBeenCalledWith('1');
    expect(screen.getByText('three')).toBeInTheDocument();
    advance(2000 - 1);
    expect(screen.getByText('three').closest('[data-testid="toast"]')).not.toHaveAttribute(
      'data-leaving',
    );
    advance(1 + TOAST_REMOVAL_MS);
    expect(onDismiss).toHaveBeenCalledWith('3');
  });

  it('pauses while hovered', () => {
    const onDismiss = vi.fn();
    renderDs(
      <Host initial={[{ id: 'a', kind: 'default', message: 'Hover me' }]} onDismiss={onDismiss} />,
    );
    advance(1000);
    fireEvent.mouseEnter(screen.getByTestId('toast'));
    advance(10_000);
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByTestId('toast'));
    advance(2000 + TOAST_REMOVAL_MS);
    expect(onDismiss).toHaveBeenCalledWith('a');
  });
});
