import type { AppServices } from '../app';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { sweepOrphanClaims } from '../modules/bookings/claim-sweeper';
import { runReminders } from './reminder-job';

export const REMINDER_INTERVAL_MS = 60_000;
export const CLAIM_SWEEP_INTERVAL_MS = 5 * 60_000;
/** a claim without its booking this long after the intent was written is an orphan (a crashed write) */
export const ORPHAN_CLAIM_AGE_MS = 2 * 60_000;

export interface Jobs {
  /** clears the timers and waits for runs in progress */
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  services: Pick<AppServices, 'mail' | 'bookings'>;
  config: Pick<Config, 'publicUrl'>;
  logger: Logger;
}

/**
 * Background work of every API instance: reminder emails every minute, the orphan-claim sweep every five.
 * Each job claims its work atomically, so any number of instances may run them. A run never overlaps the
 * previous one of the same job, errors are logged, and the timers do not keep the process alive.
 */
export function startJobs({ services, config, logger }: StartJobsOptions): Jobs {
  const running = new Set<Promise<unknown>>();

  function every(name: string, intervalMs: number, run: () => Promise<unknown>) {
    let busy = false;
    const log = logger.child({ job: name });
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const current = run()
        .catch((error: unknown) => log.error({ err: error }, 'job failed'))
        .finally(() => {
          busy = false;
          running.delete(current);
        });
      running.add(current);
    }, intervalMs);
    timer.unref();
    return timer;
  }

  const timers = [
    every('reminders', REMINDER_INTERVAL_MS, () =>
      runReminders({
        mailer: services.mail,
        logger: logger.child({ job: 'reminders' }),
        publicUrl: config.publicUrl,
      }),
    ),
    every('claim-sweeper', CLAIM_SWEEP_INTERVAL_MS, () =>
      sweepOrphanClaims({
        olderThanMs: ORPHAN_CLAIM_AGE_MS,
        // freed slots reach the booking pages watching those dates
        onSlotsChanged: (change) => services.bookings.events.emit('slots', change),
      }),
    ),
  ];
  logger.info('background jobs started');

  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
