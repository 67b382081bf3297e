import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  FerretDBError,
  OR_MONGODB,
  defaultLog,
  installFerretDB,
  lastLines,
  sleep,
  type LogLine,
} from './ferretdb-install';
import { canConnect, isPortFree } from './ports';

/** Launching the embedded FerretDB (installed by ferretdb-install.ts) and stopping it with the app. */

export * from './ferretdb-install';
export { freePort } from './ports';

/** Is `pid` a live process that looks like our FerretDB (its guard shell or the binary)? */
function isFerretDBAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    // On Linux, make sure the pid was not reused by an unrelated process.
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('ferretdb');
  } catch {
    return true;
  }
}

/**
 * Runs FerretDB under a tiny POSIX shell guard that kills it when our stdin pipe closes, so the database never
 * outlives the Node process (even after SIGKILL of the parent, when no 'exit' hook can run).
 */
const GUARD_SCRIPT = [
  'exec 3<&0',
  '"$@" </dev/null 3<&- &',
  'child=$!',
  '( while read -r _; do :; done <&3; kill -TERM "$child" 2>/dev/null ) &',
  'watcher=$!',
  'exec 3<&-',
  'wait "$child"',
  'status=$?',
  'kill "$watcher" 2>/dev/null',
  'exit "$status"',
].join('\n');

export interface StartFerretDBOptions {
  dataDir: string;
  port: number;
  host?: string;
  /** default: the cached build, installed first when missing */
  binaryPath?: string;
  env?: NodeJS.ProcessEnv;
  log?: LogLine;
  /** forward FerretDB's own output lines (warnings and errors) */
  onOutput?: LogLine;
  startTimeoutMs?: number;
}

export interface FerretDBHandle {
  uri: string;
  host: string;
  port: number;
  pid: number;
  dataDir: string;
  /** resolves with the exit code when the process ends */
  exited: Promise<number | null>;
  /** SIGTERM (by closing the guard's stdin), then SIGKILL after `timeoutMs` */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Go's collector settings for the FerretDB process, unless the environment sets its own. Go collects each time the
 * heap doubles (GOGC=100), and FerretDB allocates heavily per command (every document is decoded from and encoded
 * to JSON): measured under booking creation, collection was 14% of its CPU with a heap of a few tens of MB. Letting
 * the heap grow 4× between collections takes most of that back, and GOMEMLIMIT makes Go collect sooner rather than
 * let the heap pass 512 MiB.
 */
export function goRuntimeDefaults(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    GOGC: env.GOGC ?? '400',
    GOMEMLIMIT: env.GOMEMLIMIT ?? '512MiB',
  };
}

