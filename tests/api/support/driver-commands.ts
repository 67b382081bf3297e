import { createRequire } from 'node:module';

/**
 * Every command the MongoDB driver sends while `task` runs, named `<command> <collection>` (`find bookingindexes`,
 * `insert slotclaims`, …), with the number of documents, updates or deletes it carried. Unlike mongoose's debug hook (support/database-commands.ts) this also sees the writes
 * made through a model's native collection (server/db/write-batch.ts), which is how the booking path inserts.
 * The driver's command monitoring is fixed per pooled connection when it opens, so the test app's connections
 * cannot be switched on afterwards: the one method every command goes through is wrapped instead.
 */
interface DriverConnection {
  command(ns: unknown, cmd: Record<string, unknown>, ...rest: unknown[]): unknown;
}

const require = createRequire(import.meta.url);
const { Connection } = require('mongodb/lib/cmap/connection.js') as {
  Connection: { prototype: DriverConnection };
};

/** `find bookingindexes`, `insert slotclaims`, …, and how many documents or updates it carried */
export interface DriverCommand {
  name: string;
  statements: number;
}

/** the array of each write command that holds its documents, updates or deletes */
const STATEMENTS: Record<string, string> = {
  insert: 'documents',
  update: 'updates',
  delete: 'deletes',
};

let listeners: ((command: DriverCommand) => void)[] = [];
const original = Connection.prototype.command;
Connection.prototype.command = function (this: DriverConnection, ns, cmd, ...rest) {
  if (listeners.length > 0) {
    const kind = Object.keys(cmd)[0] ?? '?';
    // the server's own chatter (hello, ping, endSessions) names no collection
    if (typeof cmd[kind] === 'string') {
      const field = STATEMENTS[kind] ? cmd[STATEMENTS[kind]] : null;
      // an array in the command, or (large writes) a document sequence sent beside it
      const list = Array.isArray(field)
        ? field
        : (field as { documents?: unknown } | null)?.documents;
      const command = {
        name: `${kind} ${cmd[kind] as string}`,
        statements: Array.isArray(list) ? list.length : 1,
      };
      for (const listener of listeners) listener(command);
    }
  }
  return original.call(this, ns, cmd, ...rest);
};

export async function driverCommandsDuring(task: () => Promise<unknown>): Promise<DriverCommand[]> {
  const seen: DriverCommand[] = [];
  const listener = (command: DriverCommand) => seen.push(command);
  listeners.push(listener);
  try {
    await task();
  } finally {
    listeners = listeners.filter((l) => l !== listener);
  }
  return seen;
}

/** command name → how many times it was sent, or (`by: 'statements'`) how many documents or updates it carried. */
export function countCommands(
  commands: readonly DriverCommand[],
  by: 'commands' | 'statements' = 'commands',
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { name, statements } of commands)
    counts[name] = (counts[name] ?? 0) + (by === 'commands' ? 1 : statements);
  return counts;
}
