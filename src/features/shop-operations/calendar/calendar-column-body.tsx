import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatMinutes } from '@/domain/availability';
import type { Booking } from '@/domain/booking';
import { formatClockRange } from '@/domain/clock-format';
import {
  blockBox,
  cellState,
  clockOf,
  sideBySide,
  type CellState,
  type GridRows,
} from '@/domain/shop-calendar-layout';
import { CalendarBookingBlock } from './calendar-booking-block';
import type { GridCell, GridColumn } from './calendar-columns';
import type { DragState } from './use-booking-drag';

export const CELL_PX = 48;

const CELL_MESSAGE: Record<CellState, string> = {
  open: 'shopOps.calendar.cell.open',
  closed: 'shopOps.calendar.cell.closed',
  break: 'shopOps.calendar.cell.break',
  off: 'shopOps.calendar.cell.off',
};

function cellBackground(t: Theme, state: CellState): string {
  const palette = (t.vars ?? t).palette;
  if (state === 'open') return palette.background.paper;
  if (state === 'break')
    return `repeating-linear-gradient(0deg, ${palette.surface.muted} 0 6px, ${palette.background.paper} 6px 8px)`;
  return palette.surface.muted;
}

export interface CalendarColumnBodyProps {
  column: GridColumn;
  columnIndex: number;
  grid: GridRows;
  /** px from the top of the now-line, when it is on this column */
  nowTop: number | null;
  drag: DragState | null;
  movingId: string | null;
  /** the roving tab stop of the cells ("col:row"); cells are stops only when they have an action */
  activeCell: string | null;
  cellsActionable: boolean;
  onCellKeyDown: (
    event: KeyboardEvent<HTMLElement>,
    col: number,
    row: number,
    cell: GridCell,
  ) => void;
  onCellFocus: (col: number, row: number) => void;
  onCellClick: (cell: GridCell, anchor: HTMLElement) => void;
  onOpenBooking: (booking: Booking) => void;
  onMoveBooking: (booking: Booking) => void;
  onBookingPointerDown: (booking: Booking, event: PointerEvent<HTMLElement>) => void;
}

/**
 * One person's day on the grid: cells shaded by opening hours, breaks and the person's own hours; blocked time
 * hatched with its reason; bookings placed by time, overlapping ones side by side; the drop target; the now-line.
 */
