import { JSDOM, VirtualConsole } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_SIGN_IN_SCRIPT, outboxSignInPage } from '../../server/mail/outbox.page';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';

/**
 * The /dev/outbox sign-in page's script, run in a DOM: it trades the app's admin session of this tab for the
 * page cookie (POST /api/dev/outbox/page-access with the bearer token) and reloads once; anyone else gets a
 * message and no request.
 */

interface Run {
  fetch: ReturnType<typeof vi.fn>;
  status: () => string;
  hash: () => string;
}

async function run(options: { session?: unknown; hash?: string; answer?: number }): Promise<Run> {
  const dom = new JSDOM(outboxSignInPage(false).replace(/<script[^>]*><\/script>/, ''), {
    url: `http://127.0.0.1:3000/dev/outbox${options.hash ?? ''}`,
    runScripts: 'outside-only',
    // jsdom cannot navigate: location.reload() only reports that, which is expected here
    virtualConsole: new VirtualConsole(),
  });
  const { window } = dom;
  if (options.session !== undefined)
    window.sessionStorage.setItem(STORAGE_KEYS.session, JSON.stringify(options.session));
  const fetch = vi.fn(() =>
    Promise.resolve({ ok: options.answer === 200, status: options.answer }),
  );
  (window as unknown as { fetch: unknown }).fetch = fetch;
  window.eval(OUTBOX_SIGN_IN_SCRIPT);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return {
    fetch,
    status: () => window.document.getElementById('outbox-status')?.textContent ?? '',
    hash: () => window.location.hash,
  };
}

const session = (role: string) => ({
  user: { id: 'u1', email: 'x@example.com', name: 'X', role },
  accessToken: 'the-access-token',
  expiresAt: '2999-01-01T00:00:00.000Z',
});

describe('the outbox sign-in script', () => {
  it("sends the admin's token once and reloads, marked so it cannot loop", async () => {
    const page = await run({ session: session('admin'), answer: 200 });
    expect(page.fetch).toHaveBeenCalledTimes(1);
    expect(page.fetch).toHaveBeenCalledWith('/api/dev/outbox/page-access', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { authorization: 'Bearer the-access-token' },
    });
    expect(page.hash()).toBe('#retry');
  });

  it('asks nothing of the server without a session, or for a customer', async () => {
    const none = await run({});
    expect(none.fetch).not.toHaveBeenCalled();
    expect(none.status()).toMatch(/Sign in to Orabella as an admin/);
    const customer = await run({ session: session('customer') });
    expect(customer.fetch).not.toHaveBeenCalled();
    expect(customer.status()).toBe('Only admins can read the outbox.');
  });

  it('says the session expired on 401, and does not retry after a reload that already tried', async () => {
    const expired = await run({ session: session('admin'), answer: 401 });
    expect(expired.status()).toMatch(/session has expired/);
    expect(expired.hash()).toBe('');
    const again = await run({ session: session('admin'), hash: '#retry', answer: 200 });
    expect(again.fetch).not.toHaveBeenCalled();
    expect(again.status()).toMatch(/could not open the outbox/);
  });
});
