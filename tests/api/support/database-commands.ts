import mongoose from 'mongoose';

/** The database commands sent while `task` runs, as `collection.method` (what a path reads from the database). */
export async function commandsDuring(task: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  mongoose.set('debug', (collection: string, method: string) => {
    seen.push(`${collection}.${method}`);
  });
  try {
    await task();
  } finally {
    mongoose.set('debug', false);
  }
  return seen;
}

/** The collections those commands went to. */
export const collectionsOf = (commands: readonly string[]): string[] =>
  commands.map((command) => command.split('.')[0] ?? '');
