import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BlockTimeDialog } from '../blocks';
import type { GridCell } from './calendar-columns';

export interface CalendarCellMenuProps {
  shopId: string;
  /** the empty cell Enter (or a click) was on, and the element the menu hangs from; null: closed */
  opened: { cell: GridCell; anchor: HTMLElement } | null;
  onClose: () => void;
}

/**
 * What an empty cell offers: block that time (the block-time dialog starts at the cell's date, time and
 * person). Only actions that exist are listed.
 */
export function CalendarCellMenu({ shopId, opened, onClose }: CalendarCellMenuProps) {
  const intl = useIntl();
  const [blocking, setBlocking] = useState<GridCell | null>(null);
  return (
    <>
      <Menu anchorEl={opened?.anchor ?? null} open={opened !== null} onClose={onClose}>
        <MenuItem
          onClick={() => {
            setBlocking(opened?.cell ?? null);
            onClose();
          }}
        >
          {intl.formatMessage({ id: 'shopOps.calendar.cellMenu.block' })}
        </MenuItem>
      </Menu>
      <BlockTimeDialog
        shopId={shopId}
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
