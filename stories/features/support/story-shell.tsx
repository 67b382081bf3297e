import type { Decorator } from '@storybook/react-vite';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { UserRole } from '@/domain/auth';
import { sessionAtom } from '@/features/auth';
import { mockSession } from '@mocks/data/users';

/**
 * Feature stories run inside the project's preview decorators (IntlProvider + AppThemeProvider from the
 * toolbar); on top of those, each story gets a fresh jotai store (signed out, or signed in as `role`)
 * and a memory router at `path`.
 */
export interface StoryShellOptions {
  path?: string;
  role?: UserRole | null;
  /** seconds until the session ends (session-warning stories) */
  ttlSeconds?: number;
}

function StoryShell({
  path = '/',
  role = null,
  ttlSeconds,
  children,
}: StoryShellOptions & { children: ReactNode }) {
  const [store] = useState(() => {
    const s = createStore();
    s.set(sessionAtom, role ? mockSession(role, ttlSeconds) : null);
    return s;
  });
  return (
    <JotaiProvider store={store}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </JotaiProvider>
  );
}

/** Decorator reading `parameters.shell` ({ path, role, ttlSeconds }). */
export const withStoryShell: Decorator = (Story, context) => {
  const options = (context.parameters.shell ?? {}) as StoryShellOptions;
  return (
    <StoryShell {...options}>
      <Story />
    </StoryShell>
  );
};
