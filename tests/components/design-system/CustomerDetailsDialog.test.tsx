import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CustomerDetailsDialog,
  canCompleteBooking,
  type CustomerDetailsDialogProps,
} from '@design-system/components';
import { useCustomerDetailsDialogLabels } from '@/lib/ui/booking-dialog-labels';
import { renderDs } from './render';

function Dialog(props: Omit<CustomerDetailsDialogProps, 'labels'>) {
  return <CustomerDetailsDialog {...props} labels={useCustomerDetailsDialogLabels()} />;
}

const account = { name: 'Giulia Rossi', email: 'giulia@example.com', phone: '+39 333 123 4567' };

function setup(props: Partial<Omit<CustomerDetailsDialogProps, 'labels'>> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderDs(
    <Dialog open initialValues={account} onSubmit={onSubmit} onClose={onClose} {...props} />,
  );
  const complete = () => screen.getByRole('button', { name: /complete booking|booking…/i });
  const terms = () => screen.getByRole('checkbox', { name: /accept the booking terms/i });
  const phone = () => screen.getByRole('textbox', { name: /phone/i });
  return { onSubmit, onClose, user, complete, terms, phone };
}

describe('canCompleteBooking (spec 02 §5)', () => {
  const ok = { name: 'G', email: 'g@x.it', phone: '3', acceptTerms: true };
  it.each([
    ['all filled, terms accepted', ok, true],
    ['terms not accepted', { ...ok, acceptTerms: false }, false],
    ['empty name', { ...ok, name: '' }, false],
    ['empty email', { ...ok, email: '' }, false],
    ['empty phone', { ...ok, phone: '' }, false],
    ['blank phone', { ...ok, phone: '   ' }, false],
    ['a phone that is not valid still counts as non-empty', { ...ok, phone: '12' }, true],
  ])('%s → %s', (_label, values, expected) => {
    expect(canCompleteBooking(values)).toBe(expected);
  });
});

describe('CustomerDetailsDialog', () => {
  it('prefills name and email read-only and the phone editable, with the recap on top', () => {
    setup({ summary: <p>Bella Vita · 10:30</p> });
    const dialog = screen.getByRole('dialog', { name: 'Complete your booking' });
    expect(within(dialog).getByText('Bella Vita · 10:30')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(name).toHaveValue('Giulia Rossi');
    expect(name).toHaveAttribute('readonly');
    expect(email).toHaveValue('giulia@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: /phone/i })).not.toHaveAttribute('readonly');
    expect(within(dialog).getByRole('checkbox', { name: /send me a reminder/i })).toBeChecked();
  });

  it('enables Complete Booking only once the terms are accepted and the phone is not empty', async () => {
    const { user, complete, terms, phone } = setup();
    expect(complete()).toBeDisabled();
    await user.click(terms());
    expect(complete()).toBeEnabled();
    await user.clear(phone());
    expect(complete()).toBeDisabled();
    await user.type(phone(), '3');
    expect(complete()).toBeEnabled();
    await user.click(terms());
    expect(complete()).toBeDisabled();
  });

  it('keeps Complete Booking disabled when the account has no email', async () => {
    const { user, complete, terms } = setup({ initialValues: { ...account, email: '' } });
    await user.click(terms());
    expect(complete()).toBeDisabled();
  });

  it('emits the values with the phone normalised (spaces, hyphens, parentheses removed)', async () => {
    const { user, complete, terms, phone, onSubmit } = setup({
      initialValues: { ...account, phone: '', reminderHours: 12 },
    });
    // paste: typing every character is slow in jsdom and tests nothing more here
    await user.click(phone());
    await user.paste('+39 (333) 123-4567');
    await user.click(screen.getByRole('textbox', { name: /special requests/i }));
    await user.paste('  Fragrance-free please ');
    await user.click(screen.getByRole('checkbox', { name: /first visit/i }));
    await user.click(terms());
    await user.click(complete());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Giulia Rossi',
      email: 'giulia@example.com',
      phone: '+393331234567',
      specialRequests: 'Fragrance-free please',
      firstTimeCustomer: true,
      sendReminders: true,
      reminderHours: 12,
      acceptTerms: true,
    });
  });

  it('lets the customer pick the reminder lead time, and hides it without reminders', async () => {
    const { user, complete, terms, onSubmit } = setup();
    expect(screen.getByRole('combobox', { name: 'Remind me' })).toHaveTextContent(
      '24 hours before',
    );
    await user.click(screen.getByRole('combobox', { name: 'Remind me' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '24 hours before',
      '12 hours before',
      '6 hours before',
      '2 hours before',
    ]);
    await user.click(screen.getByRole('option', { name: '6 hours before' }));
    await user.click(terms());
    await user.click(complete());
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ reminderHours: 6 }));

    await user.click(screen.getByRole('checkbox', { name: /send me a reminder/i }));
    expect(screen.queryByRole('combobox', { name: 'Remind me' })).not.toBeInTheDocument();
    await user.click(complete());
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ sendReminders: false }));
  });

  it('checks the phone on blur, clears the error while typing, and blocks an invalid submit', async () => {
    const { user, complete, terms, phone, onSubmit } = setup({
      initialValues: { ...account, phone: '' },
    });
    await user.type(phone(), '12-34');
    await user.tab();
    expect(await screen.findByText(/enter a valid phone number/i)).toBeInTheDocument();
    expect(phone()).toHaveAttribute('aria-invalid', 'true');

    await user.type(phone(), '5');
    expect(screen.queryByText(/enter a valid phone number/i)).not.toBeInTheDocument();

    await user.click(terms());
    await user.click(complete());
    expect(await screen.findByText(/enter a valid phone number/i)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts a phone that is valid once spaces are removed', async () => {
    const { user, phone } = setup({ initialValues: { ...account, phone: '' } });
    await user.click(phone());
    await user.paste('333 123 4567');
    await user.tab();
    expect(screen.queryByText(/enter a valid phone number/i)).not.toBeInTheDocument();
  });

  it('shows the error and a busy, locked form while submitting', () => {
    const { complete, onClose } = setup({
      initialValues: { ...account, acceptTerms: true },
      submitting: true,
      error: 'Failed to create booking',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create booking');
    expect(complete()).toBeDisabled();
    expect(complete()).toHaveTextContent('Booking…');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('speaks Italian', () => {
    renderDs(<Dialog open initialValues={account} onSubmit={vi.fn()} onClose={vi.fn()} />, {
      locale: 'it',
    });
    expect(screen.getByRole('dialog', { name: 'Completa la prenotazione' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Completa prenotazione' })).toBeDisabled();
  });
});
