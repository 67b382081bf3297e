import Box from '@mui/material/Box';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Booking } from '@/domain/booking';
import { formatClockRange } from '@/domain/clock-format';
import type { StaffColour } from '@/domain/shop-team';
import { RELEASED_STATUSES, STATUS_MESSAGE, statusColours } from './status-style';

export interface CalendarBookingBlockProps {
  booking: Booking;
  /** position in px within its column */
  top: number;
  height: number;
  /** side-by-side placement: lane of lanes */
  lane: number;
  lanes: number;
  /** being dragged: follows the pointer by this offset and lets the cells below take the pointer */
  dragOffset?: { x: number; y: number } | null;
  /** drawn at a move's new place while the move is being saved */
  moving?: boolean;
  /** the person's colour: the stripe on its left edge */
  colour: StaffColour | null;
  /** the person's name, written on it in a column of everyone (the colour is never the only sign) */
  person?: string;
  onOpen: (booking: Booking) => void;
  onMove: (booking: Booking) => void;
  onPointerDown?: (booking: Booking, event: PointerEvent<HTMLElement>) => void;
}

/**
 * One booking on the grid: service and customer, its times and its status written out (colour is the status's
 * themed pair, never the only sign), a stripe in its person's colour. Enter or a click opens it; M moves it
 * (the keyboard's drag).
 */
export function CalendarBookingBlock(props: CalendarBookingBlockProps) {
  const { booking, top, height, lane, lanes, dragOffset, moving, onOpen, onMove } = props;
  const intl = useIntl();
  const status = intl.formatMessage({ id: STATUS_MESSAGE[booking.status] });
  const times = formatClockRange(intl.locale, booking.startTime, booking.endTime);
  const released = RELEASED_STATUSES.includes(booking.status);
  const { colour, person } = props;
  const label = intl.formatMessage(
    { id: person ? 'shopOps.calendar.bookingLabelWith' : 'shopOps.calendar.bookingLabel' },
    { times, service: booking.serviceName, customer: booking.customerName, status, person },
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'm' || event.key === 'M') {
      event.preventDefault();
      onMove(booking);
    }
  };

  return (
    <Box
      component="button"
      type="button"
      data-booking-id={booking.id}
      data-status={booking.status}
      data-colour={colour ?? undefined}
      aria-label={label}
      aria-keyshortcuts="M"
      onClick={() => onOpen(booking)}
      onKeyDown={onKeyDown}
      onPointerDown={(event: PointerEvent<HTMLElement>) => props.onPointerDown?.(booking, event)}
      sx={(t) => {
        const { bg, fg } = statusColours(t, booking.status);
        const palette = (t.vars ?? t).palette;
        return {
          position: 'absolute',
          top: top + 1,
          height: Math.max(height - 2, 18),
          left: `calc(${(lane / lanes) * 100}% + 2px)`,
          width: `calc(${100 / lanes}% - 4px)`,
          zIndex: dragOffset ? 5 : 2,
          transform: dragOffset ? `translate(${dragOffset.x}px, ${dragOffset.y}px)` : 'none',
          pointerEvents: dragOffset ? 'none' : 'auto',
          touchAction: 'none',
          // a released booking is told by its struck-through text and status word, not by fading (4.5:1 kept)
          opacity: moving ? 0.8 : 1,
          overflow: 'hidden',
          textAlign: 'left',
          font: 'inherit',
          fontSize: '0.75rem',
          lineHeight: 1.3,
          px: 0.75,
          py: 0.25,
          borderRadius: 1,
          cursor: released ? 'pointer' : 'grab',
          bgcolor: bg,
          color: fg,
          border: `1px solid ${fg}`,
          // the person's colour as a wide stripe on the left (the status keeps the rest of the border)
          borderLeft: `6px solid ${colour ? palette.staffColour[colour].accent : fg}`,
          borderStyle: moving ? 'dashed' : 'solid',
          boxShadow: dragOffset ? palette.shadow.popover : 'none',
          textDecoration: released ? 'line-through' : 'none',
          '&:focus-visible': {
            outline: `${palette.focus.width} solid ${palette.focus.ring}`,
            outlineOffset: palette.focus.offset,
            zIndex: 4,
          },
        };
      }}
    >
      <Box component="span" sx={{ display: 'block', fontWeight: 700 }} aria-hidden="true">
        {person ? `${person} · ${booking.serviceName}` : booking.serviceName}
      </Box>
      <Box component="span" sx={{ display: 'block' }} aria-hidden="true">
        {booking.customerName}
      </Box>
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }} aria-hidden="true">
        {status} · {times}
      </Box>
    </Box>
  );
}
