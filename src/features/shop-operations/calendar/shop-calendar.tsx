import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import { formatMinutes, shopToday } from '@/domain/availability';
import type { Booking } from '@/domain/booking';
import { addDays } from '@/domain/opening-hours';
import type { ShopCalendarRange } from '@/domain/shop-calendar';
import type { ShopBlock } from '@/domain/shop-blocks';
import { clockOf } from '@/domain/shop-calendar-layout';
import { errorText } from '@/lib/error-text';
import { useToast } from '@/lib/toast';
import { AppointmentDetailsDialog, useAppointmentUpdate } from '../appointments';
import { CalendarCellMenu } from './calendar-cell-menu';
import { gridColumns, type GridCell } from './calendar-columns';
import { BlocksList, MoveBlockDialog } from '../blocks';
import { CalendarMonth } from './calendar-month';
import { CalendarTimeGrid } from './calendar-time-grid';
import { calendarTitle } from './calendar-title';
import { CalendarToolbar } from './calendar-toolbar';
import { stepDate, viewRange, type CalendarView } from './calendar-view';
import { DropMoveDialog } from './drop-move-dialog';
import { MoveBookingDialog } from './move-booking-dialog';
import { useGridDrag, type DragItem } from './use-grid-drag';
import { useShopCalendar } from './use-shop-calendar';

const MINUTE_MS = 60_000;

interface PendingMove extends GridCell {
  bookingId: string;
}

/** A booking shown where a move being saved takes it (put back if the save fails). */
function withPendingMove(range: ShopCalendarRange, move: PendingMove | null): ShopCalendarRange {
  if (!move) return range;
  return {
    ...range,
    bookings: range.bookings.map((b) =>
      b.id === move.bookingId
        ? {
            ...b,
            date: move.date,
            staffId: move.staffId,
            startTime: move.time,
            endTime: formatMinutes(Math.min(24 * 60, (clockOf(move.time) ?? 0) + b.duration)),
          }
        : b,
    ),
  };
}

/**
 * The calendar tab (issue 15): day, week and month views of the shop's bookings in the shop's time zone, one
 * column per person. A booking opens its details (Enter, click), moves by drag or with M (a dialog).
 */
