import type { ErrorRequestHandler } from 'express';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { createRequire } from 'node:module';
import type { createClient as CreateRedisClient } from 'redis';
import type { Config } from '../../config';
import { ApiError } from '../../http/api-error';
import type { Logger } from '../../logger';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Limits at AUTH_RATE_LIMIT_FACTOR = 1 (every count is multiplied by the factor, at least 1; windows are not).
 * Per IP they are generous on purpose: a whole test or e2e suite signs in dozens of times from 127.0.0.1, and
 * an office or mobile carrier shares one address. Per account they are tight, since that is what guessing
 * a password needs.
 *   login          150 / 15 min per IP
 *   failed login   per account (normalised email, known or not): 5 free, then each further attempt waits
 *                  1, 2, 4, 8 … s (cap 60 s) after the last failure, whoever makes it; per account AND client
 *                  (IP): the 10th failure locks that client out of that account for 15 min. The hard lock is
 *                  not per account alone, or anyone could lock the owner (or the admin) out of their own
 *                  device with ten wrong passwords. A success clears the account's wait and that client's
 *                  count; another client's lock stays.
 *   register       50 / hour per IP, 5 / hour per email
 *   forgot         30 / hour per IP, 5 / hour per email
 *   reset + verify 60 / 15 min per IP, 10 / 15 min per token
 */
export const RATE_LIMITS = {
  loginPerIp: { points: 150, duration: 15 * MINUTE },
  registerPerIp: { points: 50, duration: HOUR },
  registerPerAccount: { points: 5, duration: HOUR },
  forgotPerIp: { points: 30, duration: HOUR },
  forgotPerAccount: { points: 5, duration: HOUR },
  resetPerIp: { points: 60, duration: 15 * MINUTE },
  resetPerToken: { points: 10, duration: 15 * MINUTE },
  freeFailures: 5,
  lockAfterFailures: 10,
  lockSeconds: 15 * MINUTE,
  maxDelaySeconds: 60,
} as const;

type LimitName = Exclude<
  keyof typeof RATE_LIMITS,
  'freeFailures' | 'lockAfterFailures' | 'lockSeconds' | 'maxDelaySeconds'
>;

/** A 429 that carries its Retry-After. */
export class TooManyAttemptsError extends ApiError {
  constructor(
    code: 'TOO_MANY_ATTEMPTS' | 'ACCOUNT_LOCKED',
    readonly retryAfterSeconds: number,
  ) {
    super(code);
  }
}

/** The auth router sets Retry-After here; the one error middleware writes the envelope. */
export const rateLimitErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (!(error instanceof TooManyAttemptsError)) {
    next(error);
    return;
  }
  res.set('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  next(error);
};

/** The limiters behind login, register, forgot and reset; shared across instances through Redis when set. */
export function createAuthRateLimits({ config, logger }: { config: Config; logger: Logger }) {
  const factor = config.authRateLimitFactor;
  const scaled = (points: number) => Math.max(1, Math.round(points * factor));
  const freeFailures = scaled(RATE_LIMITS.freeFailures);
  const lockAfter = Math.max(freeFailures + 1, scaled(RATE_LIMITS.lockAfterFailures));

  const redisClient = config.redisUrl ? connectRedis(config.redisUrl, logger) : null;
  function limiter(keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    if (!redisClient) return memory;
    // If Redis is down the in-memory limiter takes over, so limits keep working per instance.
    return new RateLimiterRedis({
      storeClient: redisClient,
      useRedisPackage: true,
      keyPrefix: `orabella:auth:${keyPrefix}`,
      points,
      duration,
      insuranceLimiter: memory,
    });
  }

  const limits = Object.fromEntries(
    (Object.keys(RATE_LIMITS) as (keyof typeof RATE_LIMITS)[])
      .filter((name) => typeof RATE_LIMITS[name] === 'object')
      .map((name) => {
        const { points, duration } = RATE_LIMITS[name as LimitName];
        return [name, limiter(name, scaled(points), duration)];
      }),
  ) as Record<LimitName, RateLimiterAbstract>;
  /** consecutive failed logins per account within the lock window (sets the wait; never locks by itself) */
  const failures = limiter('loginFailures', Number.MAX_SAFE_INTEGER, RATE_LIMITS.lockSeconds);
  /** consecutive failed logins per account + client within the lock window (the hard lock) */
  const clientFailures = limiter('loginClientFailures', lockAfter, RATE_LIMITS.lockSeconds);
  /** after the free failures: blocked until the next attempt is allowed */
  const wait = limiter('loginWait', 1, RATE_LIMITS.maxDelaySeconds);

  // an expired record can outlive its end by a timer tick: only time still to wait counts
  const blockedFor = (res: RateLimiterRes | null, points: number): number | null =>
    res && res.consumedPoints > points && res.msBeforeNext > 0 ? res.msBeforeNext / 1000 : null;
  const pair = (account: string, client: string) => `${account}\n${client}`;
  /** consumes one point and returns the count, also when the limiter is already over its points */
  async function count(store: RateLimiterAbstract, key: string): Promise<number> {
    try {
      return (await store.consume(key)).consumedPoints;
    } catch (error) {
      if (error instanceof RateLimiterRes) return error.consumedPoints;
      throw error;
    }
  }

  return {
    /** Counts one request against a limit; over it → TooManyAttemptsError. */
    async consume(name: LimitName, key: string): Promise<void> {
      try {
        await limits[name].consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes)
          throw new TooManyAttemptsError('TOO_MANY_ATTEMPTS', error.msBeforeNext / 1000);
        throw error;
      }
    },

    /**
     * Before checking a password: refuses while this client is locked out of the account, or while the
     * account must still wait after recent failures (from any client).
     */
    async checkAccount(account: string, client: string): Promise<void> {
      const locked = blockedFor(await clientFailures.get(pair(account, client)), lockAfter);
      const waiting = blockedFor(await wait.get(account), 1);
      const seconds = locked ?? waiting;
      if (seconds !== null) throw new TooManyAttemptsError('ACCOUNT_LOCKED', seconds);
    },

    /** After a wrong password: the account's n-th failure sets the next wait; the client's lockAfter-th locks it. */
    async recordFailure(account: string, client: string): Promise<void> {
      const [accountCount, clientCount] = await Promise.all([
        count(failures, account),
        count(clientFailures, pair(account, client)),
      ]);
      if (clientCount >= lockAfter)
        await clientFailures.block(pair(account, client), RATE_LIMITS.lockSeconds);
      if (accountCount >= freeFailures) {
        const delay = Math.min(RATE_LIMITS.maxDelaySeconds, 2 ** (accountCount - freeFailures));
        await wait.block(account, delay);
      }
    },

    async recordSuccess(account: string, client: string): Promise<void> {
      await Promise.all([
        failures.delete(account),
        wait.delete(account),
        clientFailures.delete(pair(account, client)),
      ]);
    },
  };
}

/** the redis client library, loaded only when a REDIS_URL is set (about 0.3 s of start-up otherwise) */
const requireModule = createRequire(import.meta.url);

/** node-redis client for the limiters; connection errors are logged, the insurance limiter covers them. */
function connectRedis(url: string, logger: Logger) {
  const { createClient } = requireModule('redis') as { createClient: typeof CreateRedisClient };
  const client = createClient({ url, disableOfflineQueue: true });
  client.on('error', (error: unknown) => logger.warn({ err: error }, 'rate-limit redis error'));
  client.connect().catch((error: unknown) => logger.warn({ err: error }, 'rate-limit redis down'));
  return client;
}
