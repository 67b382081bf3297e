import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookingConfirmation, type BookingConfirmationProps } from '@design-system/components';
import { useBookingConfirmationLabels } from '@/lib/ui/booking-dialog-labels';
import {
  makeBooking,
  SAMPLE_SERVICES,
} from '../../../stories/design-system/support/booking-fixtures';
import { renderDs } from './render';

function Confirmation(props: Omit<BookingConfirmationProps, 'labels'>) {
  return <BookingConfirmation {...props} labels={useBookingConfirmationLabels()} />;
}

const GOOGLE = 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=x';

function setup(props: Partial<Omit<BookingConfirmationProps, 'labels'>> = {}) {
  const handlers = { onDownloadIcs: vi.fn(), onViewBookings: vi.fn(), onBookAgain: vi.fn() };
  renderDs(
    <Confirmation booking={makeBooking()} googleCalendarUrl={GOOGLE} {...handlers} {...props} />,
  );
  return { ...handlers, user: userEvent.setup() };
}

const row = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('BookingConfirmation', () => {
  it('shows what, where, when (with the zone), who, total and the reference', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
    expect(row('What')).toHaveTextContent('Women’s cut & blow-dry1 h');
    expect(row('Where')).toHaveTextContent('Bella Vita Hair StudioVia del Corso 112, 00186 Roma');
    expect(row('When')).toHaveTextContent(
      /Friday, June 12, 2026\s*10:30 – 11:30, shop time \(Europe\/Rome\)/,
    );
    expect(row('With')).toHaveTextContent('Marco');
    expect(row('Total')).toHaveTextContent('€45.00');
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('ORA-7K2M9Q');
  });

  it('says the shop will confirm a pending booking', () => {
    setup({ booking: makeBooking({ status: 'pending' }) });
    expect(
      screen.getByRole('heading', { name: 'Request sent — the shop will confirm' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Booking confirmed' })).not.toBeInTheDocument();
  });

  it('lists several services and “any available” staff', () => {
    setup({ booking: makeBooking({ services: SAMPLE_SERVICES, staffName: null }) });
    const items = within(row('What') as HTMLElement).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(SAMPLE_SERVICES.map((s) => s.name));
    expect(row('What')).toHaveTextContent('3 h');
    expect(row('With')).toHaveTextContent('Any available staff member');
    expect(row('Total')).toHaveTextContent('€200.00');
  });

  it('offers the .ics download and a Google Calendar link in a new tab', async () => {
    const { user, onDownloadIcs } = setup();
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    const google = screen.getByRole('menuitem', { name: /Google Calendar/ });
    expect(google).toHaveAttribute('href', GOOGLE);
    expect(google).toHaveAttribute('target', '_blank');
    expect(google.getAttribute('rel')).toContain('noopener');
    await user.click(screen.getByRole('menuitem', { name: 'Download .ics file' }));
    expect(onDownloadIcs).toHaveBeenCalledTimes(1);
  });

  it('goes to my bookings or books again', async () => {
    const { user, onViewBookings, onBookAgain } = setup();
    await user.click(screen.getByRole('button', { name: 'View my bookings' }));
    await user.click(screen.getByRole('button', { name: 'Book something else' }));
    expect(onViewBookings).toHaveBeenCalledTimes(1);
    expect(onBookAgain).toHaveBeenCalledTimes(1);
  });

  it('has no "Book something else" without onBookAgain', () => {
    setup({ onBookAgain: undefined });
    expect(screen.queryByRole('button', { name: 'Book something else' })).not.toBeInTheDocument();
  });

  it('copies the reference', async () => {
    const { user } = setup();
    // user-event installs its own clipboard stub on setup; read back what was written
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('ORA-7K2M9Q');
    expect(screen.getByRole('status')).toHaveTextContent('Reference copied');
  });
});
