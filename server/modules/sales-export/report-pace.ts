import type { Readable, Writable } from 'node:stream';

/**
 * Keeps a report's producer in step with its reader, so a year of a busy shop is never built up in memory: after
 * each row the writer calls the pace, which waits while the destination (the HTTP response, through compression
 * for CSV) or the file library's own output (`buffered`) holds more than its high-water mark, and otherwise lets
 * the event loop run every few rows (a month's records arrive at once from the store, and the socket and zlib
 * need turns to move them on). A destination closed early (the owner cancelled, the connection dropped) stops
 * the producer with an error, which ends the reading of the store.
 */

export class ReportClosedError extends Error {
  override readonly name = 'ReportClosedError';
  constructor() {
    super('the report was closed before it was complete');
  }
}

/** The stream the file library writes into (the CSV transform, the PDF document, the zip), if it is reachable. */
export type BufferedOutput = Pick<Readable, 'readableLength' | 'readableHighWaterMark'> | null;

const YIELD_EVERY = 256;
/** a drain missed between the check and the listener is picked up at the next look */
const RECHECK_MS = 25;

function pressed(out: Writable, buffered: BufferedOutput): boolean {
  return (
    out.writableNeedDrain ||
    (buffered !== null && buffered.readableLength > buffered.readableHighWaterMark)
  );
}

/** Resolves on the next `drain` of `out` (or after a short re-check), rejects when `out` closes. */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new ReportClosedError());
    const timer = setTimeout(onDrain, RECHECK_MS);
    // once: the compression middleware hands `drain` listeners to its gzip stream but not their removal, so a
    // listener left by the re-check must remove itself at the next drain (else they pile up, one per wait)
    out.once('drain', onDrain);
    out.on('close', onClose);
  });
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The pace of one report into `out`; `buffered()` names the library's output once it exists. */
export function reportPace(out: Writable, buffered: () => BufferedOutput = () => null) {
  let rows = 0;
  return async function pace(): Promise<void> {
    rows += 1;
    if (out.destroyed || out.writableEnded) throw new ReportClosedError();
    while (pressed(out, buffered())) {
      await drained(out);
      if (out.destroyed) throw new ReportClosedError();
    }
    if (rows % YIELD_EVERY === 0) await turn();
  };
}
