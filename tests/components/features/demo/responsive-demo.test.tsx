import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubMatchMedia } from '../../app/test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'connection');
});

async function openDemo() {
  stubMatchMedia({ width: 1280 });
  const utils = await renderApp('/responsive-demo');
  await screen.findByRole('heading', { level: 1, name: 'Responsive demo' });
  return utils;
}

describe('responsive demo page', () => {
  it('switches between fixed, auto-fit (200 px) and masonry grids', async () => {
    const { user } = await openDemo();
    expect(screen.getByTestId('grid-fixed')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Auto-fit' }));
    expect(screen.getByTestId('grid-auto-fit')).toBeInTheDocument();
    expect(
      screen.getByText('As many columns as fit, each at least 200 px wide.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Masonry' }));
    expect(screen.getByTestId('grid-masonry')).toBeInTheDocument();
  });

  it('shows a toast that closes after 3 seconds', async () => {
    const { user } = await openDemo();
    await user.click(screen.getByRole('button', { name: 'Show a toast' }));
    expect(
      await screen.findByText('This message closes by itself after 3 seconds.'),
    ).toBeInTheDocument();
    await waitFor(
      () =>
        expect(
          screen.queryByText('This message closes by itself after 3 seconds.'),
        ).not.toBeInTheDocument(),
      {
        timeout: 4500,
      },
    );
  });

  it('shows a loading overlay for 2 seconds', async () => {
    const { user } = await openDemo();
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Show loading for 2 seconds' }));
    expect(await screen.findByText('Loading…')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeVisible(), {
      timeout: 3500,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('swipes cards with buttons, arrow keys and touch past 80 px', async () => {
    const { user } = await openDemo();
    const carousel = screen.getByRole('group', { name: 'Card 1 of 5' });
    await user.click(screen.getByRole('button', { name: 'Next card' }));
    expect(screen.getByRole('group', { name: 'Card 2 of 5' })).toBeInTheDocument();
    carousel.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('group', { name: 'Card 1 of 5' })).toBeInTheDocument();
    fireEvent.touchStart(carousel, { touches: [{ clientX: 300 }] });
    fireEvent.touchMove(carousel, { touches: [{ clientX: 250 }] }); // 50 px: not enough
    fireEvent.touchEnd(carousel);
    expect(screen.getByRole('group', { name: 'Card 1 of 5' })).toBeInTheDocument();
    fireEvent.touchStart(carousel, { touches: [{ clientX: 300 }] });
    fireEvent.touchMove(carousel, { touches: [{ clientX: 200 }] }); // 100 px left
    fireEvent.touchEnd(carousel);
    expect(screen.getByRole('group', { name: 'Card 2 of 5' })).toBeInTheDocument();
  });

  it('opens and closes the bottom sheet', async () => {
    const { user } = await openDemo();
    await user.click(screen.getByRole('button', { name: 'Open the bottom sheet' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters would go here' });
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Filters would go here' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('pull to refresh starts past 60 px', async () => {
    await openDemo();
    const region = screen
      .getByText('Pull down more than 60 px to refresh')
      .closest('.MuiPaper-root')!;
    fireEvent.touchStart(region, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(region, { touches: [{ clientY: 180 }] });
    expect(screen.getByText('Release to refresh')).toBeInTheDocument();
    fireEvent.touchEnd(region);
    expect(screen.getByText('Refreshing…')).toBeInTheDocument();
  });

  it('reports online state, connection type and save-data', async () => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: Object.assign(new EventTarget(), { effectiveType: '4g', saveData: true }),
    });
    await openDemo();
    const network = screen.getByRole('region', { name: 'Network' });
    expect(within(network).getByText('Online')).toBeInTheDocument();
    expect(within(network).getByText('4g')).toBeInTheDocument();
    expect(within(network).getByText('Yes')).toBeInTheDocument();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent(window, new Event('offline'));
    expect(await within(network).findByText('Offline')).toBeInTheDocument();
  });
});
