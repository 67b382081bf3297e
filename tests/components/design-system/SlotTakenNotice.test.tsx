import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SlotTakenNotice, type SlotTakenNoticeProps } from '@design-system/components';
import { useSlotTakenNoticeLabels } from '@/lib/ui/booking-dialog-labels';
import { renderDs } from './render';

function Notice(props: Omit<SlotTakenNoticeProps, 'labels'>) {
  return <SlotTakenNotice {...props} labels={useSlotTakenNoticeLabels()} />;
}

const alternatives = [
  { date: '2026-06-12', time: '11:00' },
  { date: '2026-06-13', time: '09:30' },
];

describe('SlotTakenNotice', () => {
  it('explains what happened and offers the nearest free times', async () => {
    const onPick = vi.fn();
    const onDismiss = vi.fn();
    renderDs(<Notice alternatives={alternatives} onPick={onPick} onDismiss={onDismiss} />);
    expect(screen.getByRole('alert')).toHaveTextContent('That time was just taken');
    const list = screen.getByRole('list', { name: 'Nearest free times' });
    expect(list.querySelectorAll('button')).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Sat, Jun 13 at 09:30/ }));
    expect(onPick).toHaveBeenCalledWith({ date: '2026-06-13', time: '09:30' });
    await user.click(screen.getByRole('button', { name: 'Choose another time' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('says when there is no free time nearby', () => {
    renderDs(<Notice alternatives={[]} onPick={vi.fn()} onDismiss={vi.fn()} />);
    expect(screen.getByText(/No free times nearby/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows that it is looking while loading', () => {
    renderDs(<Notice alternatives={[]} loading onPick={vi.fn()} onDismiss={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Looking for free times…');
    expect(screen.queryByText(/No free times nearby/)).not.toBeInTheDocument();
  });
});
