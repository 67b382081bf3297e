import { atom, type WritableAtom } from 'jotai';

const UNSET = Symbol('unset');

export interface PersistedAtomOptions<T> {
  key: string;
  /** which storage; a function so it is looked up when used (and absent storage is tolerated) */
  storage: () => Storage | undefined;
  /** turns the stored string (or null) into a value; unreadable data gives the fallback */
  parse: (raw: string | null) => T;
  /** null removes the key */
  serialize: (value: T) => string | null;
}

function safeStorage(get: () => Storage | undefined): Storage | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}

/**
 * A jotai atom backed by Web Storage that reads storage lazily, once per store (so every app
 * mount, story or test starts from what is stored now), and writes through on every change.
 * Storage failures are only logged (spec 01 §8: theme load or save failure is only logged).
 */
export function persistedAtom<T>(
  options: PersistedAtomOptions<T>,
): WritableAtom<T, [T | ((prev: T) => T)], void> {
  const read = (): T => {
    try {
      return options.parse(safeStorage(options.storage)?.getItem(options.key) ?? null);
    } catch (error) {
      console.warn(`Ignoring unreadable ${options.key}`, error);
      return options.parse(null);
    }
  };
  const base = atom<T | typeof UNSET>(UNSET);
  return atom(
    (get) => {
      const value = get(base);
      return value === UNSET ? read() : value;
    },
    (get, set, update: T | ((prev: T) => T)) => {
      const current = get(base);
      const prev = current === UNSET ? read() : current;
      const next = typeof update === 'function' ? (update as (p: T) => T)(prev) : update;
      set(base, next);
      try {
        const storage = safeStorage(options.storage);
        const raw = options.serialize(next);
        if (raw === null) storage?.removeItem(options.key);
        else storage?.setItem(options.key, raw);
      } catch (error) {
        console.warn(`Could not save ${options.key}`, error);
      }
    },
  );
}
