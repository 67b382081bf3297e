import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RescheduleDialog, type RescheduleDialogProps } from '@design-system/components';
import { useRescheduleDialogLabels } from '@/lib/ui/booking-dialog-labels';
import { makeBooking } from '../../../stories/design-system/support/booking-fixtures';
import { renderDs } from './render';

function Dialog(props: Omit<RescheduleDialogProps, 'labels'>) {
  return <RescheduleDialog {...props} labels={useRescheduleDialogLabels()} />;
}

const booking = makeBooking({ date: '2026-06-12', startTime: '10:30' });
const to = { date: '2026-06-15', time: '16:00' };

function setup(props: Partial<Omit<RescheduleDialogProps, 'labels'>> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderDs(
    <Dialog
      open
      booking={booking}
      to={to}
      lateWarning={false}
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return { onConfirm, onClose, user: userEvent.setup() };
}

const LATE = /starts in less than 24 hours/;

describe('RescheduleDialog', () => {
  it('shows the move from the current to the new shop-local date and time', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Move this booking?' })).toBeInTheDocument();
    expect(screen.getByTestId('reschedule-move')).toHaveTextContent(
      /From\s*Friday, June 12, 2026, 10:30\s*To\s*Monday, June 15, 2026, 16:00/,
    );
    expect(screen.queryByText(LATE)).not.toBeInTheDocument();
  });

  it('shows the late-reschedule warning when asked', () => {
    setup({ lateWarning: true });
    expect(screen.getByTestId('late-warning')).toHaveTextContent(LATE);
  });

  it('says how many moves remain after this one', () => {
    setup();
    expect(screen.getByText('After this change you can move it 1 more time.')).toBeInTheDocument();
  });

  it('says when this is the last move', () => {
    setup({ booking: makeBooking({ policy: { ...booking.policy, reschedulesLeft: 1 } }) });
    expect(
      screen.getByText('This is the last time this booking can be moved.'),
    ).toBeInTheDocument();
  });

  it('confirms with null, or with the shop’s reason; Back closes', async () => {
    const { user, onConfirm, onClose } = setup({ askReason: true, hideReschedulesLeft: true });
    expect(screen.queryByText(/more time|last time/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move booking' }));
    expect(onConfirm).toHaveBeenLastCalledWith(null);
    await user.click(screen.getByRole('textbox', { name: /reason/i }));
    await user.paste('Customer called');
    await user.click(screen.getByRole('button', { name: 'Move booking' }));
    expect(onConfirm).toHaveBeenLastCalledWith('Customer called');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the error and the busy state', () => {
    setup({ submitting: true, error: 'This time is no longer available' });
    expect(screen.getByRole('alert')).toHaveTextContent('This time is no longer available');
    expect(screen.getByRole('button', { name: 'Moving…' })).toBeDisabled();
  });
});
