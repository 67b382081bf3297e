import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookingCard, type BookingCardProps } from '@design-system/components';
import { useBookingCardLabels } from '@/lib/ui/booking-dialog-labels';
import {
  bookingsInEveryStatus,
  makeBooking,
  SAMPLE_SERVICES,
} from '../../../stories/design-system/support/booking-fixtures';
import { renderDs } from './render';

function Card(props: Omit<BookingCardProps, 'labels'>) {
  return <BookingCard {...props} labels={useBookingCardLabels()} />;
}

const booking = makeBooking({
  services: SAMPLE_SERVICES.slice(0, 2),
  date: '2026-06-12',
  startTime: '10:30',
});

describe('BookingCard', () => {
  it('shows shop, services, long date, time range, staff, duration, price and reference', () => {
    renderDs(<Card booking={booking} />);
    const card = screen.getByRole('article', { name: 'Bella Vita Hair Studio' });
    expect(card).toHaveTextContent('Women’s cut & blow-dry, Balayage');
    expect(card).toHaveTextContent('Friday, June 12, 2026');
    expect(card).toHaveTextContent(/10:30 – 13:00 · 2 h 30 min/);
    expect(card).toHaveTextContent('With Marco');
    expect(card).toHaveTextContent('€165.00');
    expect(card).toHaveTextContent('Ref. ORA-7K2M9Q');
  });

  it('shows no action without callbacks', () => {
    renderDs(<Card booking={booking} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('shows exactly the actions it is given, and calls them', async () => {
    const onCancel = vi.fn();
    const onBookAgain = vi.fn();
    renderDs(<Card booking={booking} onCancel={onCancel} onBookAgain={onBookAgain} />);
    const group = screen.getByRole('group', {
      name: 'Actions for Bella Vita Hair Studio on Friday, June 12, 2026',
    });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel booking', 'Book again']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Book again' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onBookAgain).toHaveBeenCalledTimes(1);
  });

  it('shows all five actions when all are given', () => {
    renderDs(
      <Card
        booking={booking}
        onReschedule={vi.fn()}
        onCancel={vi.fn()}
        onBookAgain={vi.fn()}
        onAddToCalendar={vi.fn()}
        onViewShop={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Reschedule',
      'Cancel booking',
      'Book again',
      'Add to calendar',
      'View shop',
    ]);
  });

  it('names every status in words', () => {
    renderDs(
      <>
        {bookingsInEveryStatus().map((b) => (
          <Card key={b.id} booking={b} />
        ))}
      </>,
    );
    expect(screen.getAllByTestId('booking-status').map((s) => s.textContent)).toEqual([
      'Pending',
      'Confirmed',
      'Checked in',
      'Completed',
      'Cancelled',
      'No-show',
      'Rescheduled',
      'Rejected',
    ]);
  });

  it('shows a recorded cancellation fee, in Italian too', () => {
    renderDs(<Card booking={makeBooking({ status: 'cancelled', cancellationFee: 22.5 })} />, {
      locale: 'it',
    });
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Annullata');
    expect(screen.getByText(/Penale di cancellazione: 22,50\s€/)).toBeInTheDocument();
    expect(screen.getByText(/venerdì 12 giugno 2026/)).toBeInTheDocument();
  });
});
