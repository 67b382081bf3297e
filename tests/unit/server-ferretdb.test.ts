import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PatchError, applyPatchToTree } from '../../server/db/apply-patch';
import {
  FERRETDB_BUILD_VERSION,
  FERRETDB_PATCHES,
  FerretDBError,
  binaryIsCurrent,
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

  // the binary is built by `npm run ferretdb:install`, which `npm test` runs before vitest
  it('starts, refuses a second instance on the same data, removes a stale lock, and stops', async () => {
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
  });

  it('marks the build so a cached binary without our patches is rebuilt', async () => {
    const dir = tmp();
    const fake = (name: string, version: string) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, `#!/bin/sh\necho "version: ${version}"\necho "commit: unknown"\n`, {
        mode: 0o755,
      });
      return file;
    };
    expect(FERRETDB_BUILD_VERSION).toBe('v1.24.2-orabella.1');
    expect(await binaryIsCurrent(fake('plain', 'v1.24.2'), process.env)).toBe(false);
    expect(await binaryIsCurrent(fake('marked', FERRETDB_BUILD_VERSION), process.env)).toBe(true);
  });
});

describe('FerretDB source patches', () => {
  const original = fs.readFileSync(
    path.join(import.meta.dirname, 'fixtures', 'ferretdb-v1.24.2-sqlite-metadata.go.txt'),
    'utf8',
  );
  const metadataTree = () => {
    const root = tmp();
    const dir = path.join(root, 'internal', 'backends', 'sqlite', 'metadata');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'metadata.go'), original);
    return { root, file: path.join(dir, 'metadata.go') };
  };

  it('makes v1.24.2 look _id up with the unique index expression', () => {
    const { root, file } = metadataTree();
    expect(FERRETDB_PATCHES).toHaveLength(1);
    const changed = applyPatchToTree(root, fs.readFileSync(FERRETDB_PATCHES[0]!, 'utf8'));
    expect(changed).toEqual(['internal/backends/sqlite/metadata/metadata.go']);
    const patched = fs.readFileSync(file, 'utf8');
    // the _id index is created as _ferretdb_sjson->"_id" (registry.go): the lookups must say the same
    expect(patched).toContain('IDColumn = DefaultColumn + `->"_id"`');
    expect(patched).not.toContain(`"->'$._id'"`);
    // nothing else moved
    expect(patched.split('\n').length).toBe(original.split('\n').length + 2);
    expect(patched).toContain('RecordIDColumn = backends.ReservedPrefix + "record_id"');
  });

  it('fails loudly, leaving the file untouched, when a hunk does not match', () => {
    const { root, file } = metadataTree();
    const patch = fs.readFileSync(FERRETDB_PATCHES[0]!, 'utf8');
    applyPatchToTree(root, patch);
    const once = fs.readFileSync(file, 'utf8');
    // applying twice (or to another release) must not pass silently
    expect(() => applyPatchToTree(root, patch)).toThrow(PatchError);
    expect(() => applyPatchToTree(root, patch)).toThrow(
      /hunk at line 27 of .*metadata\.go does not apply/,
    );
    expect(fs.readFileSync(file, 'utf8')).toBe(once);
  });
});
