import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT_DIR } from '../../server/config';

/** The HTTP side of the booking benchmark (bookings-load.ts): the server child process, load runs, the table. */

interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** connection errors, timeouts and unexpected statuses */
  errors: number;
  /** 409 'This time is no longer available' (creation only) */
  conflicts: number;
  /** 201 (creation only) */
  created: number;
  /** 429: a hoarding limit (creation only) */
  limited: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type Request = Parameters<typeof autocannon>[0]['requests'] extends (infer R)[] | undefined
  ? R
  : never;

/** autocannon for `seconds`; each request from `next()`; answers sorted by status. */
export async function drive(
  baseUrl: string,
  /** for `seconds`, or until `amount` requests were answered */
  options: { connections: number; seconds?: number; amount?: number; timeoutSeconds?: number },
  next: () => { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Figures> {
  const latencies: number[] = [];
  let unexpected = 0;
  let conflicts = 0;
  let created = 0;
  let limited = 0;
  const run = autocannon({
    url: baseUrl,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds }),
    timeout: options.timeoutSeconds ?? 10,
    requests: [
      {
        // autocannon sends the method, path, headers and body a setupRequest returns
        setupRequest: (request) => ({ ...request, ...next() }) as unknown as Request,
      },
    ],
  });
  run.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status === 201) created += 1;
    else if (status === 409) conflicts += 1;
    else if (status === 429) limited += 1;
    else if (status < 200 || status >= 300) unexpected += 1;
  });
  const result = await run;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / (result.duration || options.seconds || 1),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + unexpected,
    conflicts,
    created,
    limited,
  };
}

export function startServer(mongoUri: string, port: number, dataDir: string): ChildProcess {
  const child = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (to see where time goes)
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
      // the young generation `npm start` gives the server (package.json): with V8's default (16 MB) its
      // scavenges were ~9% of the server's CPU under booking creation, ~5% with 64 MB
      '--max-semi-space-size=64',
      // BENCH_NODE_FLAGS="<flags>": further V8/Node flags for the server, to try one
      ...(process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
      // BENCH_COUNT_COMMANDS=<file>: the server counts its database commands per collection (count-commands.mjs)
      ...(process.env.BENCH_COUNT_COMMANDS
        ? ['--import', path.join(ROOT_DIR, 'scripts', 'bench', 'count-commands.mjs')]
        : []),
      '--import',
      'tsx',
      path.join(ROOT_DIR, 'server', 'index.ts'),
    ],
    {
      cwd: ROOT_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        MONGODB_URI: mongoUri,
        JWT_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
        // 50 sign-ins from one address in a few seconds are the benchmark, not an attack
        AUTH_RATE_LIMIT_FACTOR: '100',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  child.stderr?.on('data', (chunk: Buffer) =>
    process.stderr.write(`  [server] ${chunk.toString()}`),
  );
  return child;
}

export async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy in time');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export const ms = (value: number) => value.toFixed(1);

/** `--name=<digits>` from the command line, else the fallback. */
export const numberArg = (name: string, fallback: number): number =>
  Number(new RegExp(`--${name}=(\\d+)`).exec(process.argv.join(' '))?.[1] ?? fallback);

/** One list per user, 10 users at a time: the latency of a list nothing of which is in memory yet. */
export async function firstLists(url: string, tokens: readonly string[], path: string) {
  const started = performance.now();
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let i = next++; i < tokens.length; i = next++) {
        const t0 = performance.now();
        const response = await fetch(`${url}${path}`, {
          headers: { authorization: `Bearer ${tokens[i]}` },
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    median: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    seconds: (performance.now() - started) / 1000,
  };
}

export function printTable(rows: [string, Figures][], note: string): void {
  const header = [
    'run',
    'requests',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
    '201',
    '409',
    '429',
  ];
  const lines = rows.map(([name, f]) => [
    name,
    String(f.requests),
    f.rps.toFixed(0),
    ms(f.p50),
    ms(f.p95),
    ms(f.p99),
    String(f.errors),
    String(f.created),
    String(f.conflicts),
    String(f.limited),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ');
  console.log(`\n${note}`);
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const line of lines) console.log(format(line));
}
