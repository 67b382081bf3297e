import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatMinutes } from '@/domain/availability';
import type { Booking } from '@/domain/booking';
import { formatCalendarDate, formatClockTime } from '@/domain/clock-format';
import type { CalendarStaff } from '@/domain/shop-calendar';
import type { ShopBlock } from '@/domain/shop-blocks';
import type { StaffColour } from '@/domain/shop-team';
import { gridRows, nowLine } from '@/domain/shop-calendar-layout';
import { CalendarColumnBody, CELL_PX } from './calendar-column-body';
import type { GridCell, GridColumn } from './calendar-columns';
import type { DragState } from './use-grid-drag';

const AXIS_PX = 64;
const HEADER_PX = 52;

export interface CalendarTimeGridProps {
  columns: GridColumn[];
  /** the team: each person's name and colour */
  staff: readonly CalendarStaff[];
  timeZone: string;
  /** week view: the date is written above each column */
  showDates: boolean;
  now: Date;
  drag: DragState | null;
  movingId: string | null;
  onOpenBooking: (booking: Booking) => void;
  onMoveBooking: (booking: Booking) => void;
  onBookingPointerDown: (booking: Booking, event: PointerEvent<HTMLElement>) => void;
  onMoveBlock: (block: ShopBlock) => void;
  onBlockPointerDown: (block: ShopBlock, event: PointerEvent<HTMLElement>) => void;
  /** Enter on an empty cell (the "add booking / block time here" menu); absent: cells are not stops */
  onCellAction?: (cell: GridCell, anchor: HTMLElement) => void;
}

/**
 * The day and week views' grid: a sticky time axis, one column per person (per date in the week, or one column
 * of everyone per date in the compact week), each headed in its person's colour, rows of SLOT_MINUTES from the
 * earliest opening to the latest closing. Keyboard: Tab goes through the bookings and blocks (column by column,
 * by time); when cells have an action they are one more tab stop moved with the arrow keys.
 */
