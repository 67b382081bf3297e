import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeriesPreview } from '@/domain/booking-series';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { WalkInDialog } from '@/features/shop-operations/walk-ins';
import { CatalogSectionProvider } from '@/i18n';
import { toastsAtom } from '@/lib/toast';
import { bookingsMockState, resetBookingsMockState } from '@mocks/data/bookings';
import { resetWalkInMocks } from '@mocks/handlers/shop-ops/walk-in-store';
import { server } from '@mocks/node';
import {
  openWeekdayAhead,
  renderWithProviders,
  signIn,
  stubMatchMedia,
} from '../../app/test-utils';
import { msg } from '../profile/helpers';

const SHOP = DEMO_OWNED_SHOP_ID;
const DATE = openWeekdayAhead(9);

beforeEach(() => {
  stubMatchMedia({ width: 360 });
  signIn('shop');
  resetBookingsMockState();
  resetWalkInMocks();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetWalkInMocks();
});

const renderDialog = (onClose = vi.fn()) =>
  renderWithProviders(
    <CatalogSectionProvider section="pages">
      <WalkInDialog
        shopId={SHOP}
        open
        onClose={onClose}
        initial={{ date: DATE, time: '', staffId: null }}
      />
    </CatalogSectionProvider>,
  );

const click = (element: HTMLElement) =>
  act(async () => {
    element.click();
  });

const confirmButton = () =>
  screen
    .getAllByRole('button')
    .find((b) => b.closest('.MuiDialogActions-root') && b.className.includes('contained'))!;

async function fillNewCustomer() {
  await click(await screen.findByRole('button', { name: msg('shopOps.walkIns.customer.new') }));
  fireEvent.change(
    screen.getByRole('textbox', { name: new RegExp(msg('shopOps.walkIns.customer.name')) }),
    {
      target: { value: 'Walter Walk' },
    },
  );
  fireEvent.change(
    screen.getByRole('textbox', { name: new RegExp(msg('shopOps.walkIns.customer.phone')) }),
    {
      target: { value: '+39 347 111 2222' },
    },
  );
}

async function chooseServiceAndTime(): Promise<string> {
  const service = screen
    .getAllByRole('checkbox')
    .find((box) => !(box as HTMLInputElement).disabled)!;
  await click(service);
  const time = await waitFor(() => {
    const free = screen
      .getAllByRole('button')
      .find((b) => /^\d{2}:\d{2}/.test(b.textContent ?? '') && !(b as HTMLButtonElement).disabled);
    if (!free) throw new Error('no free time yet');
    return free;
  });
  await click(time);
  return (time.textContent ?? '').slice(0, 5);
}

describe('WalkInDialog', () => {
  it('says what is missing before sending', async () => {
    await renderDialog();
    await screen.findByRole('dialog', { name: msg('shopOps.walkIns.title') });
    await screen.findAllByRole('checkbox');
    await click(confirmButton());
    expect(await screen.findByText(msg('shopOps.walkIns.customer.required'))).toBeInTheDocument();
    expect(screen.getByText(msg('shopOps.walkIns.services.required'))).toBeInTheDocument();
  });

  it('books a new customer at a free time and closes', async () => {
    const onClose = vi.fn();
    const { store } = await renderDialog(onClose);
    await screen.findAllByRole('checkbox');
    await fillNewCustomer();
    const time = await chooseServiceAndTime();
    await click(confirmButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bookingsMockState.bookings.find((b) => b.customerName === 'Walter Walk')).toMatchObject({
      date: DATE,
      time,
      status: 'confirmed',
      customerPhone: '+393471112222',
    });
    expect(store.get(toastsAtom).map((t) => t.message)).toContain(msg('shopOps.walkIns.booked'));
  });

  it('lists the dates of a repeat that are not free before booking the rest', async () => {
    const preview: SeriesPreview = {
      frequency: 'weekly',
      count: 3,
      occurrences: [],
      conflicts: [],
    };
    server.use(
      http.post('/api/bookings/series/preview', async ({ request }) => {
        const body = (await request.json()) as { date: string; time: string };
        const dates = [0, 7, 14].map((d) => dayjs(body.date).add(d, 'day').format('YYYY-MM-DD'));
        preview.occurrences = dates.map((date, index) => ({
          index,
          date,
          time: body.time,
          free: index !== 1,
          conflict: index === 1 ? 'SLOT_TAKEN' : null,
        }));
        preview.conflicts = preview.occurrences.filter((o) => !o.free);
        return HttpResponse.json({ success: true, data: preview });
      }),
    );
    const onClose = vi.fn();
    await renderDialog(onClose);
    await screen.findAllByRole('checkbox');
    await fillNewCustomer();
    await chooseServiceAndTime();
    await click(screen.getByRole('checkbox', { name: msg('shopOps.walkIns.repeat.label') }));
    expect(confirmButton()).toHaveTextContent(msg('shopOps.walkIns.checkDates'));
    await click(confirmButton());
    expect(await screen.findByText(msg('errors.SLOT_TAKEN'))).toBeInTheDocument();
    expect(confirmButton()).toHaveTextContent('2');
    await click(confirmButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const booked = bookingsMockState.bookings.filter((b) => b.customerName === 'Walter Walk');
    // the repeat's default is 4 weekly; the conflicting date was skipped
    expect(booked.map((b) => b.date)).not.toContain(preview.conflicts[0]!.date);
    expect(booked.length).toBeGreaterThanOrEqual(2);
  });
});
