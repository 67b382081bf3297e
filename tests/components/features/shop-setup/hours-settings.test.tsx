import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import type { AffectedBooking, WorkingHoursSettings } from '@/domain/shop-hours';
import { ShopHoursSettings, ShopNotificationSettings } from '@/features/shop-setup';
import { CatalogSectionProvider } from '@/i18n';
import { server } from '@mocks/node';
import { resetMockShopHours } from '../../../../mocks/handlers/shop-admin/hours';
import { failure } from '../../../../mocks/handlers/failure';
import { renderWithProviders, signIn, stubMatchMedia } from '../../app/test-utils';
import { msg } from '../profile/helpers';

const SHOP = DEMO_OWNED_SHOP_ID;
const HOURS_PATH = `/api/shops/${SHOP}/working-hours`;

beforeEach(() => {
  resetMockShopHours();
  stubMatchMedia({ width: 360 });
  signIn('shop');
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});

/** A settings editor as the shell shows it: with the part of the catalogs the shop area loads. */
const inShopArea = (ui: React.ReactNode) =>
  renderWithProviders(<CatalogSectionProvider section="pages">{ui}</CatalogSectionProvider>);

async function openHours() {
  const utils = await inShopArea(<ShopHoursSettings shopId={SHOP} />);
  await screen.findByRole('heading', { name: msg('shopSetup.hours.title') });
  return utils;
}

/** The day's open switch, found by the day's name. */
const daySwitch = (day: string) => screen.getByRole('switch', { name: day });