export async function startFerretDB(options: StartFerretDBOptions): Promise<FerretDBHandle> {
  const host = options.host ?? '127.0.0.1';
  const { port } = options;
  const env = options.env ?? process.env;
  const log = options.log ?? defaultLog;
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });

  const pidFile = path.join(dataDir, 'ferretdb.pid');
  let recorded = Number.NaN;
  try {
    recorded = Number.parseInt(fs.readFileSync(pidFile, 'utf8').trim(), 10);
  } catch {
    // no lock
  }
  if (Number.isInteger(recorded) && recorded > 0) {
    if (isFerretDBAlive(recorded)) {
      throw new FerretDBError(
        'ALREADY_RUNNING',
        `Another embedded FerretDB (pid ${recorded}) is already running on ${dataDir}. ` +
          `Stop the other Orabella server first (or \`kill ${recorded}\`), use another DATA_DIR, ${OR_MONGODB}.`,
      );
    }
    log(`FerretDB: removing stale lock ${pidFile} (pid ${recorded} is not running)`);
  }
  fs.rmSync(pidFile, { force: true });

  if (!(await isPortFree(port, host))) {
    throw new FerretDBError(
      'PORT_BUSY',
      `Port ${port} on ${host} is already in use, so the embedded FerretDB cannot start. ` +
        `Stop whatever is using it or choose another port with FERRETDB_PORT, ${OR_MONGODB}.`,
    );
  }

  const binary = options.binaryPath ?? (await installFerretDB({ env, log }));
  const args = [
    '--handler=sqlite',
    // WAL (FerretDB's default) with synchronous=NORMAL: a commit no longer waits for the disk (SQLite's FULL
    // syncs the log on every commit, and commits queue behind one another: ~170 single-document writes/s at
    // most here, which capped booking creation). Durable across a crash of FerretDB or of the app (what the
    // kill -9 tests show); only a power loss or OS crash may lose the last commits, and then a prefix of
    // them survives, so a booking never outlives its slot claims (written before it). MongoDB in production
    // keeps its own journal settings. The log is copied into the database every 10,000 pages instead of 1,000:
    // the booking path rewrites the same few pages (index documents, day sheets) over and over, and a page is
    // copied once per checkpoint however often it changed (checkpoints and their writes: 8.6% → 4.9% of
    // FerretDB's CPU under booking creation); the log then grows to ~40 MB before it is reused.
    `--sqlite-url=file:${dataDir}/?_pragma=synchronous(normal)&_pragma=wal_autocheckpoint(10000)`,
    `--listen-addr=${host}:${port}`,
    '--telemetry=disable',
    '--debug-addr=-',
    `--state-dir=${dataDir}`,
    '--log-level=warn',
  ];

  let child: ChildProcess;
  try {
    child = spawn('sh', ['-c', GUARD_SCRIPT, 'ferretdb-guard', binary, ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
      env: { ...env, ...goRuntimeDefaults(env) },
    });
  } catch (error) {
    throw new FerretDBError(
      'SPAWN_FAILED',
      `Could not start FerretDB (${(error as Error).message}), ${OR_MONGODB}.`,
    );
  }
  child.stdin?.on('error', () => undefined);

  const output: string[] = [];
  const onChunk = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      output.push(line.trimEnd());
      if (output.length > 40) output.shift();
      options.onOutput?.(line.trimEnd());
    }
  };
  child.stdout?.on('data', onChunk);
  child.stderr?.on('data', onChunk);

  let exitCode: number | null | undefined;
  let spawnError: Error | undefined;
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      spawnError = error;
      exitCode = null;
      resolve(null);
    });
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? 128 : null);
      resolve(exitCode);
    });
  });

  const pid = child.pid ?? 0;
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  const onParentExit = () => killGroup('SIGTERM');
  process.on('exit', onParentExit);
  void exited.then(() => {
    process.removeListener('exit', onParentExit);
    try {
      if (fs.readFileSync(pidFile, 'utf8').trim() === String(pid))
        fs.rmSync(pidFile, { force: true });
    } catch {
      // no pid file
    }
  });
  if (pid) fs.writeFileSync(pidFile, `${pid}\n`);

  const stop = async (timeoutMs = 10_000): Promise<void> => {
    if (exitCode !== undefined) return;
    child.stdin?.end();
    const timer = setTimeout(() => killGroup('SIGKILL'), timeoutMs);
    await exited;
    clearTimeout(timer);
  };

  const timeoutMs = options.startTimeoutMs ?? 20_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitCode !== undefined) {
      if (spawnError) {
        throw new FerretDBError(
          'SPAWN_FAILED',
          `Could not start FerretDB (${spawnError.message}), ${OR_MONGODB}.`,
        );
      }
      await sleep(50); // let the last output arrive
      throw new FerretDBError(
        'EXITED',
        `FerretDB exited during start-up (exit code ${exitCode}). Its last output:\n${lastLines(output.join('\n'))}\n` +
          `If the data in ${dataDir} is damaged, move that folder away and start again (demo data is seeded anew), ${OR_MONGODB}.`,
      );
    }
    if (await canConnect(port, host)) break;
    if (Date.now() > deadline) {
      await stop(2000);
      throw new FerretDBError(
        'START_TIMEOUT',
        `FerretDB did not accept connections on ${host}:${port} within ${Math.round(timeoutMs / 1000)} s. Its last output:\n${lastLines(output.join('\n'))}\n` +
          `Check the output above and try again, ${OR_MONGODB}.`,
      );
    }
    await sleep(100);
  }

  return { uri: `mongodb://${host}:${port}/`, host, port, pid, dataDir, exited, stop };
}
