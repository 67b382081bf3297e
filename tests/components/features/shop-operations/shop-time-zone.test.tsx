import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopAppointments, ShopCalendar } from '@/features/shop-operations';
import { AppointmentRescheduleDialog } from '@/features/shop-operations/appointments/appointment-reschedule-dialog';
import { BlockTimeDialog } from '@/features/shop-operations/blocks';
import { CatalogSectionProvider } from '@/i18n';
import { server } from '@mocks/node';
import {
  APPOINTMENTS_SHOP_ID,
  PENDING,
  TEAM,
  appointmentHandlers,
} from '../../../../stories/features/shop-operations/appointments-story-data';
import { calendarHandlers } from '../../../../stories/features/shop-operations/calendar-story-data';
import { renderWithProviders, signIn, stubMatchMedia } from '../../app/test-utils';
import { msg } from '../profile/helpers';

/**
 * The owner's screens count days in the shop's time zone, not the viewer's (issue 15). At 23:30 UTC on
 * 28 November the owner's device, in Los Angeles, is still on the 28th (15:30); the shop, in Auckland
 * (UTC+13 in summer), is already on the 29th (12:30). Every default the owner sees must be the 29th.
 */
const NOW = new Date('2026-11-28T23:30:00Z');
const SHOP_ZONE = 'Pacific/Auckland';
const VIEWER_ZONE = 'America/Los_Angeles';
const SHOP_TODAY = '2026-11-29';

let requests: URL[] = [];
let blockBodies: { date?: string }[] = [];
const savedZone = process.env.TZ;

beforeEach(() => {
  // Node re-reads TZ when it changes: the viewer's own calendar date is the 28th
  process.env.TZ = VIEWER_ZONE;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  requests = [];
  blockBodies = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    if (request.method === 'POST' && url.pathname.endsWith('/blocks'))
      void request
        .clone()
        .json()
        .then((body: { date?: string }) => blockBodies.push(body));
  });
  stubMatchMedia({ width: 1280 });
  signIn('shop');
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  process.env.TZ = savedZone;
});

const asked = (path: string) => requests.filter((url) => url.pathname === path);

describe('the owner abroad sees the shop’s today', () => {
  it('has the viewer on the day before the shop', () => {
    expect(new Date().getDate()).toBe(28);
  });

  it('starts the Bookings tab’s quick picks on the shop’s date', async () => {
    server.use(...appointmentHandlers({ list: [] }));
    await renderWithProviders(
      <CatalogSectionProvider section="pages">
        <ShopAppointments shopId={APPOINTMENTS_SHOP_ID} timeZone={SHOP_ZONE} onOpenTab={() => {}} />
      </CatalogSectionProvider>,
    );
    // the default pick, the next 7 days: from the shop's today
    await waitFor(() => expect(asked('/api/bookings').length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    const first = asked('/api/bookings')[0]!.searchParams;
    expect([first.get('startDate'), first.get('endDate')]).toEqual([SHOP_TODAY, '2026-12-05']);

    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: msg('shopOps.appointments.filters.pick.today') }),
    );
    await waitFor(() => {
      const last = asked('/api/bookings').at(-1)!.searchParams;
      expect([last.get('startDate'), last.get('endDate')]).toEqual([SHOP_TODAY, SHOP_TODAY]);
    });
  }, 30_000);

  it('lets a booking be moved no earlier than the shop’s today', async () => {
    server.use(...appointmentHandlers());
    await renderWithProviders(
      <CatalogSectionProvider section="pages">
        <AppointmentRescheduleDialog
          open
          booking={{ ...PENDING, date: '2026-12-02', shopTimeZone: SHOP_ZONE }}
          staff={TEAM.members}
          pending={false}
          error={null}
          onSubmit={() => {}}
          onClose={() => {}}
        />
      </CatalogSectionProvider>,
    );
    const date = await screen.findByLabelText(
      msg('shopOps.appointments.reschedule.date'),
      {},
      { timeout: 10_000 },
    );
    expect(date).toHaveAttribute('min', SHOP_TODAY);
  }, 30_000);

  it('opens the calendar on the shop’s today', async () => {
    server.use(...calendarHandlers());
    await renderWithProviders(
      <CatalogSectionProvider section="pages">
        <ShopCalendar shopId={APPOINTMENTS_SHOP_ID} timeZone={SHOP_ZONE} onOpenTab={() => {}} />
      </CatalogSectionProvider>,
    );
    const calendarPath = `/api/shops/${APPOINTMENTS_SHOP_ID}/calendar`;
    await waitFor(() => expect(asked(calendarPath).length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    expect(asked(calendarPath)[0]!.searchParams.get('start')).toBe(SHOP_TODAY);
  }, 30_000);

  it('blocks time from the shop’s today when no cell was chosen', async () => {
    await renderWithProviders(
      <CatalogSectionProvider section="pages">
        <BlockTimeDialog
          shopId={APPOINTMENTS_SHOP_ID}
          timeZone={SHOP_ZONE}
          open
          onClose={() => {}}
        />
      </CatalogSectionProvider>,
    );
    await screen.findByRole('dialog', { name: msg('shopOps.blocks.title') }, { timeout: 10_000 });
    fireEvent.change(
      screen.getByRole('textbox', { name: new RegExp(msg('shopOps.blocks.reason')) }),
      { target: { value: 'Team training' } },
    );
    await act(async () => {
      screen.getByRole('button', { name: msg('shopOps.blocks.submit') }).click();
    });
    await waitFor(() => expect(blockBodies).toHaveLength(1));
    expect(blockBodies[0]!.date).toBe(SHOP_TODAY);
  }, 30_000);
});
