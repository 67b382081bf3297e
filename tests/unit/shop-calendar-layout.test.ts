import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../../src/domain/shop-calendar';
import {
  blockBox,
  cellState,
  countsByDate,
  gridRows,
  monthGridDates,
  nowLine,
  sideBySide,
  teamCellState,
  weekStart,
} from '../../src/domain/shop-calendar-layout';

const ZONE = 'Europe/Rome';

function day(date: string, open: [string, string] | null, extra: Partial<CalendarDay> = {}) {
  const hours = open ? { start: open[0], end: open[1] } : null;
  return {
    date,
    weekday: 'monday',
    open: hours,
    special: false,
    breaks: [],
    staff: [{ staffId: 'anna', hours, timeOff: false }],
    ...extra,
  } satisfies CalendarDay;
}

describe('gridRows', () => {
  it('runs from the earliest opening to the latest closing of the range in 30-minute rows', () => {
    const grid = gridRows([
      day('2026-03-02', ['09:00', '13:00']),
      day('2026-03-03', ['10:30', '19:00']),
    ]);
    expect(grid.start).toBe(9 * 60);
    expect(grid.end).toBe(19 * 60);
    expect(grid.rows).toHaveLength(20);
    expect(grid.rows[1]).toBe(9 * 60 + 30);
  });

  it('widens to a booking outside the hours and rounds to whole cells', () => {
    const grid = gridRows(
      [day('2026-03-02', ['09:00', '18:00'])],
      [{ startTime: '18:15', endTime: '19:10' }],
    );
    expect(grid.end).toBe(19 * 60 + 30);
  });

  it('has the same rows on the DST days as on any other day (wall clock)', () => {
    const spring = gridRows([day('2026-03-29', ['09:00', '19:00'])]);
    const autumn = gridRows([day('2026-10-25', ['09:00', '19:00'])]);
    const plain = gridRows([day('2026-03-30', ['09:00', '19:00'])]);
    expect(spring.rows).toEqual(plain.rows);
    expect(autumn.rows).toEqual(plain.rows);
  });

  it('shows a working day when nothing in the range opens', () => {
    const grid = gridRows([day('2026-03-01', null)]);
    expect(grid.rows.length).toBeGreaterThan(0);
  });
});

describe('blockBox', () => {
  const grid = gridRows([day('2026-03-29', ['09:00', '19:00'])]);
  it('places a block by its shop-local start and end', () => {
    expect(blockBox(grid, '10:00', '11:30')).toEqual({ top: 2, height: 3 });
    expect(blockBox(grid, '09:15', '09:45')).toEqual({ top: 0.5, height: 1 });
  });
  it('clips to the grid', () => {
    expect(blockBox(grid, '18:30', '20:00')).toEqual({ top: 19, height: 1 });
  });
});

describe('sideBySide', () => {
  it('puts overlapping items next to each other and leaves lone ones full width', () => {
    const lanes = sideBySide([
      { id: 'a', startTime: '10:00', endTime: '11:00' },
      { id: 'b', startTime: '10:30', endTime: '11:30' },
      { id: 'c', startTime: '11:00', endTime: '12:00' },
      { id: 'd', startTime: '13:00', endTime: '14:00' },
    ]);
    expect(lanes.get('a')).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get('b')).toEqual({ lane: 1, lanes: 2 });
    // c starts when a ends: it reuses a's lane
    expect(lanes.get('c')).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get('d')).toEqual({ lane: 0, lanes: 1 });
  });
});

describe('nowLine', () => {
  const grid = gridRows([day('2026-03-29', ['09:00', '19:00'])]);
  it('sits at the shop-local time on the spring DST day (UTC+2 after 03:00)', () => {
    // 08:00 UTC is 10:00 in Rome on 29 March 2026
    expect(nowLine(grid, '2026-03-29', new Date('2026-03-29T08:00:00Z'), ZONE)).toBe(2);
  });
  it('sits at the shop-local time on the autumn DST day (UTC+1 after 03:00)', () => {
    const autumn = gridRows([day('2026-10-25', ['09:00', '19:00'])]);
    expect(nowLine(autumn, '2026-10-25', new Date('2026-10-25T08:00:00Z'), ZONE)).toBe(0);
  });
  it('is only on today in the shop’s zone and inside the rows', () => {
    // 23:30 UTC on the 28th is already the 29th in Rome
    expect(nowLine(grid, '2026-03-28', new Date('2026-03-28T23:30:00Z'), ZONE)).toBeNull();
    expect(nowLine(grid, '2026-03-29', new Date('2026-03-28T23:30:00Z'), ZONE)).toBeNull();
    expect(nowLine(grid, '2026-03-30', new Date('2026-03-29T08:00:00Z'), ZONE)).toBeNull();
  });
});

describe('cellState', () => {
  const monday = day('2026-03-02', ['09:00', '19:00'], {
    breaks: [{ name: 'Lunch', start: '13:00', end: '14:00' }],
    staff: [
      { staffId: 'anna', hours: { start: '09:00', end: '19:00' }, timeOff: false },
      { staffId: 'luca', hours: { start: '14:00', end: '19:00' }, timeOff: false },
      { staffId: 'sara', hours: null, timeOff: true },
    ],
  });
  it('tells closed, break, off and open cells apart', () => {
    expect(cellState(monday, 'anna', 8 * 60 + 30)).toBe('closed');
    expect(cellState(monday, 'anna', 13 * 60 + 30)).toBe('break');
    expect(cellState(monday, 'luca', 10 * 60)).toBe('off');
    expect(cellState(monday, 'sara', 10 * 60)).toBe('off');
    expect(cellState(monday, 'anna', 10 * 60)).toBe('open');
    expect(cellState(day('2026-03-01', null), 'anna', 10 * 60)).toBe('closed');
  });
  it('in a column of everyone, a cell is open when anyone works then', () => {
    const earlyOff = {
      ...monday,
      staff: monday.staff.map((p) => (p.staffId === 'anna' ? { ...p, hours: null } : p)),
    };
    expect(teamCellState(earlyOff, 10 * 60)).toBe('off');
    expect(teamCellState(earlyOff, 15 * 60)).toBe('open');
    expect(teamCellState(monday, 13 * 60 + 30)).toBe('break');
    expect(teamCellState(monday, 8 * 60)).toBe('closed');
  });
});

describe('month and week', () => {
  it('gives six Monday-first weeks around the month', () => {
    const dates = monthGridDates('2026-03-17');
    expect(dates).toHaveLength(42);
    expect(dates[0]).toBe('2026-02-23');
    expect(dates).toContain('2026-03-29');
  });
  it('finds the Monday of a week, across the DST change', () => {
    expect(weekStart('2026-03-29')).toBe('2026-03-23');
    expect(weekStart('2026-03-30')).toBe('2026-03-30');
  });
  it('counts bookings per date and status', () => {
    const counts = countsByDate([
      { date: '2026-03-02', status: 'confirmed' },
      { date: '2026-03-02', status: 'confirmed' },
      { date: '2026-03-02', status: 'pending' },
    ]);
    expect(counts.get('2026-03-02')).toEqual({ confirmed: 2, pending: 1 });
  });
});
