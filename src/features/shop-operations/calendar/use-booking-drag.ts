import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import type { Booking } from '@/domain/booking';
import { RELEASED_STATUSES } from './status-style';
import type { GridCell } from './calendar-columns';

/** pointer travel before a press becomes a drag (a click stays a click) */
const DRAG_THRESHOLD_PX = 5;

export interface DragState {
  booking: Booking;
  offset: { x: number; y: number };
  /** the cell under the pointer, or null outside the grid */
  target: GridCell | null;
}

/** The cell under a point: the grid's cells carry their date, person and time as data attributes. */
function cellAt(x: number, y: number): GridCell | null {
  const element = document.elementFromPoint?.(x, y);
  const cell = element?.closest<HTMLElement>('[data-cell]');
  const { date, staff, time } = cell?.dataset ?? {};
  return date && staff && time ? { date, staffId: staff, time } : null;
}

const sameCell = (booking: Booking, cell: GridCell) =>
  booking.date === cell.date && booking.staffId === cell.staffId && booking.startTime === cell.time;

/**
 * Drag a booking to another cell with pointer events (mouse, pen, touch): the block follows the pointer, the
 * cell under it is the drop target, and a release on a different cell hands the move to `onDrop` (which asks
 * for a reason before saving). The click that ends a drag does not open the booking.
 */
export function useBookingDrag(onDrop: (booking: Booking, target: GridCell) => void) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const dragged = useRef(false);
  const cleanup = useRef<(() => void) | null>(null);

  useEffect(() => () => cleanup.current?.(), []);

  const start = useCallback(
    (booking: Booking, event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || RELEASED_STATUSES.includes(booking.status)) return;
      const origin = { x: event.clientX, y: event.clientY };
      dragged.current = false;
      let current: DragState | null = null;
      const move = (e: MouseEvent) => {
        const offset = { x: e.clientX - origin.x, y: e.clientY - origin.y };
        if (!current && Math.hypot(offset.x, offset.y) < DRAG_THRESHOLD_PX) return;
        current = { booking, offset, target: cellAt(e.clientX, e.clientY) };
        setDrag(current);
      };
      const up = () => {
        cleanup.current?.();
        if (!current) return;
        dragged.current = true;
        setDrag(null);
        if (current.target && !sameCell(booking, current.target)) onDrop(booking, current.target);
      };
      const cancel = (e: KeyboardEvent) => {
        if (e.key !== 'Escape') return;
        current = null;
        setDrag(null);
        cleanup.current?.();
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
      window.addEventListener('keydown', cancel);
      cleanup.current = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        window.removeEventListener('keydown', cancel);
        cleanup.current = null;
      };
    },
    [onDrop],
  );

  /** true once for the click that follows a drag's release (the caller skips opening the booking) */
  const consumeDragClick = useCallback(() => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  }, []);

  return { drag, start, consumeDragClick };
}
