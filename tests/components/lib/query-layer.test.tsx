import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { loadedQueryClient, loadQueryClient, WithQueryClient } from '@/lib/query-layer';

/**
 * The data layer is not in the entry chunk (src/lib/query-layer.tsx): what reads server state before the app's
 * client is there waits for it, and then reads the app's one client; a client already provided is used as is.
 */
const seen: { client: QueryClient | null } = { client: null };
function Probe() {
  const client = useQueryClient();
  useEffect(() => {
    seen.client = client;
  }, [client]);
  return <p>has a client</p>;
}

// The first load of the data layer's module can be slow on a busy machine: the time limits allow for it.
describe('WithQueryClient', { timeout: 90_000 }, () => {
  it("suspends until the app's client has loaded, then gives its children that one client", async () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <WithQueryClient>
          <Probe />
        </WithQueryClient>
      </Suspense>,
    );
    expect(await screen.findByText('has a client', undefined, { timeout: 60_000 })).toBeVisible();
    // the probe's effect runs after the commit that shows its text, later on a busy machine
    await waitFor(() => expect(seen.client).not.toBeNull());
    expect(seen.client).toBe(loadedQueryClient());
    expect(await loadQueryClient()).toBe(seen.client);
  });

  it('uses the client already provided (a test, a story, the app once loaded)', () => {
    const own = new QueryClient();
    render(
      <QueryClientProvider client={own}>
        <WithQueryClient>
          <Probe />
        </WithQueryClient>
      </QueryClientProvider>,
    );
    expect(screen.getByText('has a client')).toBeVisible();
    expect(seen.client).toBe(own);
  });
});