export function CalendarTimeGrid(props: CalendarTimeGridProps) {
  const { columns, now, timeZone } = props;
  const intl = useIntl();
  const staff = useMemo(() => new Map(props.staff.map((s) => [s.id, s])), [props.staff]);
  const together = columns.some((c) => c.staffId === '');
  const personName = (column: GridColumn) =>
    column.staffName || intl.formatMessage({ id: 'shopOps.calendar.shopColumn' });
  const dateName = (column: GridColumn) =>
    formatCalendarDate(intl.locale, column.day.date, 'short');
  const cellName = (column: GridColumn) =>
    column.staffId === ''
      ? dateName(column)
      : props.showDates
        ? `${dateName(column)}, ${personName(column)}`
        : personName(column);
  const grid = gridRows(
    columns.map((c) => c.day),
    columns.flatMap((c) => [...c.bookings, ...c.blocks]),
  );
  const [active, setActive] = useState<{ col: number; row: number }>({ col: 0, row: 0 });
  const activeKey =
    active.col < columns.length && active.row < grid.rows.length
      ? `${active.col}:${active.row}`
      : '0:0';

  const onCellKeyDown = (
    event: KeyboardEvent<HTMLElement>,
    col: number,
    row: number,
    cell: GridCell,
  ) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      Home: [0, -row],
      End: [0, grid.rows.length - 1 - row],
    };
    const step = moves[event.key];
    if (step) {
      event.preventDefault();
      const next = {
        col: Math.min(columns.length - 1, Math.max(0, col + step[0])),
        row: Math.min(grid.rows.length - 1, Math.max(0, row + step[1])),
      };
      setActive(next);
      event.currentTarget
        .closest('[data-calendar-grid]')
        ?.querySelector<HTMLElement>(`[data-col="${next.col}"][data-row="${next.row}"]`)
        ?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onCellAction?.(cell, event.currentTarget);
    }
  };

  return (
    <Box
      data-calendar-grid=""
      role="group"
      aria-label={intl.formatMessage({ id: 'shopOps.calendar.gridLabel' })}
      sx={(t) => ({
        overflow: 'auto',
        maxHeight: { xs: '70vh', md: '75vh' },
        border: `1px solid ${(t.vars ?? t).palette.divider}`,
        borderRadius: 1,
        bgcolor: (t.vars ?? t).palette.background.paper,
      })}
    >
      <Box
        sx={{
          display: 'grid',
          // seven dates of everyone share the width (no sideways scrolling at desktop width)
          gridTemplateColumns: `${AXIS_PX}px repeat(${columns.length}, minmax(${together ? 0 : props.showDates ? 96 : 160}px, 1fr))`,
          minWidth: 'min-content',
        }}
      >
        <Box sx={(t) => headerSx(t, { left: 0, zIndex: 7 })} />
        {columns.map((column) => (
          <Box
            key={column.key}
            sx={(t) => headerSx(t, { zIndex: 6, colour: column.colour })}
            data-testid="calendar-column-header"
            data-colour={column.colour ?? undefined}
          >
            {props.showDates && (
              <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                {dateName(column)}
              </Box>
            )}
            {column.staffId !== '' && (
              <Box component="span" sx={{ display: 'block' }}>
                {personName(column)}
              </Box>
            )}
          </Box>
        ))}

        <Box
          aria-hidden="true"
          sx={(t) => ({
            position: 'sticky',
            left: 0,
            zIndex: 5,
            bgcolor: (t.vars ?? t).palette.background.paper,
          })}
        >
          {grid.rows.map((minute) => (
            <Box
              key={minute}
              sx={(t) => ({
                height: CELL_PX,
                boxSizing: 'border-box',
                pr: 1,
                textAlign: 'right',
                fontSize: '0.75rem',
                color: (t.vars ?? t).palette.text.secondary,
                borderTop:
                  minute % 60 === 0 ? `1px solid ${(t.vars ?? t).palette.divider}` : 'none',
              })}
            >
              {minute % 60 === 0 ? formatClockTime(intl.locale, formatMinutes(minute)) : ''}
            </Box>
          ))}
        </Box>
        {columns.map((column, index) => {
          const offset = nowLine(grid, column.day.date, now, timeZone);
          return (
            <CalendarColumnBody
              key={column.key}
              column={column}
              columnIndex={index}
              staff={staff}
              cellName={cellName(column)}
              grid={grid}
              nowTop={offset === null ? null : offset * CELL_PX}
              drag={props.drag}
              movingId={props.movingId}
              activeCell={activeKey}
              cellsActionable={props.onCellAction !== undefined}
              onCellKeyDown={onCellKeyDown}
              onCellFocus={(col, row) => setActive({ col, row })}
              onCellClick={(cell, anchor) => props.onCellAction?.(cell, anchor)}
              onOpenBooking={props.onOpenBooking}
              onMoveBooking={props.onMoveBooking}
              onBookingPointerDown={props.onBookingPointerDown}
              onMoveBlock={props.onMoveBlock}
              onBlockPointerDown={props.onBlockPointerDown}
            />
          );
        })}
      </Box>
    </Box>
  );
}

/** A column's header: in its person's colour (their name on their tint, a rule of their accent). */
function headerSx(
  t: Theme,
  { colour, ...extra }: { left?: number; zIndex: number; colour?: StaffColour | null },
) {
  const palette = (t.vars ?? t).palette;
  const token = colour ? palette.staffColour[colour] : null;
  return {
    position: 'sticky' as const,
    top: 0,
    ...extra,
    minHeight: HEADER_PX,
    boxSizing: 'border-box' as const,
    px: 1,
    py: 0.5,
    fontSize: '0.8125rem',
    overflow: 'hidden',
    bgcolor: token?.soft ?? palette.background.paper,
    color: token?.text ?? palette.text.primary,
    borderBottom: token ? `4px solid ${token.accent}` : `1px solid ${palette.divider}`,
    borderLeft: `1px solid ${palette.divider}`,
  };
}
