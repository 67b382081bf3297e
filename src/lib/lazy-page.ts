import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React.lazy's own bound: a page of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A lazily loaded page that can be asked to load ahead of its first render. */
export type LazyPage<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Loads the page's code (once); resolves when it is ready to render without suspending. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` for a route's page, plus `preload()`. Once the code has loaded (preloaded, or rendered once),
 * the first render of the page gets it synchronously instead of suspending: main.tsx preloads the page of the
 * address it starts at, so the first commit already holds the page. Suspending there showed the header and
 * the loading placeholder first, and React reveals suspended content no sooner than 300 ms after its
 * fallback (Lighthouse saw the home title 0.5 s after the header, on an unthrottled run).
 */
export function lazyPage<T extends AnyComponent>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loaded: { default: T } | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const start = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const page = lazy(() => {
    if (!loaded) return start();
    const module = loaded;
    // A thenable that answers at once: React.lazy then renders the page in this same pass.
    return { then: (resolve: (value: { default: T }) => void) => resolve(module) } as Promise<{
      default: T;
    }>;
  }) as LazyPage<T>;
  page.preload = () => start().then(() => undefined);
  return page;
}
