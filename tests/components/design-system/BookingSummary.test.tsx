import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookingSummary, splitDuration, type BookingSummaryProps } from '@design-system/components';
import { useBookingSummaryLabels } from '@/lib/ui/booking-labels';
import { renderDs } from './render';

type Props = Omit<BookingSummaryProps, 'labels'>;
function Summary(props: Props) {
  return <BookingSummary {...props} labels={useBookingSummaryLabels()} />;
}
const empty: Props = {
  shopName: 'Bella Vita',
  services: [],
  date: null,
  time: null,
  totalPrice: 0,
  totalDuration: 0,
  canContinue: false,
  onContinue: () => {},
  continueLabel: 'Continue',
};
const filled: Props = {
  ...empty,
  services: [
    { id: 'a', name: 'Cut', duration: 45, price: 35 },
    { id: 'b', name: 'Treatment', duration: 45, price: 49.5 },
  ],
  date: '2026-03-12',
  time: '10:30',
  staffName: 'Giulia',
  totalPrice: 84.5,
  totalDuration: 90,
  canContinue: true,
};

const row = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('BookingSummary', () => {
  it('splits durations into hours and minutes', () => {
    expect(splitDuration(90)).toEqual({ hours: 1, minutes: 30 });
    expect(splitDuration(120)).toEqual({ hours: 2, minutes: 0 });
    expect(splitDuration(45)).toEqual({ hours: 0, minutes: 45 });
  });

  it('lists the services with prices, the long date, time, staff, total and duration', () => {
    renderDs(<Summary {...filled} />);
    const section = screen.getByRole('region', { name: 'Booking summary' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Cut€35', 'Treatment€49.50']);
    expect(row('Date')).toHaveTextContent('Thursday, March 12, 2026');
    expect(row('Time')).toHaveTextContent('10:30');
    expect(row('With')).toHaveTextContent('Giulia');
    expect(row('Total')).toHaveTextContent('€84.50');
    expect(row('Duration')).toHaveTextContent('1 h 30 min');
  });

  it('words whole hours and short durations', () => {
    const { rerender } = renderDs(<Summary {...filled} totalDuration={120} />);
    expect(row('Duration')).toHaveTextContent(/^2 h$/);
    rerender(<Summary {...filled} totalDuration={45} />);
    expect(row('Duration')).toHaveTextContent(/^45 min$/);
  });

  it('formats in Italian', () => {
    renderDs(<Summary {...filled} />, { locale: 'it' });
    expect(row('Data')).toHaveTextContent('giovedì 12 marzo 2026');
    expect(row('Totale')).toHaveTextContent('84,50 €');
  });

  it('shows placeholders and a disabled button before anything is chosen', () => {
    const onContinue = vi.fn();
    renderDs(<Summary {...empty} onContinue={onContinue} hint="Choose a service" />);
    expect(screen.getAllByText('No services selected').length).toBeGreaterThan(0);
    expect(row('Date')).toHaveTextContent('Not selected');
    expect(row('Time')).toHaveTextContent('Not selected');
    expect(screen.queryByText('With', { selector: 'dt' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Choose a service');
    fireEvent.click(button);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('continues when allowed, and not while busy', () => {
    const onContinue = vi.fn();
    const { rerender } = renderDs(<Summary {...filled} onContinue={onContinue} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    rerender(<Summary {...filled} onContinue={onContinue} busy />);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('gives phones a one-line recap', () => {
    renderDs(<Summary {...filled} />);
    expect(screen.getByTestId('booking-summary-phone-line')).toHaveTextContent(
      '2 services · Mar 12, 2026 · 10:30',
    );
  });
});
