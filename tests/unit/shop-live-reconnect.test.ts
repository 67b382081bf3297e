import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configureRealtime,
  getRealtimeChannel,
  realtimeState,
  resetRealtime,
  retryRealtime,
  subscribeRealtimeState,
  type RealtimeChannel,
  type RealtimeState,
} from '@/lib/realtime-client';

/** A socket stand-in: the test plays the server and the network; `connect()` calls are counted. */
function fakeSocket() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const socket = {
    connected: false,
    connects: 0,
    on: (event: string, fn: (...args: never[]) => void) =>
      listeners.set(event, (listeners.get(event) ?? new Set()).add(fn as never)),
    off: (event: string, fn: (...args: never[]) => void) =>
      listeners.get(event)?.delete(fn as never),
    emit: () => {},
    connect: () => {
      socket.connects += 1;
    },
    disconnect: () => {},
  };
  const says = (event: string, ...args: unknown[]) => {
    if (event === 'connect') socket.connected = true;
    if (event === 'disconnect') socket.connected = false;
    listeners.get(event)?.forEach((fn) => fn(...args));
  };
  return { socket, says, channel: socket as unknown as RealtimeChannel };
}

let states: RealtimeState[] = [];
let unsubscribe = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  states = [];
  unsubscribe = subscribeRealtimeState((state) => states.push(state));
});
afterEach(() => {
  unsubscribe();
  resetRealtime();
  configureRealtime({ enabled: undefined, factory: undefined, getAccessToken: undefined });
  vi.useRealTimers();
});

async function opened() {
  const fake = fakeSocket();
  configureRealtime({ enabled: true, factory: () => fake.channel, getAccessToken: () => 't' });
  await getRealtimeChannel();
  return fake;
}

describe('the live connection after an abnormal close (spec 03 §4, §9)', () => {
  it('retries after 3, 6, 12, 24 and 30 s, then stays closed until Retry', async () => {
    const fake = await opened();
    expect(realtimeState()).toEqual({ status: 'connecting' });
    fake.says('connect');
    expect(realtimeState()).toEqual({ status: 'connected' });

    fake.says('disconnect', 'transport close');
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const state = realtimeState();
      expect(state).toMatchObject({ status: 'retrying', attempt });
      waits.push((state as { retryAt: number }).retryAt - Date.now());
      await vi.advanceTimersByTimeAsync(waits.at(-1)!);
      expect(fake.socket.connects).toBe(attempt);
      expect(realtimeState()).toEqual({ status: 'connecting' });
      fake.says('connect_error', { message: 'xhr poll error' });
    }
    expect(waits).toEqual([3000, 6000, 12_000, 24_000, 30_000]);
    expect(realtimeState()).toEqual({ status: 'closed', gaveUp: true });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fake.socket.connects).toBe(5);

    retryRealtime();
    expect(fake.socket.connects).toBe(6);
    expect(realtimeState()).toEqual({ status: 'connecting' });
    fake.says('connect');
    expect(realtimeState()).toEqual({ status: 'connected' });
    // a fresh set of attempts after a success
    fake.says('disconnect', 'ping timeout');
    expect(realtimeState()).toMatchObject({ status: 'retrying', attempt: 1 });
    expect(states.map((s) => s.status)).toContain('retrying');
  });

  it('a normal close (this tab disconnecting) is not retried', async () => {
    const fake = await opened();
    fake.says('connect');
    fake.says('disconnect', 'io client disconnect');
    expect(realtimeState()).toEqual({ status: 'closed', gaveUp: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.socket.connects).toBe(0);
  });

  it('is off when there is no server (the app runs on mocks)', () => {
    configureRealtime({ enabled: false });
    expect(realtimeState()).toEqual({ status: 'off' });
    expect(getRealtimeChannel()).toBeNull();
  });
});
