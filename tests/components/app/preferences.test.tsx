import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubMatchMedia } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function storedThemeConfig() {
  return JSON.parse(localStorage.getItem('theme-config') ?? 'null') as {
    theme: string;
    accessibility: Record<string, boolean>;
  } | null;
}

describe('language', () => {
  it('switching to Italian translates the page, updates <html lang> and persists user-language', async () => {
    stubMatchMedia({ width: 1280 });
    const { user, unmount } = await renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Orabella' });
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));

    await user.click(screen.getByRole('button', { name: 'Italian (IT)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chi siamo' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('it'));
    expect(localStorage.getItem('user-language')).toBe('it');
    expect(screen.getByRole('link', { name: 'Accedi' })).toBeInTheDocument();
    expect(document.title).toBe('Chi siamo · Orabella');

    // a new visit starts in Italian
    unmount();
    await renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chi siamo' })).toBeInTheDocument();
  });

  it('starts from the browser language when nothing is stored', async () => {
    stubMatchMedia({ width: 1280 });
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('it-IT');
    await renderApp('/');
    expect(await screen.findByRole('link', { name: 'Accedi' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('it'));
  });
});

describe('theme', () => {
  it('a theme change persists to theme-config and survives a remount', async () => {
    stubMatchMedia({ width: 1280 });
    const { user, unmount } = await renderApp('/about');
    await user.click(
      await screen.findByRole('button', { name: 'Theme and accessibility settings' }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Appearance' });
    await user.click(within(panel).getByRole('radio', { name: /Dark/ }));
    await waitFor(() => expect(storedThemeConfig()?.theme).toBe('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(within(panel).getByRole('switch', { name: 'Larger text' }));
    await waitFor(() => expect(storedThemeConfig()?.accessibility.largeText).toBe(true));

    unmount();
    const again = await renderApp('/about');
    await again.user.click(
      await screen.findByRole('button', { name: 'Theme and accessibility settings' }),
    );
    const reopened = await screen.findByRole('dialog', { name: 'Appearance' });
    expect(within(reopened).getByRole('radio', { name: /Dark/ })).toBeChecked();
    expect(within(reopened).getByRole('switch', { name: 'Larger text' })).toBeChecked();
  });

  it('refuses an invalid import, shows the error and changes nothing', async () => {
    stubMatchMedia({ width: 1280 });
    const { user } = await renderApp('/about');
    await user.click(
      await screen.findByRole('button', { name: 'Theme and accessibility settings' }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Appearance' });
    await user.upload(
      within(panel).getByTestId('theme-import-input'),
      new File(['{not json'], 'theme.json', { type: 'application/json' }),
    );
    expect(
      await within(panel).findByText("That file isn't a valid theme configuration."),
    ).toBeInTheDocument();
    expect(localStorage.getItem('theme-config')).toBeNull();
    expect(within(panel).getByRole('radio', { name: /Light/ })).toBeChecked();

    await user.upload(
      within(panel).getByTestId('theme-import-input'),
      new File(
        [JSON.stringify({ theme: 'spa-dark', accessibility: { highContrast: true } })],
        'theme.json',
        { type: 'application/json' },
      ),
    );
    await waitFor(() => expect(storedThemeConfig()?.theme).toBe('spa-dark'));
    expect(within(panel).getByRole('radio', { name: /Spa dark/ })).toBeChecked();
  });

  it('turns on high contrast and reduced motion from the OS unless the user chose', async () => {
    const media = stubMatchMedia({ width: 1280, prefersMoreContrast: true });
    const { user } = await renderApp('/about');
    await user.click(
      await screen.findByRole('button', { name: 'Theme and accessibility settings' }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Appearance' });
    await waitFor(() =>
      expect(within(panel).getByRole('switch', { name: 'High contrast' })).toBeChecked(),
    );
    expect(within(panel).getByRole('switch', { name: 'Reduce motion' })).not.toBeChecked();

    act(() => media.change({ prefersReducedMotion: true }));
    await waitFor(() =>
      expect(within(panel).getByRole('switch', { name: 'Reduce motion' })).toBeChecked(),
    );

    // the user switches high contrast off: the OS preference no longer overrides it
    await user.click(within(panel).getByRole('switch', { name: 'High contrast' }));
    await waitFor(() =>
      expect(within(panel).getByRole('switch', { name: 'High contrast' })).not.toBeChecked(),
    );
    expect(storedThemeConfig()?.accessibility.highContrast).toBe(false);
  });

  it('system follows prefers-color-scheme live', async () => {
    const media = stubMatchMedia({ width: 1280, prefersDark: false });
    localStorage.setItem('theme-config', JSON.stringify({ theme: 'system' }));
    await renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Orabella' });
    await waitFor(() => expect(localStorage.getItem('theme')).toBe('light'));
    act(() => media.change({ prefersDark: true }));
    await waitFor(() => expect(localStorage.getItem('theme')).toBe('dark'));
  });
});
