import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import type { Booking } from '@/domain/booking';
import { clockOf } from '@/domain/shop-calendar-layout';
import type { ShopBlock } from '@/domain/shop-blocks';
import { RELEASED_STATUSES } from './status-style';
import type { GridCell } from './calendar-columns';

/** pointer travel before a press becomes a drag (a click stays a click) */
const DRAG_THRESHOLD_PX = 5;

/** What can be dragged on the grid: a booking, or a stretch of blocked time. */
export type DragItem = { kind: 'booking'; booking: Booking } | { kind: 'block'; block: ShopBlock };

export const dragItemId = (item: DragItem): string =>
  item.kind === 'booking' ? item.booking.id : item.block.id;

/** Minutes the dragged thing lasts (the drop target's height). */
export function dragItemMinutes(item: DragItem): number {
  if (item.kind === 'booking') return item.booking.duration;
  const start = clockOf(item.block.startTime) ?? 0;
  return (clockOf(item.block.endTime) ?? start) - start;
}

export interface DragState {
  item: DragItem;
  offset: { x: number; y: number };
  /** the cell under the pointer (its person '' in a column of everyone), or null outside the grid */
  target: GridCell | null;
}

/** The cell under a point: the grid's cells carry their date, person ('' for everyone) and time. */
function cellAt(x: number, y: number): GridCell | null {
  const element = document.elementFromPoint?.(x, y);
  const cell = element?.closest<HTMLElement>('[data-cell]');
  const { date, staff, time } = cell?.dataset ?? {};
  return date && staff !== undefined && time ? { date, staffId: staff, time } : null;
}

/**
 * Where a drop puts the item: a column of everyone keeps its person; a block of the whole shop stays the whole
 * shop's. Null when that is where it already is.
 */
export function dropPlace(item: DragItem, cell: GridCell): GridCell | null {
  const at = item.kind === 'booking' ? item.booking : item.block;
  const staffId =
    item.kind === 'block' && at.staffId === null ? '' : cell.staffId || at.staffId || '';
  const place = { date: cell.date, time: cell.time, staffId };
  const same =
    at.date === place.date && at.startTime === place.time && (at.staffId ?? '') === place.staffId;
  return same ? null : place;
}

/**
 * Drag a booking or a block to another cell with pointer events (mouse, pen, touch): it follows the pointer, the
 * cell under it is the drop target, and a release on another place hands the move to `onDrop` (which confirms
 * before saving). The click that ends a drag does not open the item. Escape cancels.
 */
export function useGridDrag(onDrop: (item: DragItem, place: GridCell) => void) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const dragged = useRef(false);
  const cleanup = useRef<(() => void) | null>(null);

  useEffect(() => () => cleanup.current?.(), []);

  const start = useCallback(
    (item: DragItem, event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      if (item.kind === 'booking' && RELEASED_STATUSES.includes(item.booking.status)) return;
      const origin = { x: event.clientX, y: event.clientY };
      dragged.current = false;
      let current: DragState | null = null;
      const move = (e: MouseEvent) => {
        const offset = { x: e.clientX - origin.x, y: e.clientY - origin.y };
        if (!current && Math.hypot(offset.x, offset.y) < DRAG_THRESHOLD_PX) return;
        current = { item, offset, target: cellAt(e.clientX, e.clientY) };
        setDrag(current);
      };
      const up = () => {
        cleanup.current?.();
        if (!current) return;
        dragged.current = true;
        setDrag(null);
        const place = current.target && dropPlace(item, current.target);
        if (place) onDrop(item, place);
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

  /** true once for the click that follows a drag's release (the caller skips opening the item) */
  const consumeDragClick = useCallback(() => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  }, []);

  return { drag, start, consumeDragClick };
}
