import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TimeSlot } from '@/domain/booking';
import {
  TimeSlotGrid,
  groupSlotsByPeriod,
  type TimeSlotGridProps,
} from '@design-system/components';
import { useTimeSlotGridLabels } from '@/lib/ui/booking-labels';
import { renderDs } from './render';

const free = (time: string, period: TimeSlot['period']): TimeSlot => ({
  time,
  available: true,
  period,
  staffIds: ['shop'],
});
const taken = (
  time: string,
  period: TimeSlot['period'],
  reason: NonNullable<TimeSlot['reason']>,
): TimeSlot => ({ time, available: false, reason, period, staffIds: [] });

const slots: TimeSlot[] = [
  taken('09:00', 'morning', 'past'),
  taken('09:30', 'morning', 'notice'),
  free('10:00', 'morning'),
  taken('12:30', 'afternoon', 'break'),
  free('13:00', 'afternoon'),
  free('17:00', 'evening'),
  taken('17:30', 'evening', 'booked'),
];

type Props = Omit<TimeSlotGridProps, 'labels'>;
function Grid(props: Props) {
  return <TimeSlotGrid {...props} labels={useTimeSlotGridLabels()} />;
}
const base: Props = { slots, selectedTime: null, onSelect: () => {} };

describe('TimeSlotGrid', () => {
  it('groups times under Morning, Afternoon and Evening in that order', () => {
    renderDs(<Grid {...base} slots={[...slots].reverse()} />);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Morning',
      'Afternoon',
      'Evening',
    ]);
    const afternoon = screen.getByRole('group', { name: 'Afternoon' });
    expect(
      within(afternoon)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['12:30', '13:00']);
  });

  it('leaves out a period without times', () => {
    expect(groupSlotsByPeriod([free('18:00', 'evening')]).map((g) => g.period)).toEqual([
      'evening',
    ]);
  });

  it('marks the chosen time with aria-pressed and reports clicks', () => {
    const onSelect = vi.fn();
    renderDs(<Grid {...base} selectedTime="13:00" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: '13:00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '10:00' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: '17:00' }));
    expect(onSelect).toHaveBeenCalledWith('17:00');
  });

  it('chooses a time from the keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderDs(<Grid {...base} onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('button', { name: '10:00' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(onSelect.mock.calls).toEqual([['10:00'], ['13:00']]);
  });

  it('disables unavailable times and says why in their names', () => {
    const onSelect = vi.fn();
    renderDs(<Grid {...base} onSelect={onSelect} />);
    const names = {
      '09:00, in the past': '09:00',
      '09:30, too soon to book': '09:30',
      '12:30, during a break': '12:30',
      '17:30, already booked': '17:30',
    };
    for (const [name, time] of Object.entries(names)) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveTextContent(time);
      expect(button).toBeDisabled();
      fireEvent.click(button);
    }
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('can hide unavailable times', () => {
    renderDs(<Grid {...base} hideUnavailable />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '10:00',
      '13:00',
      '17:00',
    ]);
  });

  it('says so when there is nothing to choose', () => {
    renderDs(<Grid {...base} slots={[taken('09:00', 'morning', 'booked')]} hideUnavailable />);
    expect(screen.getByRole('status')).toHaveTextContent('No available slots found');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a loading state, an error with retry, and the note', () => {
    const onRetry = vi.fn();
    const { rerender } = renderDs(<Grid {...base} slots={null} note="Times are in Europe/Rome" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading times…');
    expect(screen.getByTestId('time-slots-loading')).toBeInTheDocument();
    expect(screen.getByText('Times are in Europe/Rome')).toBeInTheDocument();

    rerender(<Grid {...base} error="Failed to fetch available slots" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch available slots');
    expect(screen.queryByRole('button', { name: '10:00' })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
