/**
 * Preloaded into the bench's server (bench-http.ts, when BENCH_COUNT_COMMANDS=<file> is set): counts every
 * command the MongoDB driver sends, per `<command> <collection>`, and writes the counts to that file every 100 ms,
 * so booking-create-cpu.ts can tell which collections a create's finds and updates go to (FerretDB's own counters
 * know only the command). The one method every driver command goes through is wrapped, as in
 * tests/api/support/driver-commands.ts.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const file = process.env.BENCH_COUNT_COMMANDS;
if (file) {
  const require = createRequire(import.meta.url);
  const { Connection } = require('mongodb/lib/cmap/connection.js');
  const counts = {};
  const original = Connection.prototype.command;
  Connection.prototype.command = function (ns, cmd, ...rest) {
    const kind = Object.keys(cmd)[0] ?? '?';
    if (typeof cmd[kind] === 'string') {
      const name = `${kind} ${cmd[kind]}`;
      counts[name] = (counts[name] ?? 0) + 1;
    }
    return original.call(this, ns, cmd, ...rest);
  };
  setInterval(() => fs.writeFileSync(file, JSON.stringify(counts)), 100).unref();
}