export function CalendarColumnBody(props: CalendarColumnBodyProps) {
  const { column, columnIndex, grid, drag, activeCell } = props;
  const intl = useIntl();
  const lanes = sideBySide(column.bookings);
  const target =
    drag?.target && drag.target.date === column.day.date && drag.target.staffId === column.staffId
      ? drag.target
      : null;

  return (
    <Box
      data-column={column.key}
      sx={(t) => ({
        position: 'relative',
        borderLeft: `1px solid ${(t.vars ?? t).palette.divider}`,
        height: grid.rows.length * CELL_PX,
      })}
    >
      {grid.rows.map((minute, row) => {
        const state = cellState(column.day, column.staffId, minute);
        const time = formatMinutes(minute);
        const cell: GridCell = { date: column.day.date, staffId: column.staffId, time };
        const key = `${columnIndex}:${row}`;
        const label = intl.formatMessage(
          { id: 'shopOps.calendar.cellLabel' },
          {
            person: column.staffName,
            time: formatClockRange(intl.locale, time, formatMinutes(minute + 30)),
            state: intl.formatMessage({ id: CELL_MESSAGE[state] }),
          },
        );
        return (
          <Box
            key={minute}
            data-cell=""
            data-date={cell.date}
            data-staff={cell.staffId}
            data-time={time}
            data-state={state}
            data-col={columnIndex}
            data-row={row}
            {...(props.cellsActionable
              ? {
                  role: 'button',
                  'aria-label': label,
                  'aria-haspopup': 'menu' as const,
                  tabIndex: activeCell === key ? 0 : -1,
                  onKeyDown: (event: KeyboardEvent<HTMLElement>) =>
                    props.onCellKeyDown(event, columnIndex, row, cell),
                  onFocus: () => props.onCellFocus(columnIndex, row),
                  onClick: (event: MouseEvent<HTMLElement>) =>
                    props.onCellClick(cell, event.currentTarget),
                }
              : { 'aria-hidden': true })}
            sx={(t) => {
              const palette = (t.vars ?? t).palette;
              return {
                height: CELL_PX,
                boxSizing: 'border-box',
                borderTop: `1px ${minute % 60 === 0 ? 'solid' : 'dotted'} ${palette.divider}`,
                background: cellBackground(t, state),
                '&:focus-visible': {
                  outline: `${palette.focus.width} solid ${palette.focus.ring}`,
                  outlineOffset: '-2px',
                },
              };
            }}
          />
        );
      })}

      {column.blocks.map((block) => {
        const box = blockBox(grid, block.startTime, block.endTime);
        const times = formatClockRange(intl.locale, block.startTime, block.endTime);
        return (
          <Box
            key={block.id}
            data-block-id={block.id}
            role="note"
            aria-label={intl.formatMessage(
              { id: 'shopOps.calendar.blockLabel' },
              { times, reason: block.reason },
            )}
            sx={(t) => {
              const palette = (t.vars ?? t).palette;
              return {
                position: 'absolute',
                top: box.top * CELL_PX,
                height: box.height * CELL_PX,
                left: 0,
                right: 0,
                zIndex: 1,
                pointerEvents: 'none',
                overflow: 'hidden',
                px: 0.75,
                fontSize: '0.75rem',
                color: palette.text.primary,
                border: `1px solid ${palette.border.strong}`,
                background: `repeating-linear-gradient(135deg, ${palette.surface.muted} 0 6px, ${palette.border.subtle} 6px 12px)`,
              };
            }}
          >
            <Box component="span" aria-hidden="true" sx={{ fontWeight: 600 }}>
              {block.reason || intl.formatMessage({ id: 'shopOps.calendar.blocked' })}
            </Box>
          </Box>
        );
      })}

      {column.bookings.map((booking) => {
        const box = blockBox(grid, booking.startTime, booking.endTime);
        const lane = lanes.get(booking.id) ?? { lane: 0, lanes: 1 };
        return (
          <CalendarBookingBlock
            key={booking.id}
            booking={booking}
            top={box.top * CELL_PX}
            height={box.height * CELL_PX}
            lane={lane.lane}
            lanes={lane.lanes}
            dragOffset={drag?.booking.id === booking.id ? drag.offset : null}
            moving={props.movingId === booking.id}
            onOpen={props.onOpenBooking}
            onMove={props.onMoveBooking}
            onPointerDown={props.onBookingPointerDown}
          />
        );
      })}

      {target && drag && (
        <Box
          data-testid="drop-target"
          aria-hidden="true"
          sx={(t) => {
            const end = Math.min(24 * 60, (clockOf(target.time) ?? 0) + drag.booking.duration);
            const box = blockBox(grid, target.time, formatMinutes(end));
            const palette = (t.vars ?? t).palette;
            return {
              position: 'absolute',
              top: box.top * CELL_PX,
              height: box.height * CELL_PX,
              left: 2,
              right: 2,
              zIndex: 3,
              pointerEvents: 'none',
              borderRadius: 1,
              border: `2px dashed ${palette.focus.ring}`,
            };
          }}
        />
      )}

      {props.nowTop !== null && (
        <Box
          data-testid="now-line"
          aria-hidden="true"
          sx={(t) => ({
            position: 'absolute',
            top: props.nowTop,
            left: 0,
            right: 0,
            height: 2,
            zIndex: 4,
            pointerEvents: 'none',
            bgcolor: (t.vars ?? t).palette.error.main,
          })}
        />
      )}
    </Box>
  );
}
