import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import type * as ShopOperations from '@/features/shop-operations';
import type * as ShopSetup from '@/features/shop-setup';
import { ShopPersonalPage } from '@/features/shop-owner/pages/shop-personal-page';
import { CatalogSectionProvider } from '@/i18n';
import { toastsAtom } from '@/lib/toast';
import { SESSION_STORAGE_KEY } from '@/features/auth';
import {
  currentLocation,
  renderApp,
  renderWithProviders,
  signIn,
  stubMatchMedia,
} from '../../app/test-utils';
import { msg } from '../profile/helpers';
import {
  managedShopsStoryHandlers as managedShopsHandlers,
  storyShop as managedShop,
} from '../../../../stories/features/shop-owner/shop-area-story-data';

// The editors are other modules' work (their own tests); here each stands in as a line naming its tab and shop,
// so these tests are about the shell: which tabs, which one is open, for which shop.
vi.mock('@/features/shop-setup', async (importOriginal) => {
  const real = await importOriginal<typeof ShopSetup>();
  const stand = (name: string) =>
    function Editor({ shopId }: { shopId: string }) {
      return <p>{`${name} editor of ${shopId}`}</p>;
    };
  return {
    ...real,
    ShopProfileSettings: stand('profile'),
    ShopTeamSettings: ({ shopId }: { shopId: string }) => {
      if (shopId === 'studio-rotto') throw new Error('the team editor broke');
      return <p>{`team editor of ${shopId}`}</p>;
    },
    ShopServicesSettings: stand('services'),
    ShopHoursSettings: stand('hours'),
    ShopNotificationSettings: stand('notifications'),
    ShopActivityLog: stand('activity'),
  };
});

// The day's tabs stand in the same way (their real module, charts and all, is not loaded here).
vi.mock('@/features/shop-operations', async (): Promise<Partial<typeof ShopOperations>> => {
  const { shopOpsKeys } = await import('@/features/shop-operations/query-keys');
  const stand = (name: string) =>
    function Tab({ shopId }: { shopId: string }) {
      return <p>{`${name} of ${shopId}`}</p>;
    };
  return {
    shopOpsKeys,
    ShopOverview: ({ shopId, onRefresh }: { shopId: string; onRefresh: () => void }) => (
      <>
        <p>{`overview of ${shopId}`}</p>
        <button type="button" onClick={onRefresh}>
          overview refresh
        </button>
      </>
    ),
    ShopCalendar: stand('calendar'),
    ShopAppointments: stand('bookings'),
    // the live connection has its own tests (shop-operations/shop-live.test.tsx)
    ShopLiveIndicator: () => <span />,
  };
});

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      history back
    </button>
  );
}

async function openArea(path = '/shop/personal', role: 'shop' | 'admin' = 'shop') {
  signIn(role);
  return renderWithProviders(
    <CatalogSectionProvider section="pages">
      <ShopPersonalPage />
      <Back />
    </CatalogSectionProvider>,
    { path },
  );
}

const nav = () => screen.getByRole('navigation', { name: msg('shopOwner.nav.label') });
const tabLink = (id: string) => within(nav()).getByRole('link', { name: msg(id) });
const current = () => within(nav()).getByRole('link', { current: 'page' });