export function ShopCalendar({
  shopId,
  timeZone: shopZone,
  initialDate,
  initialView = 'day',
}: {
  shopId: string;
  /** the shop's time zone (the managed shop's): the calendar opens on the shop's today */
  timeZone: string;
  /** the shell's tab switch (the shell's ShopTabId values this tab may lead to) */
  onOpenTab: (id: 'overview' | 'bookings') => void;
  /** where the calendar opens (default: the shop's today, day view) */
  initialDate?: string;
  initialView?: CalendarView;
}) {
  const intl = useIntl();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const [view, setView] = useState<CalendarView>(initialView);
  const [date, setDate] = useState(() => initialDate ?? shopToday(new Date(), shopZone));
  const [staffFilter, setStaffFilter] = useState<string | null>(null);
  const [now, setNow] = useState(() => new Date());
  const [details, setDetails] = useState<Booking | null>(null);
  const [moving, setMoving] = useState<Booking | null>(null);
  const [drop, setDrop] = useState<{ booking: Booking; target: GridCell } | null>(null);
  const [pendingMove, setPendingMove] = useState<PendingMove | null>(null);
  const [blockMove, setBlockMove] = useState<{
    block: ShopBlock;
    place: { date: string; startTime: string; staffId: string | null } | null;
  } | null>(null);
  const [cellMenu, setCellMenu] = useState<{ cell: GridCell; anchor: HTMLElement } | null>(null);

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);

  const { start, days } = viewRange(view, date);
  const query = useShopCalendar(shopId, start, days);
  const update = useAppointmentUpdate(shopId);
  // the range names the zone too; until it arrives (or if the shop's zone just changed) the shell's one holds
  const timeZone = query.data?.timeZone ?? shopZone;
  const today = shopToday(now, timeZone);

  // a dropped booking asks for a reason for the customer; a dropped block opens its move dialog at the drop
  const onDrop = useCallback((item: DragItem, target: GridCell) => {
    if (item.kind === 'booking') setDrop({ booking: item.booking, target });
    else
      setBlockMove({
        block: item.block,
        place: { date: target.date, startTime: target.time, staffId: target.staffId || null },
      });
  }, []);
  const drag = useGridDrag(onDrop);

  const range = useMemo(
    () => (query.data ? withPendingMove(query.data, pendingMove) : null),
    [query.data, pendingMove],
  );
  const onePerson = phone && view !== 'month';
  const filter = onePerson && staffFilter === null ? (range?.staff[0]?.id ?? null) : staffFilter;
  const columns = useMemo(() => {
    if (!range || view === 'month') return [];
    const dates = Array.from({ length: days }, (_, i) => addDays(start, i));
    // the week at desktop width: everyone shares a date's column (told apart by colour), so it fits
    return gridColumns(range, dates, filter, view === 'week' && !phone);
  }, [range, view, start, days, filter, phone]);

  const confirmDrop = (reason: string) => {
    if (!drop) return;
    const { booking, target } = drop;
    setDrop(null);
    setPendingMove({ bookingId: booking.id, ...target });
    update.mutate(
      {
        id: booking.id,
        changes: {
          date: target.date,
          time: target.time,
          staffId: target.staffId,
          ...(reason ? { reason } : {}),
        },
      },
      {
        onSuccess: () =>
          toast.show({
            kind: 'default',
            severity: 'success',
            message: intl.formatMessage({ id: 'shopOps.calendar.moved' }),
          }),
        onError: (error) =>
          toast.show({
            kind: 'error',
            message: errorText(error, intl, 'shopOps.calendar.move.failed'),
          }),
        // back to what the server says: the new place after a success (refetched), the old one after a failure
        onSettled: () => setPendingMove(null),
      },
    );
  };

  const openBooking = (booking: Booking) => {
    if (drag.consumeDragClick()) return;
    setDetails(booking);
  };

  return (
    <Stack spacing={2}>
      <CalendarToolbar
        view={view}
        date={date}
        title={calendarTitle(intl.locale, view, date, start)}
        staff={range?.staff ?? []}
        staffFilter={filter}
        onePersonAtATime={onePerson}
        onView={setView}
        onDate={setDate}
        onToday={() => setDate(today)}
        onStep={(direction) => setDate(stepDate(view, date, direction))}
        onStaff={setStaffFilter}
      />

      {!range ? (
        query.isError ? (
          <ErrorState
            title={intl.formatMessage({ id: 'shopOps.calendar.loadError' })}
            description={errorText(query.error, intl, 'shopOps.calendar.loadErrorDetail')}
            retryLabel={intl.formatMessage({ id: 'shopOps.calendar.retry' })}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Stack
            role="status"
            aria-label={intl.formatMessage({ id: 'shopOps.calendar.loading' })}
            spacing={1}
          >
            <Skeleton variant="rectangular" height={48} />
            <Skeleton variant="rectangular" height={360} />
          </Stack>
        )
      ) : (
        <>
          {range.bookings.length === 0 && (
            <Typography role="status" variant="body2" color="text.secondary">
              {intl.formatMessage({ id: `shopOps.calendar.empty.${view}` })}
            </Typography>
          )}
          {view === 'month' ? (
            <CalendarMonth
              range={range}
              date={date}
              today={today}
              onOpenDay={(day) => {
                setDate(day);
                setView('day');
              }}
            />
          ) : (
            <CalendarTimeGrid
              columns={columns}
              staff={range.staff}
              timeZone={timeZone}
              showDates={view === 'week'}
              now={now}
              drag={drag.drag}
              movingId={pendingMove?.bookingId ?? null}
              onOpenBooking={openBooking}
              onMoveBooking={setMoving}
              onBookingPointerDown={(booking, event) =>
                drag.start({ kind: 'booking', booking }, event)
              }
              onMoveBlock={(block) => {
                if (!drag.consumeDragClick()) setBlockMove({ block, place: null });
              }}
              onBlockPointerDown={(block, event) => drag.start({ kind: 'block', block }, event)}
              onCellAction={(cell, anchor) => setCellMenu({ cell, anchor })}
            />
          )}
          {/* the day's blocked time, each removable (the grid draws it, this list lets the owner lift it) */}
          {view === 'day' && range.blocks.some((block) => block.date === date) && (
            <BlocksList shopId={shopId} date={date} />
          )}
        </>
      )}

      <AppointmentDetailsDialog
        shopId={shopId}
        booking={details}
        open={details !== null}
        onClose={() => setDetails(null)}
      />
      <MoveBookingDialog
        shopId={shopId}
        booking={moving}
        staff={range?.staff ?? []}
        open={moving !== null}
        onClose={() => setMoving(null)}
      />
      <MoveBlockDialog
        shopId={shopId}
        block={blockMove?.block ?? null}
        place={blockMove?.place}
        staff={range?.staff ?? []}
        onClose={() => setBlockMove(null)}
      />
      <CalendarCellMenu
        shopId={shopId}
        timeZone={timeZone}
        opened={cellMenu}
        onClose={() => setCellMenu(null)}
      />
      <DropMoveDialog
        key={
          drop
            ? `${drop.booking.id}|${drop.target.date}|${drop.target.staffId}|${drop.target.time}`
            : 'closed'
        }
        drop={
          drop
            ? {
                ...drop,
                staffName: range?.staff.find((s) => s.id === drop.target.staffId)?.name ?? '',
              }
            : null
        }
        onCancel={() => setDrop(null)}
        onConfirm={confirmDrop}
      />
    </Stack>
  );
}
