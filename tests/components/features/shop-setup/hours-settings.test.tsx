import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import type { AffectedBooking, WorkingHoursSettings } from '@/domain/shop-hours';
import { ShopHoursSettings, ShopNotificationSettings } from '@/features/shop-setup';
import { CatalogSectionProvider } from '@/i18n';
import { server } from '@mocks/node';
import { resetMockShopChanges } from '../../../../mocks/data/shop-changes';
import { resetMockShopHours } from '../../../../mocks/handlers/shop-admin/hours';
import { failure } from '../../../../mocks/handlers/failure';
import { renderWithProviders, signIn, stubMatchMedia } from '../../app/test-utils';
import { msg } from '../profile/helpers';

const SHOP = DEMO_OWNED_SHOP_ID;
const HOURS_PATH = `/api/shops/${SHOP}/working-hours`;

beforeEach(() => {
  resetMockShopHours();
  // a save reaches the mock catalogue, which the next test's hours are seeded from
  resetMockShopChanges();
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

/** A weekday's row of the week (its switch and ranges), found by its name (by text: role queries over the
 * whole editor are slow in jsdom). */
const dayGroup = (day: string) => {
  const group = screen.getByText(msg(`shopSetup.hours.day.${day}`)).closest('[role="group"]');
  if (!(group instanceof HTMLElement)) throw new Error(`no group for ${day}`);
  expect(group).toHaveAccessibleName(msg(`shopSetup.hours.day.${day}`));
  return group;
};
const save = () => screen.getByText(msg('shopSetup.hours.save'));
const addHours = (day: string) =>
  msg('shopSetup.hours.addRangeTo', { day: msg(`shopSetup.hours.day.${day}`) });

/**
 * Sets a time list to `time` the way the browser's autofill does, through its form input (opening a list of 96
 * times for each pick is slow in jsdom; picking from the open list is tested above).
 */
function choose(field: HTMLElement, time: string) {
  const input = field.parentElement?.querySelector('input');
  if (!input) throw new Error('no input next to the time list');
  fireEvent.change(input, { target: { value: time } });
}

/** The bodies of the hours saves sent from now on. */
function sentHours(): WorkingHoursSettings[] {
  const sent: WorkingHoursSettings[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && request.url.endsWith('/working-hours'))
      void request
        .clone()
        .json()
        .then((body) => sent.push(body as WorkingHoursSettings));
  });
  return sent;
}

describe('ShopHoursSettings', () => {
  it('shows the week on the 24-hour clock and saves a change, with the saved message', async () => {
    const sent = sentHours();
    const { user } = await openHours();
    const opens = within(dayGroup('tuesday')).getByRole('combobox', {
      name: msg('shopSetup.hours.opens'),
    });
    expect(opens).toHaveTextContent(/^([01]\d|2[0-3]):[0-5]\d$/);
    const sunday = within(dayGroup('sunday')).getByRole('switch', {
      name: msg('shopSetup.hours.day.sunday'),
    }) as HTMLInputElement;
    const wasOpen = sunday.checked;
    await user.click(sunday);
    await user.click(save());
    expect(await screen.findByText(msg('shopSetup.hours.saved'))).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.workingHours.sunday.isOpen).toBe(!wasOpen);
  });

  it('shows the spec message for a day that closes before it opens, and sends nothing', async () => {
    const { user } = await openHours();
    const monday = dayGroup('monday');
    const open = within(monday).getByRole('switch');
    if (!(open as HTMLInputElement).checked) await user.click(open);
    await user.click(within(monday).getByRole('combobox', { name: msg('shopSetup.hours.opens') }));
    await user.click(await screen.findByRole('option', { name: '23:00' }));
    await user.click(save());
    expect(
      await screen.findByText(
        msg('shopSetup.hours.invalidRange', { day: msg('shopSetup.hours.day.monday') }),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(msg('shopSetup.hours.saved'))).not.toBeInTheDocument();
  });

  it('adds a range from the keyboard, with the focus on its start', async () => {
    const { user } = await openHours();
    const tuesday = dayGroup('tuesday');
    within(tuesday)
      .getByRole('button', { name: addHours('tuesday') })
      .focus();
    await user.keyboard('{Enter}');
    const starts = within(tuesday).getAllByRole('combobox', { name: msg('shopSetup.hours.opens') });
    expect(starts).toHaveLength(2);
    await waitFor(() => expect(starts[1]).toHaveFocus());
  });

  it('saves a day split in two ranges', async () => {
    const sent = sentHours();
    const { user } = await openHours();
    const tuesday = dayGroup('tuesday');
    await user.click(within(tuesday).getByRole('button', { name: addHours('tuesday') }));
    const starts = within(tuesday).getAllByRole('combobox', { name: msg('shopSetup.hours.opens') });
    const ends = within(tuesday).getAllByRole('combobox', { name: msg('shopSetup.hours.closes') });
    choose(ends[0]!, '13:00');
    choose(starts[1]!, '15:00');
    choose(ends[1]!, '19:00');
    await user.click(save());
    expect(await screen.findByText(msg('shopSetup.hours.saved'))).toBeInTheDocument();
    expect(sent[0]?.workingHours.tuesday).toEqual({
      isOpen: true,
      ranges: [
        { start: '09:00', end: '13:00' },
        { start: '15:00', end: '19:00' },
      ],
    });
  });

  it('refuses ranges that overlap with the message, and removes a range', async () => {
    const { user } = await openHours();
    const tuesday = dayGroup('tuesday');
    await user.click(within(tuesday).getByRole('button', { name: addHours('tuesday') }));
    const starts = within(tuesday).getAllByRole('combobox', { name: msg('shopSetup.hours.opens') });
    choose(starts[1]!, '12:00');
    await user.click(save());
    expect(
      await within(tuesday).findByText(
        msg('shopSetup.hours.rangesOverlap', { day: msg('shopSetup.hours.day.tuesday') }),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(msg('shopSetup.hours.saved'))).not.toBeInTheDocument();
    await user.click(within(tuesday).getByRole('button', { name: /^Remove 12:00–/ }));
    expect(
      within(tuesday).getAllByRole('combobox', { name: msg('shopSetup.hours.opens') }),
    ).toHaveLength(1);
    await waitFor(() =>
      expect(within(tuesday).getByRole('button', { name: addHours('tuesday') })).toHaveFocus(),
    );
  });

  it('lists the bookings made while the hours were saved, kept', async () => {
    const meanwhile: AffectedBooking = {
      id: 'bk_2',
      reference: 'ORA-5678',
      date: '2030-01-08',
      time: '13:30',
      customerName: 'Marco Bianchi',
      service: 'Haircut',
    };
    server.use(
      http.put(HOURS_PATH, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          success: true,
          data: { ...body, timeZone: 'Europe/Rome', bookedMeanwhile: [meanwhile] },
        });
      }),
    );
    const { user } = await openHours();
    await user.click(save());
    expect(await screen.findByText(msg('shopSetup.hours.saved'))).toBeInTheDocument();
    expect(screen.getByText(/1 booking was made while you saved/)).toBeInTheDocument();
    expect(screen.getByText(/Marco Bianchi/)).toBeInTheDocument();
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
        return HttpResponse.json({
          success: true,
          data: { ...hours, timeZone: 'Europe/Rome', bookedMeanwhile: [] },
        });
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
