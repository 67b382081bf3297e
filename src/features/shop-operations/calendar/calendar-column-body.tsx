import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatMinutes } from '@/domain/availability';
import type { Booking } from '@/domain/booking';
import { formatClockRange } from '@/domain/clock-format';
import type { CalendarStaff } from '@/domain/shop-calendar';
import type { ShopBlock } from '@/domain/shop-blocks';
import {
  blockBox,
  cellState,
  clockOf,
  sideBySide,
  teamCellState,
  type CellState,
  type GridRows,
} from '@/domain/shop-calendar-layout';
import { CalendarBlockItem } from './calendar-block-item';
import { CalendarBookingBlock } from './calendar-booking-block';
import type { GridCell, GridColumn } from './calendar-columns';
import { dragItemId, dragItemMinutes, type DragState } from './use-grid-drag';

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
  /** the team (a column of everyone names each booking's person and shows their colour) */
  staff: ReadonlyMap<string, CalendarStaff>;
  /** how the cells of this column are named ('Giulia', or 'Fri 12 Jun' in a column of everyone) */
  cellName: string;
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
  onMoveBlock: (block: ShopBlock) => void;
  onBlockPointerDown: (block: ShopBlock, event: PointerEvent<HTMLElement>) => void;
}

/**
 * One person's day on the grid (or everyone's, in the compact week): cells shaded by opening hours, breaks and
 * the person's own hours; blocked time hatched with its reason; bookings placed by time, overlapping ones side by
 * side, each with its person's colour; the drop target; the now-line.
 */
export function CalendarColumnBody(props: CalendarColumnBodyProps) {
  const { column, columnIndex, grid, drag, activeCell, staff } = props;
  const intl = useIntl();
  const everyone = column.staffId === '';
  // in a column of everyone a person's block shares the width with the bookings; the shop's spans it
  const laneBlocks = everyone ? column.blocks.filter((b) => b.staffId !== null) : [];
  const wideBlocks = column.blocks.filter((b) => !laneBlocks.includes(b));
  const lanes = sideBySide([...column.bookings, ...laneBlocks]);
  const target =
    drag?.target && drag.target.date === column.day.date && drag.target.staffId === column.staffId
      ? drag.target
      : null;
  const dragOffset = (kind: 'booking' | 'block', id: string) =>
    drag?.item.kind === kind && dragItemId(drag.item) === id ? drag.offset : null;
  const colourOf = (staffId: string | null) =>
    column.colour ?? (staffId ? (staff.get(staffId)?.colour ?? null) : null);
  const nameOf = (staffId: string | null) =>
    everyone && staffId ? (staff.get(staffId)?.name ?? '') : undefined;

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
        const state = everyone
          ? teamCellState(column.day, minute)
          : cellState(column.day, column.staffId, minute);
        const time = formatMinutes(minute);
        const cell: GridCell = { date: column.day.date, staffId: column.staffId, time };
        const key = `${columnIndex}:${row}`;
        const label = intl.formatMessage(
          { id: 'shopOps.calendar.cellLabel' },
          {
            person: props.cellName,
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

      {[...wideBlocks, ...laneBlocks].map((block) => {
        const box = blockBox(grid, block.startTime, block.endTime);
        return (
          <CalendarBlockItem
            key={block.id}
            block={block}
            top={box.top * CELL_PX}
            height={box.height * CELL_PX}
            lane={laneBlocks.includes(block) ? lanes.get(block.id) : undefined}
            colour={everyone ? colourOf(block.staffId) : null}
            person={nameOf(block.staffId)}
            dragOffset={dragOffset('block', block.id)}
            onMove={props.onMoveBlock}
            onPointerDown={props.onBlockPointerDown}
          />
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
            dragOffset={dragOffset('booking', booking.id)}
            moving={props.movingId === booking.id}
            colour={colourOf(booking.staffId)}
            person={nameOf(booking.staffId)}
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
            const end = Math.min(24 * 60, (clockOf(target.time) ?? 0) + dragItemMinutes(drag.item));
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
