import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, configureApiSession } from '@/lib/api';
import { mockSession } from '@mocks/data/users';
import { server } from '@mocks/node';
import { failure } from '../../../mocks/handlers/failure';

/**
 * The API client in a tab whose access token expired while another tab of the same browser is refreshing
 * (jsdom has no Web Locks, so this is the localStorage-lease path): it waits for the other tab's answer on
 * the BroadcastChannel and retries with that token, without presenting the refresh cookie a second time.
 */
describe('api client: a refresh another tab is already doing', () => {
  let token: string | null;
  let restore: () => void;
  const otherTab = new BroadcastChannel('orabella-auth-refresh');
  beforeEach(() => {
    token = 'old';
    restore = configureApiSession({
      getAccessToken: () => token,
      onUnauthorized: () => {
        token = null;
      },
      onRefreshed: (result) => {
        token = result.accessToken;
      },
    });
  });
  afterEach(() => {
    restore();
    otherTab.close();
  });

  it('takes the other tab’s new token instead of refreshing again', async () => {
    expect(globalThis.navigator.locks).toBeUndefined();
    let refreshes = 0;
    const seen: string[] = [];
    server.use(
      http.post('/api/auth/refresh', () => {
        refreshes += 1;
        return failure('SESSION_EXPIRED');
      }),
      http.get('/api/thing', ({ request }) => {
        const auth = request.headers.get('authorization') ?? '';
        seen.push(auth);
        return auth === 'Bearer from-other-tab'
          ? HttpResponse.json({ success: true, data: { ok: true } })
          : failure('TOKEN_INVALID');
      }),
    );
    // the other tab holds the refresh lease...
    localStorage.setItem(
      'orabella-auth-refresh-lease',
      JSON.stringify({ owner: 'other-tab', until: Date.now() + 10_000 }),
    );
    let settled = false;
    const request = api.get('thing').finally(() => {
      settled = true;
    });
    // ...and shares its answer; posted again until taken, since this tab only listens from its own 401 on
    for (let n = 1; !settled && n < 500; n += 1) {
      otherTab.postMessage({
        type: 'refreshed',
        mark: `other-tab:${n}`,
        value: { ...mockSession('customer', 1800), accessToken: 'from-other-tab' },
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await expect(request).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['Bearer old', 'Bearer from-other-tab']);
    expect(refreshes).toBe(0);
    expect(token).toBe('from-other-tab');
  });
});
