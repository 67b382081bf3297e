import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@/domain/booking';
import { ShopCalendar } from '@/features/shop-operations';
import { CatalogSectionProvider } from '@/i18n';
import { toastsAtom } from '@/lib/toast';
import { failure } from '@mocks/handlers/failure';
import { server } from '@mocks/node';
import {
  BUSY_BOOKINGS,
  BUSY_DAY,
  CALENDAR_SHOP_ID,
  calendarHandlers,
} from '../../../../stories/features/shop-operations/calendar-story-data';
import { renderWithProviders, signIn, stubMatchMedia } from '../../app/test-utils';
import { msg } from '../profile/helpers';

beforeEach(() => {
  stubMatchMedia({ width: 1280 });
  signIn('shop');
  server.use(...calendarHandlers());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderCalendar = () =>
  renderWithProviders(
    <CatalogSectionProvider section="pages">
      <ShopCalendar
        shopId={CALENDAR_SHOP_ID}
        timeZone="Europe/Rome"
        onOpenTab={() => {}}
        initialDate={BUSY_DAY}
      />
    </CatalogSectionProvider>,
  );

const bookingButton = (customer: string) =>
  screen.findByRole('button', { name: new RegExp(`for ${customer}, `) }, { timeout: 5000 });
const columnOf = (element: Element) =>
  element.closest('[data-column]')?.getAttribute('data-column');
const cell = (staffId: string, time: string) =>
  document.querySelector<HTMLElement>(
    `[data-cell][data-date="${BUSY_DAY}"][data-staff="${staffId}"][data-time="${time}"]`,
  )!;

/** Drags a booking block onto a cell (the pointer's path; the cell under it is what the grid reads). */
function dragTo(block: HTMLElement, target: HTMLElement) {
  // jsdom does no layout: the cell under the pointer is the target
  Object.defineProperty(document, 'elementFromPoint', {
    configurable: true,
    value: () => target,
  });
  act(() => {
    block.dispatchEvent(
      new MouseEvent('pointerdown', { bubbles: true, button: 0, clientX: 10, clientY: 10 }),
    );
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: 60, clientY: 200 }));
  });
  expect(screen.getByTestId('drop-target')).toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new MouseEvent('pointerup', { clientX: 60, clientY: 200 }));
  });
}

