import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CancelBookingDialog, type CancelBookingDialogProps } from '@design-system/components';
import { useCancelBookingDialogLabels } from '@/lib/ui/booking-dialog-labels';
import { makeBooking } from '../../../stories/design-system/support/booking-fixtures';
import { renderDs } from './render';

function Dialog(props: Omit<CancelBookingDialogProps, 'labels'>) {
  return <CancelBookingDialog {...props} labels={useCancelBookingDialogLabels()} />;
}

// 12 June 2026 10:30 in Rome; free until 24 hours before
const booking = makeBooking({ date: '2026-06-12', startTime: '10:30' });
const withFee = makeBooking({
  policy: { ...booking.policy, cancellationFeeNow: 22.5, cancellationFeePercent: 50 },
});

function setup(props: Partial<Omit<CancelBookingDialogProps, 'labels'>> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderDs(<Dialog open booking={booking} onConfirm={onConfirm} onClose={onClose} {...props} />);
  return { onConfirm, onClose, user: userEvent.setup() };
}

describe('CancelBookingDialog', () => {
  it('shows what is cancelled and the free-cancellation deadline in the shop’s time', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Cancel this booking?' })).toBeInTheDocument();
    expect(screen.getByText('Women’s cut & blow-dry')).toBeInTheDocument();
    expect(screen.getByText('Bella Vita Hair Studio')).toBeInTheDocument();
    const policy = screen.getByTestId('cancel-policy');
    expect(policy).toHaveTextContent(/^Free cancellation until June 11, 2026 at 10:30\.$/);
    expect(policy).not.toHaveTextContent('€');
  });

  it('shows the fee cancelling now costs, with its percentage', () => {
    setup({ booking: withFee });
    expect(screen.getByTestId('cancel-policy')).toHaveTextContent(
      'Cancelling now costs €22.50 (50% of the price).',
    );
    expect(screen.queryByText(/free cancellation/i)).not.toBeInTheDocument();
  });

  it('shows the fee in Italian too', () => {
    renderDs(<Dialog open booking={withFee} onConfirm={vi.fn()} onClose={vi.fn()} />, {
      locale: 'it',
    });
    expect(screen.getByTestId('cancel-policy')).toHaveTextContent(
      /Annullando ora paghi 22,50\s€ \(50% del prezzo\)\./,
    );
  });

  it('confirms without a reason on the customer side, and keeps the booking on "Keep"', async () => {
    const { user, onConfirm, onClose } = setup();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(onConfirm).toHaveBeenCalledWith(null);
  });

  it('asks the shop for a reason, needs it when required, and sends it trimmed', async () => {
    const { user, onConfirm } = setup({ askReason: true, reasonRequired: true });
    const confirm = screen.getByRole('button', { name: 'Cancel booking' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: /reason/i }));
    await user.paste('  Stylist ill ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Stylist ill');
  });

  it('sends null for an empty optional reason', async () => {
    const { user, onConfirm } = setup({ askReason: true });
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(onConfirm).toHaveBeenCalledWith(null);
  });

  it('shows the error and locks the buttons while submitting', () => {
    setup({ submitting: true, error: 'Failed to update booking' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update booking');
    expect(screen.getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep booking' })).toBeDisabled();
  });
});
