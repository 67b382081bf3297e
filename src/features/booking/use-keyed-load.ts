import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Loads data for a key (e.g. shop + services + date) and forgets answers for older keys, so a slow answer
 * for a previous date never shows under a new one. `reload()` shows the loading state again; `refresh()`
 * keeps showing the current data while it asks again (live updates, no flicker).
 */
export type Keyed<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; value: T; refreshing: boolean };

interface Answer<T> {
  base: string;
  full: string;
  value?: T;
  error?: unknown;
  ok: boolean;
}

export function useKeyedLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): { state: Keyed<T>; reload: () => void; refresh: () => void; loadedKey: string | null } {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [version, setVersion] = useState({ n: 0, silent: false });
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const full = key === null ? null : `${key}#${version.n}`;

  useEffect(() => {
    if (key === null || full === null) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setAnswer({ base: key, full, value, ok: true });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ base: key, full, error, ok: false });
      },
    );
    return () => controller.abort();
  }, [key, full]);

  const reload = useCallback(() => setVersion((v) => ({ n: v.n + 1, silent: false })), []);
  const refresh = useCallback(() => setVersion((v) => ({ n: v.n + 1, silent: true })), []);

  let state: Keyed<T>;
  if (key === null) state = { status: 'idle' };
  else if (answer && answer.full === full)
    state = answer.ok
      ? { status: 'ready', value: answer.value as T, refreshing: false }
      : { status: 'error', error: answer.error };
  else if (version.silent && answer?.ok && answer.base === key)
    state = { status: 'ready', value: answer.value as T, refreshing: true };
  else state = { status: 'loading' };
  return { state, reload, refresh, loadedKey: answer?.full === full ? key : null };
}