let media: ReturnType<typeof stubMatchMedia>;
beforeEach(() => {
  media = stubMatchMedia({ width: 1280 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/shop/personal: the shop area shell', () => {
  it("shows only the tabs built so far, opens the owner's shop on Overview", async () => {
    await openArea();
    expect(await screen.findByText('overview of salone-aurora-roma')).toBeInTheDocument();
    const labels = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(
      [
        'shopOwner.tab.overview',
        'shopOwner.tab.calendar',
        'shopOwner.tab.bookings',
        'shopOwner.tab.finance',
        'shopOwner.tab.settingsProfile',
        'shopOwner.tab.settingsTeam',
        'shopOwner.tab.settingsServices',
        'shopOwner.tab.settingsHours',
        'shopOwner.tab.settingsNotifications',
        'shopOwner.tab.activity',
      ].map((id) => msg(id)),
    );
    // later issues' tabs are not shown at all, nor is Setup for a shop that is set up
    for (const later of ['Marketing', 'Communications'])
      expect(screen.queryByText(later)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: msg('shopOwner.tab.setup') }),
    ).not.toBeInTheDocument();
    expect(current()).toHaveTextContent(msg('shopOwner.tab.overview'));
    const crumbs = screen.getByRole('navigation', { name: msg('shopOwner.breadcrumb.label') });
    expect(crumbs).toHaveTextContent(msg('shopOwner.breadcrumb.root'));
    expect(crumbs).toHaveTextContent(msg('shopOwner.tab.overview'));
  });

  it('mirrors the tab in the hash both ways, and back returns to the previous tab', async () => {
    const { user } = await openArea('/shop/personal#settings-hours');
    expect(await screen.findByText('hours editor of salone-aurora-roma')).toBeInTheDocument();
    expect(current()).toHaveTextContent(msg('shopOwner.tab.settingsHours'));

    await user.click(tabLink('shopOwner.tab.activity'));
    expect(await screen.findByText('activity editor of salone-aurora-roma')).toBeInTheDocument();
    expect(currentLocation()).toBe('/shop/personal#activity');
    expect(current()).toHaveTextContent(msg('shopOwner.tab.activity'));

    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(await screen.findByText('hours editor of salone-aurora-roma')).toBeInTheDocument();
    expect(currentLocation()).toBe('/shop/personal#settings-hours');
  });

  it('#settings (where /shop/settings leads) opens Profile; an unknown hash opens the first tab', async () => {
    await openArea('/shop/personal#settings');
    expect(await screen.findByText('profile editor of salone-aurora-roma')).toBeInTheDocument();
    expect(current()).toHaveTextContent(msg('shopOwner.tab.settingsProfile'));
  });

  it('leads with Setup while the checklist is incomplete; its buttons open the tab that completes an item', async () => {
    server.use(...managedShopsHandlers([managedShop({ done: 2, approvalStatus: 'pending' })]));
    const { user } = await openArea();
    expect(
      await screen.findByRole('heading', { name: msg('shopSetup.checklist.title') }),
    ).toBeInTheDocument();
    expect(current()).toHaveTextContent(msg('shopOwner.tab.setup'));
    expect(
      screen.getByText(msg('shopSetup.checklist.progress', { done: 2, total: 4 })),
    ).toBeInTheDocument();
    expect(screen.getByText(msg('shopSetup.checklist.pending'))).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: msg('shopSetup.checklist.action.address') }),
    );
    expect(await screen.findByText('profile editor of studio-uno')).toBeInTheDocument();
    expect(currentLocation()).toBe('/shop/personal#settings-profile');
  });

  it('an owner with several shops switches in the header; the choice is in the URL', async () => {
    server.use(
      ...managedShopsHandlers([
        managedShop(),
        managedShop({ id: 'studio-due', name: 'Studio Due', city: 'Milano' }),
      ]),
    );
    const { user } = await openArea('/shop/personal#settings-team');
    expect(await screen.findByText('team editor of studio-uno')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: msg('shopOwner.switcher.label') }));
    await user.click(await screen.findByRole('option', { name: 'Studio Due' }));
    expect(await screen.findByText('overview of studio-due')).toBeInTheDocument();
    expect(currentLocation()).toBe('/shop/personal?shop=studio-due');
    expect(screen.getByRole('heading', { level: 1, name: 'Studio Due' })).toBeInTheDocument();
  });

  it('the sidebar folds by hand, and by itself at 768 px or less', async () => {
    const { user } = await openArea();
    await screen.findByText('overview of salone-aurora-roma');
    const fold = screen.getByRole('button', { name: msg('shopOwner.sidebar.collapse') });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await user.click(fold);
    // folded: icons only, each link still named
    expect(within(nav()).queryByText(msg('shopOwner.tab.activity'))).not.toBeInTheDocument();
    expect(tabLink('shopOwner.tab.activity')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: msg('shopOwner.sidebar.expand') }));
    expect(within(nav()).getByText(msg('shopOwner.tab.activity'))).toBeInTheDocument();

    media.change({ width: 768 });
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: msg('shopOwner.sidebar.expand') }),
      ).toBeInTheDocument(),
    );
  });

  it('on a phone the navigation is a drawer opened from the header', async () => {
    media.change({ width: 360 });
    const { user } = await openArea();
    await screen.findByText('overview of salone-aurora-roma');
    expect(
      screen.queryByRole('navigation', { name: msg('shopOwner.nav.label') }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: msg('shopOwner.sidebar.open') }));
    await user.click(
      await screen.findByRole('link', { name: msg('shopOwner.tab.settingsServices') }),
    );
    expect(await screen.findByText('services editor of salone-aurora-roma')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('navigation', { name: msg('shopOwner.nav.label') }),
      ).not.toBeInTheDocument(),
    );
  });

  it('refresh refetches the shop and says so', async () => {
    const utils = await openArea();
    await screen.findByText('overview of salone-aurora-roma');
    const { user, store } = utils;
    await user.click(screen.getByRole('button', { name: msg('shopOwner.refresh') }));
    // the toast itself is drawn by the app layout's ToastHost, outside this render
    await waitFor(() =>
      expect(store.get(toastsAtom).map((toast) => toast.message)).toContain(
        msg('shopOwner.refreshSuccess'),
      ),
    );
  });

  it('the overview’s refresh is the header’s: it refetches the shop too and says so', async () => {
    const utils = await openArea();
    await screen.findByText('overview of salone-aurora-roma');
    const asked: string[] = [];
    server.use(
      http.get('/api/shops/managed/:id', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return undefined; // the shell's fixture answers
      }),
    );
    await utils.user.click(screen.getByRole('button', { name: 'overview refresh' }));
    await waitFor(() =>
      expect(utils.store.get(toastsAtom).map((toast) => toast.message)).toContain(
        msg('shopOwner.refreshSuccess'),
      ),
    );
    expect(asked).toContain('/api/shops/managed/salone-aurora-roma');
  });

  it('a failed refresh says so', async () => {
    const utils = await openArea();
    await screen.findByText('overview of salone-aurora-roma');
    server.use(http.get('/api/shops/managed/:id', () => HttpResponse.error()));
    await utils.user.click(screen.getByRole('button', { name: msg('shopOwner.refresh') }));
    await waitFor(() =>
      expect(utils.store.get(toastsAtom).map((toast) => toast.message)).toContain(
        msg('shopOwner.refreshError'),
      ),
    );
  });

  it('the tabs are links reached and opened from the keyboard', async () => {
    const { user } = await openArea();
    await screen.findByText('overview of salone-aurora-roma');
    tabLink('shopOwner.tab.settingsNotifications').focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('notifications editor of salone-aurora-roma'),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/shop/personal#settings-notifications');
    // the settings group folds and unfolds from the keyboard too
    const group = within(nav()).getByRole('button', { name: msg('shopOwner.tab.settings') });
    expect(group).toHaveAttribute('aria-expanded', 'true');
  });

  it('the shop menu opens the settings, and logs out to the home page', async () => {
    signIn('shop');
    const { user } = await renderApp('/shop/personal#activity');
    await screen.findByText('activity editor of salone-aurora-roma', {}, { timeout: 10_000 });
    const menuButton = screen.getByRole('button', {
      name: msg('shopOwner.shopMenu.button', { name: 'Salone Aurora' }),
    });
    await user.click(menuButton);
    await user.click(
      await screen.findByRole('menuitem', { name: msg('shopOwner.shopMenu.settings') }),
    );
    expect(await screen.findByText('profile editor of salone-aurora-roma')).toBeInTheDocument();
    expect(currentLocation()).toBe('/shop/personal#settings-profile');

    await user.click(menuButton);
    await user.click(
      await screen.findByRole('menuitem', { name: msg('shopOwner.shopMenu.logout') }),
    );
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('an admin picks any shop by searching for it', async () => {
    const { user } = await openArea('/shop/personal', 'admin');
    const box = await screen.findByRole('combobox', { name: msg('shopOwner.picker.label') });
    await user.type(box, 'aurora');
    await user.click(await screen.findByRole('option', { name: /^Salone Aurora/ }));
    expect(await screen.findByText('overview of salone-aurora-roma')).toBeInTheDocument();
    expect(currentLocation()).toBe('/shop/personal?shop=salone-aurora-roma');
  });

  it('a tab that fails shows a message; the other tabs still work', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(...managedShopsHandlers([managedShop({ id: 'studio-rotto' })]));
    const { user } = await openArea('/shop/personal#settings-team');
    expect(await screen.findByText(msg('shopOwner.tabError'))).toBeInTheDocument();
    await user.click(tabLink('shopOwner.tab.settingsHours'));
    expect(await screen.findByText('hours editor of studio-rotto')).toBeInTheDocument();
  });

  it('explains when the account has no shop, and offers a retry when loading fails', async () => {
    server.use(...managedShopsHandlers([]));
    await openArea();
    expect(await screen.findByText(msg('shopOwner.noShops.title'))).toBeInTheDocument();
  });

  it('a failed load can be retried', async () => {
    let calls = 0;
    server.use(
      http.get('/api/shops/managed', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({
              success: true,
              data: { shops: [managedShop()], total: 1, page: 1, limit: 100 },
            });
      }),
      ...managedShopsHandlers([managedShop()]).slice(1),
    );
    const { user } = await openArea();
    await user.click(await screen.findByRole('button', { name: msg('shopOwner.retry') }));
    expect(await screen.findByText('overview of studio-uno')).toBeInTheDocument();
  });
});
