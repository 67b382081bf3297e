import { spawn, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyPatchToTree } from './apply-patch';

/**
 * The embedded database: FerretDB 1.24 (MongoDB wire protocol) on SQLite files, built once from source with the
 * Go toolchain into a cache directory outside the clone, and launched as a child process of the app.
 */

export const FERRETDB_VERSION = 'v1.24.2';
export const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
/**
 * What our build reports (`--version`, and `buildInfo.version` on the wire): the release plus our patches. Bump the
 * suffix whenever FERRETDB_PATCHES change, so every cached binary built without them is rebuilt.
 */
export const FERRETDB_BUILD_VERSION = `${FERRETDB_VERSION}-orabella.1`;
/** Fixes applied to the module source before `go build` (unified diffs, -p1, applied strictly). */
export const FERRETDB_PATCHES = [
  fileURLToPath(
    new URL('../../scripts/patches/ferretdb-v1.24.2-sqlite-id-index.patch', import.meta.url),
  ),
];
export const OR_MONGODB = 'or set MONGODB_URI to your MongoDB';

export type FerretDBErrorCode =
  | 'GO_MISSING'
  | 'BUILD_FAILED'
  | 'PORT_BUSY'
  | 'ALREADY_RUNNING'
  | 'EXITED'
  | 'START_TIMEOUT'
  | 'SPAWN_FAILED';

/** One clear message saying what went wrong and what to do. */
export class FerretDBError extends Error {
  constructor(
    readonly code: FerretDBErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FerretDBError';
  }
}

export type LogLine = (line: string) => void;
export const defaultLog: LogLine = (line) => console.log(line);

export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.ORABELLA_CACHE_DIR?.trim() || path.join(os.homedir(), '.cache', 'orabella');
}

export function ferretdbBinaryPath(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(cacheDir(env), 'ferretdb', 'bin', 'ferretdb');
}

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to completion; rejects with the spawn error (e.g. ENOENT) when it cannot start. */
export function run(
  command: string,
  args: string[],
  options: SpawnOptions & { onLine?: LogLine } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export function lastLines(text: string, count = 12): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(-count)
    .map((line) => `    ${line}`)
    .join('\n');
}

/**
 * The cached binary's version line check: true when it runs and reports FERRETDB_BUILD_VERSION (a plain v1.24.2
 * build, without our patches, is stale and gets rebuilt).
 */
export async function binaryIsCurrent(binary: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  if (!fs.existsSync(binary)) return false;
  try {
    const result = await run(binary, ['--version'], { env });
    return (
      result.code === 0 &&
      new RegExp(`^version: ${FERRETDB_BUILD_VERSION}$`, 'm').test(result.stdout)
    );
  } catch {
    return false;
  }
}

