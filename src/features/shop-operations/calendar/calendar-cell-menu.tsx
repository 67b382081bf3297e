import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BlockTimeDialog } from '../blocks';
import { WalkInDialog } from '../walk-ins';
import type { GridCell } from './calendar-columns';

export interface CalendarCellMenuProps {
  shopId: string;
  /** the shop's time zone (the block dialog's earliest date) */
  timeZone: string;
  /** the empty cell Enter (or a click) was on, and the element the menu hangs from; null: closed */
  opened: { cell: GridCell; anchor: HTMLElement } | null;
  onClose: () => void;
}

/**
 * What an empty cell offers: a walk-in or phone booking there, or blocking that time; each dialog starts at the
 * cell's date, time and person.
 */
export function CalendarCellMenu({ shopId, timeZone, opened, onClose }: CalendarCellMenuProps) {
  const intl = useIntl();
  const [blocking, setBlocking] = useState<GridCell | null>(null);
  const [booking, setBooking] = useState<GridCell | null>(null);
  return (
    <>
      <Menu anchorEl={opened?.anchor ?? null} open={opened !== null} onClose={onClose}>
        <MenuItem
          onClick={() => {
            setBooking(opened?.cell ?? null);
            onClose();
          }}
        >
          {intl.formatMessage({ id: 'shopOps.calendar.cellMenu.walkIn' })}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setBlocking(opened?.cell ?? null);
            onClose();
          }}
        >
          {intl.formatMessage({ id: 'shopOps.calendar.cellMenu.block' })}
        </MenuItem>
      </Menu>
      <WalkInDialog
        shopId={shopId}
        open={booking !== null}
        onClose={() => setBooking(null)}
        initial={
          booking ? { date: booking.date, time: booking.time, staffId: booking.staffId } : undefined
        }
      />
      <BlockTimeDialog
        shopId={shopId}
        timeZone={timeZone}
        open={blocking !== null}
        onClose={() => setBlocking(null)}
        initial={
          blocking
            ? { date: blocking.date, startTime: blocking.time, staffId: blocking.staffId }
            : undefined
        }
      />
    </>
  );
}
