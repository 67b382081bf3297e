import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiSession } from '@/lib/api';
import {
  configureRealtime,
  getRealtimeChannel,
  resetRealtime,
  type RealtimeChannel,
} from '@/lib/realtime-client';
import { mockSession } from '@mocks/data/users';
import { server } from '@mocks/node';
import { failure } from '../../../mocks/handlers/failure';

/** A socket stand-in: the test plays the server (events) and reads what the next handshake would send. */
function fakeSocket() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  let handshake: () => Record<string, string> = () => ({});
  const state = { connects: 0 };
  const channel: RealtimeChannel = {
    connected: false,
    on: (event, fn) => listeners.set(event, (listeners.get(event) ?? new Set()).add(fn as never)),
    off: (event, fn) => listeners.get(event)?.delete(fn as never),
    emit: () => {},
    connect: () => {
      state.connects += 1;
    },
    disconnect: () => {},
  };
  return {
    state,
    factory: (auth: () => Record<string, string>) => {
      handshake = auth;
      return channel;
    },
    serverSays: (event: string, ...args: unknown[]) =>
      listeners.get(event)?.forEach((fn) => fn(...args)),
    handshake: () => handshake(),
  };
}

let restoreSession = () => {};
afterEach(() => {
  resetRealtime();
  restoreSession();
  configureRealtime({ enabled: undefined, factory: undefined, getAccessToken: undefined });
});

function signedIn(initial: string) {
  let token: string | null = initial;
  restoreSession = configureApiSession({
    getAccessToken: () => token,
    onUnauthorized: () => {},
    onRefreshed: (result) => {
      token = result.accessToken;
    },
  });
  return () => token;
}

describe('realtime client: the server ends the socket’s session', { timeout: 15_000 }, () => {
  it('refreshes and reconnects with the new token when the session can be kept', async () => {
    const token = signedIn('old');
    const fake = fakeSocket();
    configureRealtime({ enabled: true, factory: fake.factory, getAccessToken: token });
    server.use(
      http.post('/api/auth/refresh', () =>
        HttpResponse.json({
          success: true,
          data: { ...mockSession('customer', 1800), accessToken: 'new' },
        }),
      ),
    );
    await getRealtimeChannel();
    expect(fake.handshake()).toEqual({ token: 'old' });
    fake.serverSays('disconnect', 'io server disconnect');
    await waitFor(() => expect(fake.state.connects).toBe(1), { timeout: 5000 });
    expect(fake.handshake()).toEqual({ token: 'new' });
  });

  it('carries on as a guest when the session is over (the refresh is refused)', async () => {
    const token = signedIn('revoked');
    const fake = fakeSocket();
    configureRealtime({ enabled: true, factory: fake.factory, getAccessToken: token });
    let refreshes = 0;
    server.use(
      http.post('/api/auth/refresh', () => {
        refreshes += 1;
        return failure('SESSION_EXPIRED');
      }),
    );
    await getRealtimeChannel();
    fake.serverSays('connect_error', { message: 'Session expired' });
    await waitFor(() => expect(fake.state.connects).toBe(1), { timeout: 5000 });
    expect(refreshes).toBe(1);
    // the dead token is not offered again: the socket still gets the public live updates
    expect(fake.handshake()).toEqual({});
  });
});
