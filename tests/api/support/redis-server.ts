import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from '../../../server/db/ferretdb';

/** A throwaway redis-server on 127.0.0.1 (no persistence), for the tests of what several instances share. */
export interface TestRedis {
  port: number;
  url: string;
  /** SIGKILL, resolved once the process is gone */
  stop(): Promise<void>;
}

/** Starts redis-server (on `port`, else a free one) and waits until it answers PING. */
export async function startRedisServer(port?: number): Promise<TestRedis> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  while (
    spawnSync('redis-cli', ['-p', String(chosen), 'ping'], { encoding: 'utf8' }).stdout.trim() !==
    'PONG'
  ) {
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
