import dayjs from 'dayjs';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import type { UserRole } from '@/domain/auth';
import { SESSION_STORAGE_KEY } from '@/features/auth';
import { CATALOG_SECTIONS, loadCatalogSection } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { mockSession } from '@mocks/data/users';

// Lazy chunks (pages, menus) are transformed on first use in vitest, which takes seconds when the machine is
// busy (CI runs three streams on two cores): async queries wait up to 15 s, so a slow machine never fails a test
// that passes on a quiet one (a test that fails still fails, only later).
configure({ asyncUtilTimeout: 15_000 });

/** Shows the router's current location so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${location.pathname}${location.search}${location.hash}`}
    </output>
  );
}

export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

interface MediaState {
  width: number;
  prefersDark?: boolean;
  prefersMoreContrast?: boolean;
  prefersReducedMotion?: boolean;
}

/**
 * A small matchMedia for jsdom: evaluates (max-width)/(min-width) against `width` and the prefers-* queries
 * against flags; `change()` updates the state and notifies listeners like a real MediaQueryList.
 */
export function stubMatchMedia(initial: MediaState = { width: 1280 }) {
  let state = { ...initial };
  const lists = new Set<{
    query: string;
    listeners: Set<(e: MediaQueryListEvent) => void>;
    last: boolean;
  }>();
  const evaluate = (query: string): boolean => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    if (max && state.width > Number(max[1])) return false;
    if (min && state.width < Number(min[1])) return false;
    if (query.includes('prefers-color-scheme: dark')) return Boolean(state.prefersDark);
    if (query.includes('prefers-contrast: more')) return Boolean(state.prefersMoreContrast);
    if (query.includes('prefers-reduced-motion: reduce'))
      return Boolean(state.prefersReducedMotion);
    if (query.includes('pointer: coarse')) return false;
    return Boolean(max || min);
  };
  const matchMedia = (query: string) => {
    const entry = {
      query,
      listeners: new Set<(e: MediaQueryListEvent) => void>(),
      last: evaluate(query),
    };
    lists.add(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: (e: MediaQueryListEvent) => void) =>
        entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: (e: MediaQueryListEvent) => void) =>
        entry.listeners.delete(listener),
      addListener: (listener: (e: MediaQueryListEvent) => void) => entry.listeners.add(listener),
      removeListener: (listener: (e: MediaQueryListEvent) => void) =>
        entry.listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  vi.stubGlobal('matchMedia', matchMedia);
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: state.width });
  return {
    change(next: Partial<MediaState>) {
      state = { ...state, ...next };
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: state.width });
      for (const entry of lists) {
        const now = evaluate(entry.query);
        if (now !== entry.last) {
          entry.last = now;
          for (const l of entry.listeners)
            l({ matches: now, media: entry.query } as MediaQueryListEvent);
        }
      }
    },
  };
}

/** Signs a role in before the app mounts (the session lives in sessionStorage). */
export function signIn(role: UserRole, ttlSeconds = 900) {
  const session = mockSession(role, ttlSeconds);
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  return session;
}

/** Every part of both catalogs, so a test's first page does not wait on a cold module import. */
export async function preloadCatalogs() {
  await Promise.all(
    (['en', 'it'] as const).flatMap((locale) =>
      CATALOG_SECTIONS.map((section) => loadCatalogSection(locale, section)),
    ),
  );
}

/**
 * Wraps any UI in the app's providers and a memory router (for feature components). Each call gets a fresh
 * jotai store and query client (nothing cached leaks from one test to the next), without retries so an
 * answered failure shows its error state at once.
 */
export async function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  await preloadCatalogs();
  const store = createStore();
  const queryClient = createQueryClient({ retry: false });
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user, store, queryClient, ...result };
}

/** The whole app (layout, guard, routes) at a path. */
export async function renderApp(path = '/') {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  return renderWithProviders(<AppRoutes />, { path });
}

/**
 * A Tuesday to Friday at least `minDays` ahead (YYYY-MM-DD): the demo shops are open then, so a test that books or
 * blocks on it passes whatever weekday it runs on.
 */
export function openWeekdayAhead(minDays: number): string {
  let day = dayjs().add(minDays, 'day');
  while (day.day() < 2 || day.day() > 5) day = day.add(1, 'day');
  return day.format('YYYY-MM-DD');
}
