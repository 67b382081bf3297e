import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/ferretdb';
import { redisIndexStamps } from '../../server/modules/bookings/booking-index-stamps';

/**
 * The stamps that tell API instances about each other's writes (booking lists, sessions) when Redis goes away:
 * a read answers "unknown" (nothing is served from memory), a bump neither fails nor hangs the request whose
 * saved write it follows, and it reaches Redis once Redis is back.
 */
let redis: ChildProcess | undefined;
afterAll(() => {
  redis?.kill();
});

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  while (
    spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() !==
    'PONG'
  ) {
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('stamps while Redis is down', () => {
  it('read unknown, bump without failing, and the bump lands when Redis is back', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const stamps = await redisIndexStamps({ url: `redis://127.0.0.1:${port}`, prefix: 'test:' });
    try {
      await stamps.bump(['doc']);
      expect(await stamps.read(['doc'])).toEqual(['1']);

      await stop(redis);
      expect(await stamps.read(['doc'])).toEqual([null]);
      await expect(stamps.bump(['doc'])).resolves.toBeUndefined();

      redis = await startRedis(port);
      // the client reconnects and the retried bump lands: polled, with no assumption on how long it takes
      await expect
        .poll(() => stamps.read(['doc']), { timeout: 20_000, interval: 200 })
        .toEqual(['1']);
    } finally {
      await stamps.close();
    }
  });
});