function makeWritable(dir: string): void {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makeWritable(full);
    else if (entry.isFile()) fs.chmodSync(full, (fs.statSync(full).mode & 0o777) | 0o200);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface InstallOptions {
  env?: NodeJS.ProcessEnv;
  log?: LogLine;
  /** the Go command (default `go`, looked up on env.PATH) */
  goCommand?: string;
  /** rebuild even when a good binary is cached */
  force?: boolean;
}

/**
 * Makes sure `${ORABELLA_CACHE_DIR:-~/.cache/orabella}/ferretdb/bin/ferretdb` is FerretDB v1.24.2, building it
 * from the module source when missing (about 2 minutes on 2 cores the first time). Returns the binary path.
 *
 * Plain `go install …@v1.24.2` does not work (the proxy refuses the @v/list deprecation check, and the module zip
 * lacks build/version/version.txt, so the binary panics): download the module, add version.txt, build it.
 */
export async function installFerretDB(options: InstallOptions = {}): Promise<string> {
  const env = options.env ?? process.env;
  const log = options.log ?? defaultLog;
  const go = options.goCommand ?? 'go';
  const binary = ferretdbBinaryPath(env);
  if (!options.force && (await binaryIsCurrent(binary, env))) return binary;

  // One installer at a time (tests, CI and `npm start` may race); the others wait for its binary.
  const lockDir = path.join(path.dirname(path.dirname(binary)), 'install.lock');
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  const waitUntil = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch {
      const age =
        Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 15 * 60_000) {
        fs.rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > waitUntil) {
        throw new FerretDBError(
          'BUILD_FAILED',
          `Another FerretDB build has held ${lockDir} for too long. Remove that folder and run \`npm run ferretdb:install\` again, ${OR_MONGODB}.`,
        );
      }
      log('FerretDB: another process is building it; waiting…');
      await sleep(2000);
      if (!options.force && (await binaryIsCurrent(binary, env))) return binary;
    }
  }

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-ferretdb-'));
  try {
    if (!options.force && (await binaryIsCurrent(binary, env))) return binary;

    let goVersion: RunResult;
    try {
      goVersion = await run(go, ['version'], { env });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new FerretDBError(
          'GO_MISSING',
          `The embedded database (FerretDB ${FERRETDB_VERSION}) is not built yet, and building it needs the Go toolchain, but \`${go}\` was not found on PATH. ` +
            `Install Go 1.22 or newer (e.g. \`apt-get install golang-go\`) and run \`npm run ferretdb:install\`, ${OR_MONGODB}.`,
        );
      }
      throw error;
    }
    if (goVersion.code !== 0) {
      throw new FerretDBError(
        'GO_MISSING',
        `\`${go} version\` failed:\n${lastLines(goVersion.stderr)}\nFix the Go installation, ${OR_MONGODB}.`,
      );
    }
    log(
      `FerretDB ${FERRETDB_VERSION} is not built yet: building it once with ${goVersion.stdout.trim().replace(/^go version /, '')} into ${binary}`,
    );

    const goEnv = { ...env, GOTOOLCHAIN: 'local', GOFLAGS: '-mod=mod' };
    const failed = (step: string, result: RunResult | Error): never => {
      const detail =
        result instanceof Error
          ? `    ${result.message}`
          : lastLines(`${result.stderr}\n${result.stdout}`);
      throw new FerretDBError(
        'BUILD_FAILED',
        `Building FerretDB ${FERRETDB_VERSION} failed while ${step}:\n${detail}\n` +
          `Check that the Go module proxy is reachable and run \`npm run ferretdb:install\` again, ${OR_MONGODB}.`,
      );
    };

    log(`FerretDB: downloading module ${FERRETDB_MODULE}@${FERRETDB_VERSION} (go mod download)…`);
    const download = await run(
      go,
      ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`],
      { cwd: workDir, env: goEnv },
    ).catch((error: Error) => failed('downloading the module', error));
    let moduleDir: string | undefined;
    try {
      const info = JSON.parse(download.stdout) as { Dir?: string; Error?: string };
      if (info.Error) failed('downloading the module', { ...download, stderr: info.Error });
      moduleDir = info.Dir;
    } catch (error) {
      if (error instanceof FerretDBError) throw error;
    }
    if (download.code !== 0 || !moduleDir || !fs.existsSync(moduleDir))
      failed('downloading the module', download);

    log('FerretDB: preparing the source (copy, patches, build/version/version.txt)…');
    const srcDir = path.join(workDir, 'src');
    fs.cpSync(moduleDir as string, srcDir, { recursive: true });
    makeWritable(srcDir);
    for (const patchFile of FERRETDB_PATCHES) {
      try {
        applyPatchToTree(srcDir, fs.readFileSync(patchFile, 'utf8'));
      } catch (error) {
        failed(`applying ${path.basename(patchFile)}`, error as Error);
      }
    }
    fs.mkdirSync(path.join(srcDir, 'build', 'version'), { recursive: true });
    fs.writeFileSync(path.join(srcDir, 'build', 'version', 'version.txt'), FERRETDB_BUILD_VERSION);

    log('FerretDB: compiling ./cmd/ferretdb (go build; about 2 minutes the first time)…');
    const started = Date.now();
    const ticker = setInterval(
      () => log(`FerretDB: still compiling… ${Math.round((Date.now() - started) / 1000)} s`),
      20_000,
    );
    const tmpBinary = `${binary}.${process.pid}.tmp`;
    fs.mkdirSync(path.dirname(binary), { recursive: true });
    let build: RunResult;
    try {
      build = await run(go, ['build', '-o', tmpBinary, './cmd/ferretdb'], {
        cwd: srcDir,
        env: { ...env, GOTOOLCHAIN: 'local' },
      }).catch((error: Error) => failed('compiling', error));
    } finally {
      clearInterval(ticker);
    }
    if (build.code !== 0 || !fs.existsSync(tmpBinary)) failed('compiling', build);
    fs.renameSync(tmpBinary, binary);
    if (!(await binaryIsCurrent(binary, env))) {
      failed(
        'checking the built binary',
        new Error(`${binary} --version does not report ${FERRETDB_BUILD_VERSION}`),
      );
    }
    log(`FerretDB: built ${binary} in ${Math.round((Date.now() - started) / 1000)} s`);
    return binary;
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}
