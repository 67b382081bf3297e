import { useMutationState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * The optimistic writes both favourite lists (shops, services) make on their cached list: change it at once,
 * put a removed item back in its place when the server refuses, and tell which ids are waiting.
 */
export function patchList<T>(client: QueryClient, key: QueryKey, change: (list: T[]) => T[]) {
  client.setQueryData<T[]>(key, (list) => list && change(list));
}

export interface Removal<T> {
  index: number;
  removed: T | undefined;
}

/** Takes the matching item out of the cached list (after stopping a fetch that would bring it back). */
export async function removeOptimistically<T>(
  client: QueryClient,
  key: QueryKey,
  matches: (item: T) => boolean,
): Promise<Removal<T>> {
  await client.cancelQueries({ queryKey: key });
  const list = client.getQueryData<T[]>(key) ?? [];
  const index = list.findIndex(matches);
  patchList<T>(client, key, (l) => l.filter((item) => !matches(item)));
  return { index, removed: index >= 0 ? list[index] : undefined };
}

/** Puts a refused removal back where it was, unless the item is back already. */
export function restoreRemoved<T>(
  client: QueryClient,
  key: QueryKey,
  removal: Removal<T> | undefined,
  matches: (item: T) => boolean,
) {
  const removed = removal?.removed;
  if (!removed) return;
  patchList<T>(client, key, (list) => {
    if (list.some(matches)) return list;
    const next = [...list];
    next.splice(Math.min(removal.index, next.length), 0, removed);
    return next;
  });
}

/** Ids whose add/remove (mutations under `mutationKey`) is running, across every heart. */
export function usePendingIds(
  mutationKey: QueryKey,
  idOf: (variables: unknown) => string | undefined,
): ReadonlySet<string> {
  const pending = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => idOf(mutation.state.variables),
  });
  const key = pending.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids, not the array's identity
  return useMemo(() => new Set(pending.filter((id): id is string => Boolean(id))), [key]);
}