describe('ShopCalendar', () => {
  it('places bookings by time and person, side by side when they overlap, with hours, breaks and blocks', async () => {
    await renderCalendar();
    const giulia = await bookingButton('Giulia Rossi');
    expect(columnOf(giulia)).toBe(`${BUSY_DAY}|staff-marco`);
    // the grid starts at the shop's opening (09:00); a 30-minute row is 48 px
    expect(giulia).toHaveStyle({ top: '1px', height: '94px' });

    const pending = await bookingButton('Marco Bruno');
    const checkedIn = await bookingButton('Sara Conti');
    expect(pending).toHaveAccessibleName(/^10:00–11:30, Balayage for Marco Bruno, Pending\./);
    expect(checkedIn).toHaveAccessibleName(/Checked in/);
    expect(pending).toHaveStyle({ top: '97px' });
    expect(pending).toHaveStyle({ width: 'calc(50% - 4px)' });
    expect(checkedIn).toHaveStyle({ width: 'calc(50% - 4px)' });

    expect(columnOf(await bookingButton('Luca Ferri'))).toBe(`${BUSY_DAY}|staff-giulia`);
    expect(columnOf(await bookingButton('Paolo Verdi'))).toBe(`${BUSY_DAY}|staff-sara`);
    // another day's booking is not on this day
    expect(screen.queryByRole('button', { name: /for Elena Gallo, / })).toBeNull();

    expect(cell('staff-marco', '13:00')).toHaveAttribute('data-state', 'break');
    expect(cell('staff-sara', '10:00')).toHaveAttribute('data-state', 'off');
    expect(cell('staff-sara', '14:00')).toHaveAttribute('data-state', 'open');
    expect(
      screen.getByRole('button', { name: 'Blocked 17:00–18:30: Training. Enter or M moves it.' }),
    ).toBeInTheDocument();
  });

  it('opens a booking’s details with Enter, and the move dialog with M', async () => {
    const { user } = await renderCalendar();
    const giulia = await bookingButton('Giulia Rossi');
    giulia.focus();
    await user.keyboard('{Enter}');
    const details = await screen.findByRole('dialog');
    expect(details).toHaveTextContent('Giulia Rossi');
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    (await bookingButton('Giulia Rossi')).focus();
    await user.keyboard('m');
    const move = await screen.findByRole('dialog', { name: msg('shopOps.calendar.move.title') });
    expect(within(move).getByLabelText(new RegExp(msg('shopOps.calendar.move.date')))).toHaveValue(
      BUSY_DAY,
    );
  });

  it('moves a dropped booking to the new time and person, with the reason given', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/bookings/:id', async ({ request, params }) => {
        const body = (await request.json()) as Record<string, string>;
        sent.push({ id: params.id, ...body });
        const moved: Booking = {
          ...BUSY_BOOKINGS[0]!,
          date: body.date!,
          startTime: body.time!,
          time: body.time!,
          staffId: body.staffId!,
        };
        return HttpResponse.json({ success: true, data: { booking: moved } });
      }),
    );
    const { user, store } = await renderCalendar();
    dragTo(await bookingButton('Giulia Rossi'), cell('staff-giulia', '12:00'));

    const confirm = await screen.findByRole('dialog', { name: msg('shopOps.calendar.drop.title') });
    await user.type(
      within(confirm).getByLabelText(msg('shopOps.calendar.move.reason')),
      'Marco is ill',
    );
    await user.click(
      within(confirm).getByRole('button', { name: msg('shopOps.calendar.drop.confirm') }),
    );

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      id: 'bk-1',
      date: BUSY_DAY,
      time: '12:00',
      staffId: 'staff-giulia',
      reason: 'Marco is ill',
    });
    await vi.waitFor(() =>
      expect(store.get(toastsAtom)[0]).toMatchObject({ message: msg('shopOps.calendar.moved') }),
    );
  });

  it('puts a booking back and says why when the move is refused', async () => {
    server.use(http.put('/api/bookings/:id', () => failure('SLOT_TAKEN')));
    const { user, store } = await renderCalendar();
    dragTo(await bookingButton('Giulia Rossi'), cell('staff-giulia', '12:00'));
    const confirm = await screen.findByRole('dialog', { name: msg('shopOps.calendar.drop.title') });
    await user.click(
      within(confirm).getByRole('button', { name: msg('shopOps.calendar.drop.confirm') }),
    );

    await vi.waitFor(() =>
      expect(store.get(toastsAtom)[0]).toMatchObject({ message: msg('errors.SLOT_TAKEN') }),
    );
    const back = await bookingButton('Giulia Rossi');
    expect(columnOf(back)).toBe(`${BUSY_DAY}|staff-marco`);
    expect(back).toHaveStyle({ top: '1px' });
  });

  it('moves blocked time with M: the dialog starts where it is and sends the new start', async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch('/api/shops/:id/blocks/:blockId', async ({ request, params }) => {
        sent.push({ blockId: params.blockId, body: await request.json() });
        return HttpResponse.json({ success: true, data: { block: {} } });
      }),
    );
    const { user } = await renderCalendar();
    const block = await screen.findByRole(
      'button',
      { name: 'Blocked 17:00–18:30: Training. Enter or M moves it.' },
      { timeout: 5000 },
    );
    block.focus();
    await user.keyboard('m');
    const dialog = await screen.findByRole('dialog', { name: msg('shopOps.blocks.moveTitle') });
    expect(within(dialog).getByLabelText(msg('shopOps.blocks.date'))).toHaveValue(BUSY_DAY);
    await user.click(within(dialog).getByRole('combobox', { name: msg('shopOps.blocks.start') }));
    await user.click(await screen.findByRole('option', { name: '18:00' }));
    await user.click(
      within(dialog).getByRole('button', { name: msg('shopOps.blocks.moveSubmit') }),
    );
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ body: { date: BUSY_DAY, startTime: '18:00' } });
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: msg('shopOps.blocks.moveTitle') })).toBeNull(),
    );
  });

  it('shows the month with counts per status, and opens a day from it', async () => {
    const { user } = await renderCalendar();
    await bookingButton('Giulia Rossi');
    await user.click(screen.getByRole('button', { name: msg('shopOps.calendar.view.month') }));
    const day = await screen.findByRole(
      'button',
      { name: /^Friday, June 12, 2026: 1 Pending, 3 Confirmed, 1 Checked in, 1 Cancelled\./ },
      { timeout: 5000 },
    );
    await user.click(day);
    expect(await bookingButton('Paolo Verdi')).toBeInTheDocument();
  });
  it('walks the cells with the arrow keys, and offers a booking or a block on an empty one', async () => {
    const { user } = await renderCalendar();
    await bookingButton('Giulia Rossi');
    const noon = cell('staff-marco', '12:00');
    noon.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell('staff-marco', '12:30'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('staff-giulia', '12:30'));
    expect(document.activeElement).toHaveAccessibleName(/^Giulia, 12:30–13:00, free$/);

    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([msg('shopOps.calendar.cellMenu.walkIn'), msg('shopOps.calendar.cellMenu.block')]);
    await user.click(
      within(menu).getByRole('menuitem', { name: msg('shopOps.calendar.cellMenu.block') }),
    );
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
  it('shows one person at a time at phone width, with a switcher', async () => {
    stubMatchMedia({ width: 360 });
    const { user } = await renderCalendar();
    await bookingButton('Giulia Rossi');
    expect(screen.getAllByTestId('calendar-column-header').map((h) => h.textContent)).toEqual([
      'Marco',
    ]);
    await user.click(screen.getByRole('combobox', { name: msg('shopOps.calendar.staffFilter') }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Marco', 'Giulia', 'Sara']);
    await user.click(options[2]!);
    expect(await bookingButton('Paolo Verdi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /for Giulia Rossi, / })).toBeNull();
  });
});
