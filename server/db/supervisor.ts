import { startFerretDB, type FerretDBHandle, type StartFerretDBOptions } from './ferretdb';

/**
 * Keeps the embedded FerretDB running: when it exits without being asked to (crash, OOM kill, `kill -9`), it is
 * started again on the same port and data, after a back-off (0.5 s doubling to 10 s; reset once an instance has
 * stayed up for a minute) so a FerretDB that dies at once on start does not spin. The app's connection reconnects
 * by itself once the port answers again; `onRestarted` lets the caller nudge it.
 */

export type SupervisorReport = (level: 'info' | 'warn' | 'error', line: string) => void;

export interface SuperviseOptions extends StartFerretDBOptions {
  report?: SupervisorReport;
  /** called after each successful restart (e.g. to ping, so the driver reconnects now) */
  onRestarted?: () => void;
  /** first restart delay (default 500 ms), doubled after each quick failure up to `maxDelayMs` (default 10 s) */
  minDelayMs?: number;
  maxDelayMs?: number;
}

export interface SupervisedFerretDB {
  uri: string;
  /** false from an unexpected exit until the restarted FerretDB accepts connections */
  isUp(): boolean;
  /** the running instance (a new one after each restart), undefined while down */
  current(): FerretDBHandle | undefined;
  /** stops supervising and stops FerretDB (no restart follows) */
  stop(): Promise<void>;
}

const STABLE_AFTER_MS = 60_000;

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

export async function superviseFerretDB(options: SuperviseOptions): Promise<SupervisedFerretDB> {
  const report: SupervisorReport =
    options.report ?? ((level, line) => (level === 'info' ? console.log : console.error)(line));
  const minDelay = options.minDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 10_000;
  let handle: FerretDBHandle | undefined = await startFerretDB(options);
  let startedAt = Date.now();
  let delay = minDelay;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | undefined;

  const schedule = () => {
    timer = setTimeout(() => {
      timer = undefined;
      restarting = restart().finally(() => {
        restarting = undefined;
      });
    }, delay);
    delay = Math.min(delay * 2, maxDelay);
  };

  const watch = (instance: FerretDBHandle) => {
    void instance.exited.then((code) => {
      if (stopping || instance !== handle) return;
      handle = undefined;
      if (Date.now() - startedAt >= STABLE_AFTER_MS) delay = minDelay;
      report(
        'warn',
        `database: embedded FerretDB exited (code ${code ?? 'unknown'}); restarting in ${seconds(delay)}`,
      );
      schedule();
    });
  };

  const restart = async () => {
    if (stopping) return;
    try {
      const instance = await startFerretDB(options);
      if (stopping) {
        await instance.stop();
        return;
      }
      handle = instance;
      startedAt = Date.now();
      report('info', `database: embedded FerretDB is back on ${instance.host}:${instance.port}`);
      watch(instance);
      options.onRestarted?.();
    } catch (error) {
      if (stopping) return;
      report(
        'error',
        `database: restarting the embedded FerretDB failed (${(error as Error).message.split('\n')[0]}); retrying in ${seconds(delay)}`,
      );
      schedule();
    }
  };

  watch(handle);
  return {
    uri: handle.uri,
    isUp: () => handle !== undefined,
    current: () => handle,
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      await restarting;
      await handle?.stop();
    },
  };
}
