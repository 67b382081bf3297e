import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FerretDBError,
  ferretdbBinaryPath,
  freePort,
  installFerretDB,
  startFerretDB,
} from '../../server/db/ferretdb';

const dirs: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-fdb-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const quiet = () => undefined;
const hasBinary = fs.existsSync(ferretdbBinaryPath());

async function caught(promise: Promise<unknown>): Promise<FerretDBError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(FerretDBError);
    return error as FerretDBError;
  }
  throw new Error('expected a FerretDBError');
}

describe('FerretDB launcher', () => {
  it('says to install Go (or set MONGODB_URI) when `go` is missing and nothing is cached', async () => {
    const error = await caught(
      installFerretDB({
        env: { PATH: '/nonexistent', ORABELLA_CACHE_DIR: tmp(), HOME: tmp() },
        log: quiet,
      }),
    );
    expect(error.code).toBe('GO_MISSING');
    expect(error.message).toMatch(/`go` was not found on PATH/);
    expect(error.message).toMatch(/Install Go/);
    expect(error.message).toMatch(/or set MONGODB_URI to your MongoDB/);
  });

  it('honours an injected go command', async () => {
    const error = await caught(
      installFerretDB({
        env: { ...process.env, ORABELLA_CACHE_DIR: tmp() },
        goCommand: 'no-such-go-binary',
        log: quiet,
      }),
    );
    expect(error.code).toBe('GO_MISSING');
    expect(error.message).toContain('`no-such-go-binary` was not found');
  });

  it('refuses a busy port before spawning anything', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const error = await caught(
        startFerretDB({ dataDir: tmp(), port, binaryPath: '/nonexistent/ferretdb', log: quiet }),
      );
      expect(error.code).toBe('PORT_BUSY');
      expect(error.message).toBe(
        `Port ${port} on 127.0.0.1 is already in use, so the embedded FerretDB cannot start. ` +
          'Stop whatever is using it or choose another port with FERRETDB_PORT, or set MONGODB_URI to your MongoDB.',
      );
    } finally {
      blocker.close();
    }
  });

  it('reports an early exit with the last lines it printed', async () => {
    const dir = tmp();
    const fake = path.join(dir, 'fake-ferretdb');
    fs.writeFileSync(
      fake,
      '#!/bin/sh\necho "starting" >&2\necho "database is locked: something broke" >&2\nexit 3\n',
      { mode: 0o755 },
    );
    const error = await caught(
      startFerretDB({
        dataDir: path.join(dir, 'data'),
        port: await freePort(),
        binaryPath: fake,
        log: quiet,
      }),
    );
    expect(error.code).toBe('EXITED');
    expect(error.message).toMatch(/exit code 3/);
    expect(error.message).toContain('database is locked: something broke');
    expect(error.message).toMatch(/or set MONGODB_URI/);
    expect(fs.existsSync(path.join(dir, 'data', 'ferretdb.pid'))).toBe(false);
  });

  it.skipIf(!hasBinary)(
    'starts, refuses a second instance on the same data, removes a stale lock, and stops',
    async () => {
      const dataDir = tmp();
      // a stale lock: the pid of a process that has exited
      const dead = spawnSync('true').pid;
      fs.writeFileSync(path.join(dataDir, 'ferretdb.pid'), `${dead}\n`);
      const logs: string[] = [];
      const first = await startFerretDB({
        dataDir,
        port: await freePort(),
        log: (line) => logs.push(line),
      });
      try {
        expect(logs.join('\n')).toMatch(/removing stale lock/);
        expect(first.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
        const second = await caught(startFerretDB({ dataDir, port: await freePort(), log: quiet }));
        expect(second.code).toBe('ALREADY_RUNNING');
        expect(second.message).toContain(`pid ${first.pid}`);
        expect(second.message).toMatch(/or set MONGODB_URI/);
      } finally {
        await first.stop();
      }
      expect(await first.exited).not.toBeUndefined();
      expect(fs.existsSync(path.join(dataDir, 'ferretdb.pid'))).toBe(false);
      expect(() => process.kill(first.pid, 0)).toThrow();
    },
  );
});
