import { describe, expect, it } from 'vitest';
import {
  foreignNotesField,
  mayWriteNotes,
  movesBooking,
  notesFieldOf,
} from '@/domain/booking-edits';

const current = { date: '2030-05-10', time: '10:00', staffId: 'marco' };

describe('booking edits', () => {
  it('a move is a reschedule only when it changes the date, the time or names another person', () => {
    expect(movesBooking({ staffId: null }, current)).toBe(false);
    expect(movesBooking({ date: '2030-05-10', time: '10:00' }, current)).toBe(false);
    expect(movesBooking({ staffId: 'marco' }, current)).toBe(false);
    expect(movesBooking({ time: '10:30' }, current)).toBe(true);
    expect(movesBooking({ date: '2030-05-11', staffId: null }, current)).toBe(true);
    expect(movesBooking({ staffId: 'giulia' }, current)).toBe(true);
  });

  it('each side writes only its own notes, the customer only while the booking is ahead', () => {
    expect(notesFieldOf('customer')).toBe('notes');
    expect(notesFieldOf('shop')).toBe('shopNotes');
    expect(notesFieldOf('admin')).toBe('shopNotes');
    expect(foreignNotesField('customer', { shopNotes: 'x' })).toBe('shopNotes');
    expect(foreignNotesField('customer', { notes: 'x' })).toBeNull();
    expect(foreignNotesField('shop', { notes: 'x' })).toBe('notes');
    expect(foreignNotesField('admin', { shopNotes: 'x' })).toBeNull();
    for (const status of ['pending', 'confirmed', 'rescheduled'] as const)
      expect(mayWriteNotes('customer', status)).toBe(true);
    for (const status of ['cancelled', 'rejected', 'completed', 'no-show', 'checked-in'] as const)
      expect(mayWriteNotes('customer', status)).toBe(false);
    expect(mayWriteNotes('shop', 'cancelled')).toBe(true);
  });
});
