import Box from '@mui/material/Box';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatClockRange } from '@/domain/clock-format';
import type { ShopBlock } from '@/domain/shop-blocks';
import type { StaffColour } from '@/domain/shop-team';

export interface CalendarBlockItemProps {
  block: ShopBlock;
  /** position in px within its column */
  top: number;
  height: number;
  /** side-by-side placement (a person's block among the bookings of a column of everyone) */
  lane?: { lane: number; lanes: number };
  /** the person's colour and name, in a column of everyone */
  colour?: StaffColour | null;
  person?: string;
  /** being dragged: follows the pointer by this offset and lets the cells below take the pointer */
  dragOffset?: { x: number; y: number } | null;
  onMove: (block: ShopBlock) => void;
  onPointerDown: (block: ShopBlock, event: PointerEvent<HTMLElement>) => void;
}

/**
 * A stretch of blocked time on the grid, hatched, with its reason. It moves like a booking: drag it, or Enter, a
 * click or M opens the move dialog.
 */
export function CalendarBlockItem(props: CalendarBlockItemProps) {
  const { block, top, height, lane, colour, person, dragOffset } = props;
  const intl = useIntl();
  const times = formatClockRange(intl.locale, block.startTime, block.endTime);
  const reason = block.reason || intl.formatMessage({ id: 'shopOps.calendar.blocked' });
  const label = intl.formatMessage(
    { id: person ? 'shopOps.calendar.blockLabelWith' : 'shopOps.calendar.blockLabel' },
    { times, reason, person },
  );
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'm' && event.key !== 'M') return;
    event.preventDefault();
    props.onMove(block);
  };

  return (
    <Box
      component="button"
      type="button"
      data-block-id={block.id}
      data-colour={colour ?? undefined}
      aria-label={intl.formatMessage({ id: 'shopOps.calendar.blockAction' }, { block: label })}
      aria-keyshortcuts="M"
      onClick={() => props.onMove(block)}
      onKeyDown={onKeyDown}
      onPointerDown={(event: PointerEvent<HTMLElement>) => props.onPointerDown(block, event)}
      sx={(t) => {
        const palette = (t.vars ?? t).palette;
        const share = lane ?? { lane: 0, lanes: 1 };
        return {
          position: 'absolute',
          top,
          height,
          left: lane ? `calc(${(share.lane / share.lanes) * 100}% + 2px)` : 0,
          width: lane ? `calc(${100 / share.lanes}% - 4px)` : '100%',
          zIndex: dragOffset ? 5 : 1,
          transform: dragOffset ? `translate(${dragOffset.x}px, ${dragOffset.y}px)` : 'none',
          pointerEvents: dragOffset ? 'none' : 'auto',
          touchAction: 'none',
          cursor: 'grab',
          overflow: 'hidden',
          textAlign: 'left',
          verticalAlign: 'top',
          font: 'inherit',
          fontSize: '0.75rem',
          lineHeight: 1.3,
          px: 0.75,
          py: 0.25,
          boxSizing: 'border-box',
          color: palette.text.primary,
          border: `1px solid ${palette.border.strong}`,
          borderLeft: colour ? `6px solid ${palette.staffColour[colour].accent}` : undefined,
          boxShadow: dragOffset ? palette.shadow.popover : 'none',
          background: `repeating-linear-gradient(135deg, ${palette.surface.muted} 0 6px, ${palette.border.subtle} 6px 12px)`,
          '&:focus-visible': {
            outline: `${palette.focus.width} solid ${palette.focus.ring}`,
            outlineOffset: '-2px',
            zIndex: 4,
          },
        };
      }}
    >
      {/* on the page's own background: the hatching behind it never lowers the text's contrast */}
      <Box
        component="span"
        aria-hidden="true"
        sx={(t) => ({
          display: 'inline-block',
          maxWidth: '100%',
          px: 0.5,
          borderRadius: 0.5,
          fontWeight: 600,
          bgcolor: (t.vars ?? t).palette.background.paper,
        })}
      >
        {person ? `${person} · ${reason}` : reason}
      </Box>
    </Box>
  );
}
