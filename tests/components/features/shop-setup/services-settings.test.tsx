import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToasts } from '@/app/layout/app-toasts';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { EMPTY_SERVICE, type ManagedService } from '@/domain/shop-services';
import { ShopServicesSettings } from '@/features/shop-setup';
import { CatalogSectionProvider } from '@/i18n';
import { server } from '@mocks/node';
import { resetMockShopChanges } from '../../../../mocks/data/shop-changes';
import { failure } from '../../../../mocks/handlers/failure';
import { resetShopServicesMock } from '../../../../mocks/handlers/shop-admin/services';
import { renderWithProviders, signIn, stubMatchMedia } from '../../app/test-utils';
import { msg } from '../profile/helpers';

const SHOP = DEMO_OWNED_SHOP_ID;
const BASE = `/api/shops/${SHOP}/services`;

const service = (
  slug: string,
  en: string,
  extra: Partial<ManagedService> = {},
): ManagedService => ({
  ...EMPTY_SERVICE,
  id: `${SHOP}--${slug}`,
  name: { en, it: `${en} IT` },
  image: null,
  price: 30,
  duration: { hours: 1, minutes: 0 },
  ...extra,
});
const CUT = service('cut', 'Haircut');
const COLOUR = service('colour', 'Colour', { price: 65.5, duration: { hours: 1, minutes: 30 } });
const BLOW = service('blow', 'Blow-dry', { enabled: false });

beforeEach(() => {
  resetMockShopChanges();
  resetShopServicesMock({ [SHOP]: [CUT, COLOUR, BLOW] });
  stubMatchMedia({ width: 360 });
  signIn('shop');
});
afterEach(() => vi.unstubAllGlobals());

/** The editor as the shell shows it (the shop area's catalog part), with the app's toasts. */
const renderServices = () =>
  renderWithProviders(
    <CatalogSectionProvider section="pages">
      <ShopServicesSettings shopId={SHOP} />
      <AppToasts />
    </CatalogSectionProvider>,
  );

async function openServices() {
  const utils = await renderServices();
  await screen.findByRole('heading', { name: 'Haircut' });
  return utils;
}

/** A field's label, matched with the required mark after it. */
const labelled = (id: string) => new RegExp(`^${msg(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const rowNames = () =>
  within(screen.getByRole('list', { name: msg('shopSetup.services.title') }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('ShopServicesSettings', () => {
  it('lists the services in the customers’ order with price, duration and the enabled state', async () => {
    await openServices();
    expect(rowNames()).toEqual(['Haircut', 'Colour', 'Blow-dry']);
    expect(screen.getByText(/€65\.50 · 1 h 30 min/)).toBeInTheDocument();
    const blow = screen.getByRole('switch', {
      name: msg('shopSetup.services.enabledLabel', { name: 'Blow-dry' }),
    });
    expect(blow).not.toBeChecked();
    expect(screen.getByText(msg('shopSetup.services.disabledBadge'))).toBeInTheDocument();
  });

  it('shows "No services found" with an add button when the shop has none', async () => {
    resetShopServicesMock({ [SHOP]: [] });
    await renderServices();
    expect(await screen.findByText(msg('shopSetup.services.empty'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: msg('shopSetup.services.add') })).toBeInTheDocument();
  });

  it('shows "Failed to fetch services" when the list cannot load', async () => {
    server.use(http.get(BASE, () => failure('INTERNAL')));
    await renderServices();
    expect(await screen.findByText(msg('shopSetup.services.loadError'))).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: msg('shopSetup.services.retry') }),
    ).toBeInTheDocument();
  });

  it('disables in place, and moves the switch back with a toast when the server refuses', async () => {
    const { user } = await openServices();
    const cut = screen.getByRole('switch', {
      name: msg('shopSetup.services.enabledLabel', { name: 'Haircut' }),
    });
    await user.click(cut);
    expect(cut).not.toBeChecked();
    // once the server kept it, customers no longer see it
    await waitFor(async () => {
      const menu = (await (await fetch(`http://localhost:3000${BASE}`)).json()) as {
        data: { services: { id: string }[] };
      };
      expect(menu.data.services.map((s) => s.id)).toEqual([COLOUR.id]);
    });
    expect(cut).not.toBeChecked();

    server.use(http.put(`${BASE}/:serviceId`, () => failure('INTERNAL')));
    const colour = screen.getByRole('switch', {
      name: msg('shopSetup.services.enabledLabel', { name: 'Colour' }),
    });
    await user.click(colour);
    expect(await screen.findByText(msg('shopSetup.services.statusError'))).toBeInTheDocument();
    await waitFor(() => expect(colour).toBeChecked());
  });

  it('moves a service down from the keyboard and keeps the focus on it', async () => {
    const { user } = await openServices();
    const down = screen.getByRole('button', {
      name: msg('shopSetup.services.moveDown', { name: 'Haircut' }),
    });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Colour', 'Haircut', 'Blow-dry']));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', {
          name: msg('shopSetup.services.moveDown', { name: 'Haircut' }),
        }),
      ),
    );
  });

  it('adds a service through the dialog, showing the schema’s messages first', async () => {
    const { user } = await openServices();
    await user.click(screen.getByRole('button', { name: msg('shopSetup.services.add') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: msg('shopSetup.services.save') }));
    expect(
      await within(dialog).findByText(msg('shopSetup.services.nameRequired')),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(msg('shopSetup.services.pricePositive'))).toBeInTheDocument();

    await user.type(
      within(dialog).getByRole('textbox', { name: labelled('shopSetup.services.nameEn') }),
      'Keratin',
    );
    const price = within(dialog).getByRole('spinbutton', {
      name: labelled('shopSetup.services.price'),
    });
    await user.clear(price);
    await user.type(price, '49.90');
    await user.click(within(dialog).getByRole('button', { name: msg('shopSetup.services.save') }));
    expect(await screen.findByText(msg('shopSetup.services.created'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowNames()).toEqual(['Haircut', 'Colour', 'Blow-dry', 'Keratin']);
    expect(screen.getByText(/€49\.90 · 30 min/)).toBeInTheDocument();
  });

  it('a delete refused for upcoming bookings shows the reason and offers to disable instead', async () => {
    server.use(
      http.delete(`${BASE}/:serviceId`, () =>
        failure('SHOP_SERVICE_HAS_BOOKINGS', { params: { count: 2 } }),
      ),
    );
    const { user } = await openServices();
    await user.click(
      screen.getByRole('button', { name: msg('shopSetup.services.delete', { name: 'Haircut' }) }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: msg('shopSetup.services.deleteConfirm') }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('2 upcoming bookings');
    await user.click(
      within(dialog).getByRole('button', { name: msg('shopSetup.services.disableInstead') }),
    );
    expect(await screen.findByText(msg('shopSetup.services.disabled'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('switch', {
        name: msg('shopSetup.services.enabledLabel', { name: 'Haircut' }),
      }),
    ).not.toBeChecked();
  });

  it('deletes after confirming', async () => {
    const { user } = await openServices();
    await user.click(
      screen.getByRole('button', { name: msg('shopSetup.services.delete', { name: 'Colour' }) }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: msg('shopSetup.services.deleteConfirm') }),
    );
    expect(await screen.findByText(msg('shopSetup.services.deleted'))).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Haircut', 'Blow-dry']));
  });
});
