import { afterAll, describe, expect, it } from 'vitest';
import { redisIndexStamps } from '../../server/modules/bookings/booking-index-stamps';
import { startRedisServer, type TestRedis } from './support/redis-server';

/**
 * The stamps that tell API instances about each other's writes (booking lists, sessions) when Redis goes away:
 * a read answers "unknown" (nothing is served from memory), a bump neither fails nor hangs the request whose
 * saved write it follows, and it reaches Redis once Redis is back.
 */
let redis: TestRedis | undefined;
afterAll(async () => {
  await redis?.stop();
});

describe('stamps while Redis is down', () => {
  it('read unknown, bump without failing, and the bump lands when Redis is back', async () => {
    redis = await startRedisServer();
    const { port, url } = redis;
    const stamps = await redisIndexStamps({ url, prefix: 'test:' });
    try {
      await stamps.bump(['doc']);
      expect(await stamps.read(['doc'])).toEqual(['1']);

      await redis.stop();
      expect(await stamps.read(['doc'])).toEqual([null]);
      await expect(stamps.bump(['doc'])).resolves.toBeUndefined();

      redis = await startRedisServer(port);
      // the client reconnects and the retried bump lands: polled, with no assumption on how long it takes
      await expect
        .poll(() => stamps.read(['doc']), { timeout: 20_000, interval: 200 })
        .toEqual(['1']);
    } finally {
      await stamps.close();
    }
  });
});
