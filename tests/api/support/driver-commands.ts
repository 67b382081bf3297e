import { createRequire } from 'node:module';

/**
 * Every command the MongoDB driver sends while `task` runs, as `<command> <collection>` (`find bookingindexes`,
 * `insert slotclaims`, …). Unlike mongoose's debug hook (support/database-commands.ts) this also sees the writes
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

let listeners: ((command: string) => void)[] = [];
const original = Connection.prototype.command;
Connection.prototype.command = function (this: DriverConnection, ns, cmd, ...rest) {
  if (listeners.length > 0) {
    const kind = Object.keys(cmd)[0] ?? '?';
    // the server's own chatter (hello, ping, endSessions) names no collection
    if (typeof cmd[kind] === 'string')
      for (const listener of listeners) listener(`${kind} ${cmd[kind] as string}`);
  }
  return original.call(this, ns, cmd, ...rest);
};

export async function driverCommandsDuring(task: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (command: string) => seen.push(command);
  listeners.push(listener);
  try {
    await task();
  } finally {
    listeners = listeners.filter((l) => l !== listener);
  }
  return seen;
}

/** `command` → how many times, for readable assertions. */
export function countCommands(commands: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const command of commands) counts[command] = (counts[command] ?? 0) + 1;
  return counts;
}
