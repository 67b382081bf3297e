import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarDay } from '@/domain/booking';
import { BookingCalendar, type BookingCalendarProps } from '@design-system/components';
import { useBookingCalendarLabels } from '@/lib/ui/booking-labels';
import { renderDs } from './render';

/** March 2026 starts on a Sunday: the grid runs Mon 23 Feb … Sun 5 Apr. */
function march(overrides: Record<string, Partial<CalendarDay>> = {}): CalendarDay[] {
  return Array.from({ length: 42 }, (_, i) => {
    const d = new Date(Date.UTC(2026, 1, 23 + i, 12));
    const date = d.toISOString().slice(0, 10);
    const inMonth = date.startsWith('2026-03');
    const base: CalendarDay = {
      date,
      inMonth,
      isToday: date === '2026-03-10',
      isPast: date < '2026-03-10',
      isClosed: false,
      beyondHorizon: false,
      availableSlots: inMonth && date >= '2026-03-10' ? 8 : 0,
      selectable: inMonth && date >= '2026-03-10',
      dot: inMonth && date >= '2026-03-10' ? 'green' : null,
    };
    return { ...base, ...overrides[date] };
  });
}

type Props = Omit<BookingCalendarProps, 'labels'>;
function Calendar(props: Props) {
  return <BookingCalendar {...props} labels={useBookingCalendarLabels()} />;
}

const base: Props = {
  month: '2026-03',
  days: march({
    '2026-03-15': { isClosed: true, availableSlots: 0, selectable: false, dot: null },
    '2026-03-16': { availableSlots: 0, selectable: false, dot: null },
    '2026-03-17': { availableSlots: 4, dot: 'yellow' },
    '2026-03-18': { availableSlots: 1, dot: 'orange' },
  }),
  selectedDate: '2026-03-12',
  minDate: '2026-03-10',
  maxDate: '2026-06-10',
  onMonthChange: () => {},
  onSelectDate: () => {},
};

const cell = (date: string) => document.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)!;

describe('BookingCalendar', () => {
  it('shows 42 cells starting on Monday, in English too', () => {
    renderDs(<Calendar {...base} />);
    const cells = document.querySelectorAll('[data-date]');
    expect(cells).toHaveLength(42);
    expect(cells[0]).toHaveAttribute('data-date', '2026-02-23');
    expect(cells[41]).toHaveAttribute('data-date', '2026-04-05');
  });

  it('names each day with its state and free-time count, and marks today and the selection', () => {
    renderDs(<Calendar {...base} />);
    expect(cell('2026-03-11')).toHaveAccessibleName('Wednesday, March 11, 2026, 8 free times');
    expect(cell('2026-03-18')).toHaveAccessibleName('Wednesday, March 18, 2026, 1 free time');
    expect(cell('2026-03-09')).toHaveAccessibleName('Monday, March 9, 2026, past');
    expect(cell('2026-03-15')).toHaveAccessibleName('Sunday, March 15, 2026, closed');
    expect(cell('2026-03-16')).toHaveAccessibleName('Monday, March 16, 2026, fully booked');
    expect(cell('2026-04-01')).toHaveAccessibleName('Wednesday, April 1, 2026, not bookable');
    expect(cell('2026-03-10')).toHaveAttribute('aria-current', 'date');
    expect(cell('2026-03-12')).toHaveAttribute('aria-selected', 'true');
    expect(cell('2026-03-11').querySelector('[data-dot]')).toHaveAttribute('data-dot', 'green');
    expect(cell('2026-03-17').querySelector('[data-dot]')).toHaveAttribute('data-dot', 'yellow');
    expect(cell('2026-03-18').querySelector('[data-dot]')).toHaveAttribute('data-dot', 'orange');
    expect(cell('2026-03-16').querySelector('[data-dot]')).toBeNull();
  });

  it('does not let past, closed, full or other-month days be chosen', () => {
    const onSelectDate = vi.fn();
    renderDs(<Calendar {...base} onSelectDate={onSelectDate} />);
    for (const date of ['2026-03-09', '2026-03-15', '2026-03-16', '2026-02-27', '2026-04-01']) {
      expect(cell(date)).toBeDisabled();
      fireEvent.click(cell(date));
    }
    expect(onSelectDate).not.toHaveBeenCalled();
    fireEvent.click(cell('2026-03-20'));
    expect(onSelectDate).toHaveBeenCalledWith('2026-03-20');
  });

  it('moves with the arrow keys and chooses with Enter', () => {
    const onSelectDate = vi.fn();
    renderDs(<Calendar {...base} onSelectDate={onSelectDate} />);
    act(() => cell('2026-03-12').focus());
    fireEvent.keyDown(cell('2026-03-12'), { key: 'ArrowRight' });
    expect(cell('2026-03-13')).toHaveFocus();
    // the closed Sunday and the full Monday are skipped
    fireEvent.keyDown(cell('2026-03-13'), { key: 'ArrowRight' });
    fireEvent.keyDown(cell('2026-03-14'), { key: 'ArrowRight' });
    expect(cell('2026-03-17')).toHaveFocus();
    fireEvent.keyDown(cell('2026-03-17'), { key: 'Enter' });
    expect(onSelectDate).toHaveBeenCalledWith('2026-03-17');
  });

  it('navigates months within min and max', () => {
    function Stateful() {
      const [month, setMonth] = useState('2026-03');
      return (
        <Calendar
          {...base}
          month={month}
          days={null}
          onMonthChange={setMonth}
          selectedDate={null}
        />
      );
    }
    renderDs(<Stateful />);
    const previous = screen.getByRole('button', { name: 'Previous month' });
    expect(previous).toBeDisabled();
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('June 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('follows the caller to another month', () => {
    const { rerender } = renderDs(<Calendar {...base} />);
    rerender(<Calendar {...base} month="2026-05" days={null} />);
    expect(screen.getByText('May 2026')).toBeInTheDocument();
  });

  it('keeps navigation while loading and offers a retry on error', () => {
    const onRetry = vi.fn();
    const onMonthChange = vi.fn();
    const { rerender } = renderDs(<Calendar {...base} days={null} onMonthChange={onMonthChange} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading availability…');
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onMonthChange).toHaveBeenCalledWith('2026-04');

    rerender(
      <Calendar {...base} days={null} error="Failed to fetch available slots" onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch available slots');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('starts weeks on Monday and speaks Italian in Italian', () => {
    renderDs(<Calendar {...base} />, { locale: 'it' });
    expect(document.querySelector('[data-date]')).toHaveAttribute('data-date', '2026-02-23');
    expect(cell('2026-03-11')).toHaveAccessibleName('mercoledì 11 marzo 2026, 8 orari liberi');
    expect(screen.getByRole('button', { name: 'Mese successivo' })).toBeInTheDocument();
  });
});
