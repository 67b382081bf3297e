import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '@/lib/lazy-page';

function Page() {
  return <h1>The page</h1>;
}

const loadPage = () => Promise.resolve({ default: Page });

/**
 * The app preloads the page of the address it starts at (main.tsx), so its first commit shows that page and
 * not the loading placeholder, which React would replace no sooner than 300 ms later.
 */
describe('lazyPage', () => {
  it('renders a preloaded page in the first commit, without its fallback', async () => {
    const Lazy = lazyPage(loadPage);
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends like React.lazy when the page was not preloaded, then shows it', async () => {
    const Lazy = lazyPage(loadPage);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => {
      await Lazy.preload();
    });
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('asks for the code once, however often it is preloaded or rendered', async () => {
    let calls = 0;
    const Lazy = lazyPage(() => {
      calls += 1;
      return loadPage();
    });
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(<Lazy />);
    expect(calls).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let calls = 0;
    const Lazy = lazyPage(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : loadPage();
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    render(<Lazy />);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });
});
