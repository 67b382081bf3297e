import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@/domain/booking';
import type { ShopDashboard } from '@/domain/shop-dashboard';
import { ShopLiveIndicator, shopOpsKeys } from '@/features/shop-operations';
import { CatalogSectionProvider } from '@/i18n';
import { configureRealtime, resetRealtime, type RealtimeChannel } from '@/lib/realtime-client';
import { renderWithProviders, signIn } from '../../app/test-utils';

const SHOP = 'salone-aurora-roma';

/** A socket stand-in: the test plays the server; what the client sends is recorded. */
function fakeSocket() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const sent: unknown[][] = [];
  const socket = {
    connected: false,
    connects: 0,
    on: (event: string, fn: (...args: never[]) => void) =>
      listeners.set(event, (listeners.get(event) ?? new Set()).add(fn as never)),
    off: (event: string, fn: (...args: never[]) => void) =>
      listeners.get(event)?.delete(fn as never),
    emit: (...args: unknown[]) => {
      sent.push(args);
      const ack = args.at(-1);
      if (typeof ack === 'function') (ack as (ok: boolean) => void)(true);
    },
    connect: () => {
      socket.connects += 1;
    },
    disconnect: () => {},
  };
  const says = (event: string, ...args: unknown[]) =>
    act(() => {
      if (event === 'connect') socket.connected = true;
      if (event === 'disconnect') socket.connected = false;
      listeners.get(event)?.forEach((fn) => fn(...args));
    });
  return { socket, sent, says, channel: socket as unknown as RealtimeChannel };
}

/** The shop area's messages are in the pages section of the catalogs, as on the page. */
const Indicator = () => (
  <CatalogSectionProvider section="pages">
    <ShopLiveIndicator shopId={SHOP} />
  </CatalogSectionProvider>
);

const live = <T,>(type: string, data: T) => ({ type, data, timestamp: '', id: type });

let fake: ReturnType<typeof fakeSocket>;
beforeEach(() => {
  fake = fakeSocket();
  configureRealtime({ enabled: true, factory: () => fake.channel });
});
afterEach(() => {
  resetRealtime();
  configureRealtime({ enabled: undefined, factory: undefined, getAccessToken: undefined });
  vi.useRealTimers();
});

describe('the shop area’s live connection', () => {
  it('joins the shop’s feed when connected, shows its state, and puts a new booking on the dashboard', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    signIn('shop');
    const { queryClient } = await renderWithProviders(<Indicator />);
    expect(await screen.findByRole('status')).toHaveTextContent('Connecting…');
    queryClient.setQueryData<ShopDashboard>(shopOpsKeys.dashboard(SHOP), {
      shopId: SHOP,
      timeZone: 'Europe/Rome',
      recentBookings: [],
    });

    await fake.says('connect');
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
    expect(fake.sent.filter((args) => args[0] === 'shop:manage').map((args) => args[1])).toEqual([
      SHOP,
    ]);

    const booking = { id: 'bk_new', shopId: SHOP, date: '2026-01-01', status: 'confirmed' };
    await fake.says('booking_created', live('booking_created', { booking }));
    await waitFor(() =>
      expect(
        queryClient.getQueryData<ShopDashboard>(shopOpsKeys.dashboard(SHOP))!.recentBookings,
      ).toEqual([booking as unknown as Booking]),
    );

    // the heartbeat, every 30 s while connected
    act(() => vi.advanceTimersByTime(30_000));
    expect(fake.sent.filter((args) => args[0] === 'heartbeat')).toHaveLength(1);
  });

  it('says it is reconnecting after an abnormal close, and offers Retry once closed', async () => {
    signIn('shop');
    const { user } = await renderWithProviders(<Indicator />);
    await screen.findByRole('status');
    await fake.says('connect');
    await fake.says('disconnect', 'transport close');
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting');
    expect(await screen.findByText('in 3 s')).toBeInTheDocument();

    await fake.says('disconnect', 'io client disconnect');
    expect(screen.getByRole('status')).toHaveTextContent('Disconnected');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(fake.socket.connects).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…');
  });

  it('does not open when nobody is signed in', async () => {
    await renderWithProviders(<Indicator />);
    await act(async () => {});
    expect(fake.socket.connects).toBe(0);
    expect(fake.sent).toEqual([]);
  });
});
