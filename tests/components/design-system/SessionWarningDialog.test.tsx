import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  SessionWarningDialog,
  formatCountdown,
  minutesRoundedUp,
  type SessionWarningDialogProps,
} from '@design-system/components';
import { useSessionWarningLabels } from '../../../stories/design-system/support/labels';
import { renderDs } from './render';

function Dialog(props: Omit<SessionWarningDialogProps, 'labels'>) {
  return <SessionWarningDialog {...props} labels={useSessionWarningLabels()} />;
}

const handlers = () => ({ onExtend: vi.fn(), onLogout: vi.fn(), onDismiss: vi.fn() });

describe('formatCountdown / minutesRoundedUp', () => {
  it.each([
    [300, '05:00'],
    [299, '04:59'],
    [125, '02:05'],
    [60, '01:00'],
    [59, '00:59'],
    [5, '00:05'],
    [0, '00:00'],
    [-3, '00:00'],
    [59.7, '00:59'],
  ])('%s s → %s', (s, text) => {
    expect(formatCountdown(s)).toBe(text);
  });
  it('rounds minutes up', () => {
    expect(minutesRoundedUp(300)).toBe(5);
    expect(minutesRoundedUp(241)).toBe(5);
    expect(minutesRoundedUp(240)).toBe(4);
    expect(minutesRoundedUp(1)).toBe(1);
    expect(minutesRoundedUp(0)).toBe(0);
  });
});

describe('SessionWarningDialog', () => {
  it('shows the countdown, the rounded-up minutes and the progress', () => {
    renderDs(<Dialog open secondsLeft={185} {...handlers()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Your session is about to expire' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByTestId('session-countdown')).toHaveTextContent('03:05');
    expect(
      screen.getByText('Your session will expire in 4 minutes. Do you want to stay signed in?'),
    ).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Time remaining' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo((185 / 300) * 100, 0);
    expect(bar).toHaveAttribute('aria-valuetext', '03:05');
  });

  it('uses the singular in the last minute (Italian too)', () => {
    renderDs(<Dialog open secondsLeft={45} {...handlers()} />, { locale: 'it' });
    expect(
      screen.getByText('La sessione scadrà tra 1 minuto. Vuoi restare connesso?'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('session-countdown')).toHaveTextContent('00:45');
  });

  it('extend, log out and dismiss call back', () => {
    const h = handlers();
    renderDs(<Dialog open secondsLeft={200} {...h} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(h.onExtend).toHaveBeenCalledTimes(1);
    expect(h.onLogout).toHaveBeenCalledTimes(1);
    expect(h.onDismiss).toHaveBeenCalledTimes(1);
  });

  it('Escape dismisses', () => {
    const h = handlers();
    renderDs(<Dialog open secondsLeft={200} {...h} />);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(h.onDismiss).toHaveBeenCalled();
  });

  it('while extending: shows "Extending…" and disables the buttons', () => {
    renderDs(<Dialog open secondsLeft={200} extending {...handlers()} />);
    expect(screen.getByRole('button', { name: 'Extending…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeDisabled();
  });

  it('renders nothing when closed', () => {
    renderDs(<Dialog open={false} secondsLeft={200} {...handlers()} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
