import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import type { BlockConflict } from '@/domain/shop-blocks';
import { BlockTimeDialog, BlocksList } from '@/features/shop-operations/blocks';
import { CatalogSectionProvider } from '@/i18n';
import { toastsAtom } from '@/lib/toast';
import { mockBlocks, resetMockBlocks } from '@mocks/data/shop-blocks';
import { failure } from '@mocks/handlers/failure';
import { server } from '@mocks/node';
import {
  openWeekdayAhead,
  renderWithProviders,
  signIn,
  stubMatchMedia,
} from '../../app/test-utils';
import { msg } from '../profile/helpers';

const SHOP = DEMO_OWNED_SHOP_ID;
const DATE = openWeekdayAhead(7);

beforeEach(() => {
  stubMatchMedia({ width: 360 });
  signIn('shop');
  resetMockBlocks();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetMockBlocks();
});

const renderDialog = (onClose = vi.fn()) =>
  renderWithProviders(
    <CatalogSectionProvider section="pages">
      <BlockTimeDialog
        shopId={SHOP}
        timeZone="Europe/Rome"
        open
        onClose={onClose}
        initial={{ date: DATE, startTime: '14:00', staffId: null }}
      />
    </CatalogSectionProvider>,
  );

const submit = () =>
  act(async () => {
    screen.getByRole('button', { name: msg('shopOps.blocks.submit') }).click();
  });

const typeReason = (text: string) =>
  fireEvent.change(
    screen.getByRole('textbox', { name: new RegExp(msg('shopOps.blocks.reason')) }),
    {
      target: { value: text },
    },
  );

describe('BlockTimeDialog', () => {
  it('asks for a reason before sending, then blocks the time and closes', async () => {
    const onClose = vi.fn();
    const { store } = await renderDialog(onClose);
    await screen.findByRole('dialog', { name: msg('shopOps.blocks.title') });
    await submit();
    expect(await screen.findByText(msg('shopOps.blocks.reasonRequired'))).toBeInTheDocument();
    expect(mockBlocks.get(SHOP)).toBeUndefined();

    typeReason('Team training');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mockBlocks.get(SHOP)).toEqual([
      expect.objectContaining({
        staffId: null,
        date: DATE,
        startTime: '14:00',
        endTime: '15:00',
        reason: 'Team training',
      }),
    ]);
    expect(store.get(toastsAtom).map((toast) => toast.message)).toContain(
      msg('shopOps.blocks.created'),
    );
  });

  it('lists the bookings in the way when the server refuses the block', async () => {
    const inTheWay: BlockConflict[] = [
      {
        id: 'bk_1',
        reference: 'ORA-7K2P',
        date: DATE,
        time: '14:30',
        durationMinutes: 60,
        staffId: 'someone',
        customerName: 'Giulia Bianchi',
        service: 'Haircut',
      },
    ];
    server.use(
      http.post(`/api/shops/${SHOP}/blocks`, async () => {
        const refusal = (await failure('BLOCK_OVERLAPS_BOOKINGS').json()) as object;
        return HttpResponse.json({ ...refusal, data: { bookings: inTheWay } }, { status: 409 });
      }),
    );
    const onClose = vi.fn();
    await renderDialog(onClose);
    await screen.findByRole('dialog');
    typeReason('Inventory');
    await submit();
    const list = await screen.findByRole('list', { name: msg('shopOps.blocks.inTheWay') });
    expect(within(list).getByText(/14:30–15:30 · Giulia Bianchi/)).toBeInTheDocument();
    expect(within(list).getByText(/Haircut · .*ORA-7K2P/)).toBeInTheDocument();
    expect(screen.getByText(msg('errors.BLOCK_OVERLAPS_BOOKINGS'))).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors under the field', async () => {
    await renderDialog();
    await screen.findByRole('dialog');
    // a refusal naming a field (the server's past-date check) is shown under that field
    server.use(
      http.post(`/api/shops/${SHOP}/blocks`, () =>
        failure('VALIDATION_FAILED', { errors: { date: 'shopOps.blocks.datePast' } }),
      ),
    );
    typeReason('Late');
    await submit();
    expect(await screen.findByText(msg('shopOps.blocks.datePast'))).toBeInTheDocument();
  });
});

describe('BlocksList', () => {
  it('lists a day’s blocks and removes one after a confirmation', async () => {
    resetMockBlocks({
      [SHOP]: [
        {
          id: `${DATE.replaceAll('-', '')}-abcdef12`,
          shopId: SHOP,
          staffId: null,
          date: DATE,
          startTime: '12:00',
          endTime: '13:30',
          reason: 'Delivery',
          createdAt: new Date().toISOString(),
          staffIds: ['shop'],
        },
      ],
    });
    await renderWithProviders(
      <CatalogSectionProvider section="pages">
        <BlocksList shopId={SHOP} date={DATE} />
      </CatalogSectionProvider>,
    );
    expect(await screen.findByText(/12:00–13:30 · Whole shop/)).toBeInTheDocument();
    expect(screen.getByText('Delivery')).toBeInTheDocument();
    await act(async () => {
      screen.getByRole('button', { name: /Remove blocked time 12:00–13:30, Whole shop/ }).click();
    });
    const confirm = await screen.findByRole('dialog', { name: msg('shopOps.blocks.removeTitle') });
    await act(async () => {
      within(confirm)
        .getByRole('button', { name: msg('shopOps.blocks.removeConfirm') })
        .click();
    });
    expect(
      await screen.findByText(msg('shopOps.blocks.none', { date: '' }).trim(), { exact: false }),
    ).toBeInTheDocument();
    expect(mockBlocks.get(SHOP)).toEqual([]);
  });
});
