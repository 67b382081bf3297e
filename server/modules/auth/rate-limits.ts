import type { ErrorRequestHandler } from 'express';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { AUTH_MESSAGES } from '../../../src/domain/auth';
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
 *                  1, 2, 4, 8 … s (cap 60 s) after the last failure; the 10th failure locks 15 min; a success
 *                  clears it
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

const ITALIAN: Record<string, string> = {
  [AUTH_MESSAGES.tooManyAttempts]: 'Troppi tentativi. Riprova più tardi.',
  [AUTH_MESSAGES.accountLocked]:
    'Troppi tentativi di accesso non riusciti. Attendi prima di riprovare.',
};

/** A 429 that carries its Retry-After and is translated to the request's language when sent. */
export class TooManyAttemptsError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** The app's error middleware only knows ApiError: the auth router sets Retry-After and translates here. */
export const rateLimitErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (!(error instanceof TooManyAttemptsError)) {
    next(error);
    return;
  }
  res.set('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  const italian = req.acceptsLanguages('en', 'it') === 'it';
  next(new ApiError(429, (italian && ITALIAN[error.message]) || error.message));
};

export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;

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
  /** consecutive failed logins per account within the lock window */
  const failures = limiter('loginFailures', lockAfter, RATE_LIMITS.lockSeconds);
  /** after the free failures: blocked until the next attempt is allowed */
  const wait = limiter('loginWait', 1, RATE_LIMITS.maxDelaySeconds);

  const blockedFor = (res: RateLimiterRes | null, points: number): number | null =>
    res && res.consumedPoints > points ? res.msBeforeNext / 1000 : null;

  return {
    /** Counts one request against a limit; over it → TooManyAttemptsError. */
    async consume(name: LimitName, key: string): Promise<void> {
      try {
        await limits[name].consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes)
          throw new TooManyAttemptsError(AUTH_MESSAGES.tooManyAttempts, error.msBeforeNext / 1000);
        throw error;
      }
    },

    /** Before checking a password: refuses while the account is locked or must still wait. */
    async checkAccount(account: string): Promise<void> {
      const locked = blockedFor(await failures.get(account), lockAfter);
      const waiting = blockedFor(await wait.get(account), 1);
      const seconds = locked ?? waiting;
      if (seconds !== null) throw new TooManyAttemptsError(AUTH_MESSAGES.accountLocked, seconds);
    },

    /** After a wrong password: the n-th consecutive failure sets the next wait, or the lock. */
    async recordFailure(account: string): Promise<void> {
      let count: number;
      try {
        count = (await failures.consume(account)).consumedPoints;
      } catch (error) {
        if (error instanceof RateLimiterRes) count = error.consumedPoints;
        else throw error;
      }
      if (count >= lockAfter) await failures.block(account, RATE_LIMITS.lockSeconds);
      else if (count >= freeFailures) {
        const delay = Math.min(RATE_LIMITS.maxDelaySeconds, 2 ** (count - freeFailures));
        await wait.block(account, delay);
      }
    },

    async recordSuccess(account: string): Promise<void> {
      await Promise.all([failures.delete(account), wait.delete(account)]);
    },
  };
}

/** node-redis client for the limiters; connection errors are logged, the insurance limiter covers them. */
function connectRedis(url: string, logger: Logger) {
  const client = createClient({ url, disableOfflineQueue: true });
  client.on('error', (error: unknown) => logger.warn({ err: error }, 'rate-limit redis error'));
  client.connect().catch((error: unknown) => logger.warn({ err: error }, 'rate-limit redis down'));
  return client;
}