describe('ShopHoursSettings', () => {
  it('shows the week on the 24-hour clock and saves a change, with the saved message', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith('/working-hours'))
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
    });
    const { user } = await openHours();
    const [opens] = screen.getAllByRole('combobox', { name: msg('shopSetup.hours.opens') });
    expect(opens).toHaveTextContent(/^([01]\d|2[0-3]):[0-5]\d$/);
    const sunday = daySwitch(msg('shopSetup.hours.day.sunday')) as HTMLInputElement;
    const wasOpen = sunday.checked;
    await user.click(sunday);
    await user.click(screen.getByRole('button', { name: msg('shopSetup.hours.save') }));
    expect(await screen.findByText(msg('shopSetup.hours.saved'))).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect((sent[0] as WorkingHoursSettings).workingHours.sunday.isOpen).toBe(!wasOpen);
  });

  it('shows the spec message for a day that closes before it opens, and sends nothing', async () => {
    const { user } = await openHours();
    const mondayRow = daySwitch(msg('shopSetup.hours.day.monday'));
    if (!(mondayRow as HTMLInputElement).checked) await user.click(mondayRow);
    const [opens] = screen.getAllByRole('combobox', { name: msg('shopSetup.hours.opens') });
    await user.click(opens!);
    await user.click(await screen.findByRole('option', { name: '23:00' }));
    await user.click(screen.getByRole('button', { name: msg('shopSetup.hours.save') }));
    expect(
      await screen.findByText(
        msg('shopSetup.hours.invalidRange', { day: msg('shopSetup.hours.day.monday') }),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(msg('shopSetup.hours.saved'))).not.toBeInTheDocument();
  });

  it('splits a day in two with a break on that day only', async () => {
    const { user } = await openHours();
    const monday = daySwitch(msg('shopSetup.hours.day.monday')) as HTMLInputElement;
    if (!monday.checked) await user.click(monday);
    await user.click(
      screen.getByRole('button', {
        name: msg('shopSetup.hours.splitDay', { day: msg('shopSetup.hours.day.monday') }),
      }),
    );
    const names = screen.getAllByRole('textbox', { name: msg('shopSetup.hours.breakName') });
    expect(names.at(-1)).toHaveValue(msg('shopSetup.hours.defaultBreakName'));
    const days = screen.getAllByRole('group', {
      name: msg('shopSetup.hours.breakDays', { name: msg('shopSetup.hours.defaultBreakName') }),
    });
    const chips = within(days.at(-1)!).getAllByRole('button');
    expect(chips.filter((chip) => chip.getAttribute('aria-pressed') === 'true')).toHaveLength(1);
    expect(
      within(days.at(-1)!).getByRole('button', { name: msg('shopSetup.hours.dayShort.monday') }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for a break name and a day', async () => {
    const { user } = await openHours();
    await user.click(screen.getByRole('button', { name: msg('shopSetup.hours.addBreak') }));
    await user.click(screen.getByRole('button', { name: msg('shopSetup.hours.save') }));
    expect(await screen.findByText(msg('shopSetup.hours.breakNameRequired'))).toBeInTheDocument();
    expect(screen.getByText(msg('shopSetup.hours.breakDaysRequired'))).toBeInTheDocument();
  });

  it('lists the affected bookings and re-sends the save with the cancel choice and reason', async () => {
    const affected: AffectedBooking[] = [
      {
        id: 'bk_1',
        reference: 'ORA-1234',
        date: '2030-01-07',
        time: '17:00',
        customerName: 'Carla Cliente',
        service: 'Haircut',
      },
    ];
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.put(HOURS_PATH, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (!body.affectedBookings) {
          const refusal = (await failure('HOURS_AFFECT_BOOKINGS').json()) as object;
          return HttpResponse.json(
            { ...refusal, data: { affectedBookings: affected } },
            { status: 409 },
          );
        }
        const { affectedBookings: _c, reason: _r, ...hours } = body;
        return HttpResponse.json({ success: true, data: { ...hours, timeZone: 'Europe/Rome' } });
      }),
    );
    const { user } = await openHours();
    await user.click(screen.getByRole('button', { name: msg('shopSetup.hours.save') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Carla Cliente/)).toBeInTheDocument();
    expect(within(dialog).getByText(/ORA-1234/)).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('radio', { name: msg('shopSetup.hours.affected.cancel') }),
    );
    await user.click(
      within(dialog).getByRole('button', { name: msg('shopSetup.hours.affected.confirmCancel') }),
    );
    expect(within(dialog).getByText(msg('shopSetup.hours.reasonRequired'))).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Closing early');
    await user.click(
      within(dialog).getByRole('button', { name: msg('shopSetup.hours.affected.confirmCancel') }),
    );
    expect(await screen.findByText(msg('shopSetup.hours.saved'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies.at(-1)).toMatchObject({ affectedBookings: 'cancel', reason: 'Closing early' });
  });

  it('says the save failed when the server does', async () => {
    server.use(http.put(HOURS_PATH, () => failure('INTERNAL')));
    const { user } = await openHours();
    await user.click(screen.getByRole('button', { name: msg('shopSetup.hours.save') }));
    expect(await screen.findByText(msg('shopSetup.hours.saveFailed'))).toBeInTheDocument();
  });

  it('shows the load failure with a retry', async () => {
    server.use(http.get(HOURS_PATH, () => failure('INTERNAL')));
    await inShopArea(<ShopHoursSettings shopId={SHOP} />);
    expect(await screen.findByText(msg('shopSetup.hours.loadFailed'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: msg('shopSetup.hours.retry') })).toBeInTheDocument();
  });

  it('saves the policies and refuses a fee over 100 %', async () => {
    const { user } = await openHours();
    const fee = await screen.findByRole('spinbutton', {
      name: msg('shopSetup.policies.cancellation.feePercentage'),
    });
    await user.clear(fee);
    await user.type(fee, '150');
    await user.click(screen.getByRole('button', { name: msg('shopSetup.policies.save') }));
    expect(await screen.findByText(msg('validation.range'))).toBeInTheDocument();
    await user.clear(fee);
    await user.type(fee, '30');
    await user.click(screen.getByRole('switch', { name: msg('shopSetup.policies.autoConfirm') }));
    await user.click(screen.getByRole('button', { name: msg('shopSetup.policies.save') }));
    expect(await screen.findByText(msg('shopSetup.policies.saved'))).toBeInTheDocument();
  });
});

describe('ShopNotificationSettings', () => {
  it('saves the toggles', async () => {
    const { user } = await inShopArea(<ShopNotificationSettings shopId={SHOP} />);
    const sms = await screen.findByRole('switch', { name: msg('shopSetup.notifications.sms') });
    expect(sms).not.toBeChecked();
    await user.click(sms);
    await user.click(screen.getByRole('button', { name: msg('shopSetup.notifications.save') }));
    expect(await screen.findByText(msg('shopSetup.notifications.saved'))).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: msg('shopSetup.notifications.sms') })).toBeChecked();
  });
});
