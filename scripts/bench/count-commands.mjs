/**
 * Preloaded into the bench's server (bench-http.ts, when BENCH_COUNT_COMMANDS=<file> is set): counts every
 * command the MongoDB driver sends, per `<command> <collection>` (and the documents of inserts, updates and
 * deletes, per `  <command> docs <collection>`), and writes the counts to that file every 100 ms,
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
      // the documents a batched update or insert carries: FerretDB's work follows them, not the commands
      // (an array, or the driver's DocumentSequence holding one)
      const docs = cmd.updates ?? cmd.documents ?? cmd.deletes;
      const carried = Array.isArray(docs) ? docs.length : (docs?.documents?.length ?? 0);
      if (carried > 0) {
        const each = `  ${kind} docs ${cmd[kind]}`;
        counts[each] = (counts[each] ?? 0) + carried;
      }
    }
    return original.call(this, ns, cmd, ...rest);
  };
  // written whole, then renamed over the file, so a reader never sees it half written
  setInterval(() => {
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(counts));
    fs.renameSync(`${file}.tmp`, file);
  }, 100).unref();
}
