/**
 * Runs tasks one at a time per key inside this process. Day-sheet updates are read-modify-write on FerretDB, so
 * two `$set`s on the same sheet racing could drop one; queueing them per sheet keeps every cell.
 */
export function createKeyLock() {
  const tails = new Map<string, Promise<unknown>>();
  return async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      // the last task of a key removes it, so the map does not grow with every date ever touched
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
