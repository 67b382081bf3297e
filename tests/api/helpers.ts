import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { inject } from 'vitest';
import { createApp, createServices, type AppServices } from '../../server/app';
import { loadConfig, ROOT_DIR, type Config } from '../../server/config';
import { connectMongoose, databaseHandle, type DatabaseHandle } from '../../server/db/connect';
import { seedDatabase } from '../../server/db/seed';
import { createLogger } from '../../server/logger';

export const TEST_JWT_SECRET = 'test-secret-for-api-tests-0123456789abcdef';
/**
 * bcrypt cost of the passwords the API tests make (PASSWORD_HASH_COST): hashing and checking work as at the
 * default 10, but a hash costs 1/64 of the time. At 10, bcrypt was a third of the API tests' CPU.
 */
export const TEST_PASSWORD_HASH_COST = 4;

export interface TestApp {
  baseUrl: string;
  config: Config;
  services: AppServices;
  db: DatabaseHandle;
  server: http.Server;
  close(): Promise<void>;
}

/** Connects the default mongoose connection to this file's own, emptied database on the run's FerretDB. */
export async function connectTestDatabase(dbName: string): Promise<void> {
  if (
    mongoose.connection.readyState === mongoose.ConnectionStates.connected &&
    mongoose.connection.name === dbName
  )
    return;
  await connectMongoose(inject('mongoUri'), { dbName });
  await mongoose.connection.dropDatabase();
  for (const name of mongoose.connection.modelNames())
    await mongoose.connection.model(name).createIndexes();
}

export interface StartTestAppOptions {
  dbName: string;
  env?: Record<string, string>;
  /** project root for dist/ and public/ (default: the real one) */
  rootDir?: string;
  seed?: boolean;
  /** seed the demo shop's year of sales too (~0.6 s; only tests that read it) */
  seedSales?: boolean;
  db?: DatabaseHandle;
  /** replace some services (e.g. to make one fail, or to give one a test clock) */
  services?: (services: AppServices, config: Config) => AppServices;
}

/** The real app on an ephemeral port (real HTTP), over a fresh seeded database. */
export async function startTestApp(options: StartTestAppOptions): Promise<TestApp> {
  await connectTestDatabase(options.dbName);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-api-data-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: dataDir,
      PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
      ...options.env,
    },
    { rootDir: options.rootDir ?? ROOT_DIR },
  );
  if (options.seed ?? true)
    await seedDatabase({
      sales: options.seedSales ?? false,
      passwordHashCost: config.passwordHashCost,
    });
  const logger = createLogger(config);
  const real = createServices(config, logger);
  const services = options.services ? options.services(real, config) : real;
  const db =
    options.db ?? databaseHandle(mongoose.connection, { displayUri: 'test', embedded: true });
  const app = createApp({ config, logger, db, services });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    services,
    db,
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // as the server's shutdown does: the buffered search counts are written now, and their timer stops (the
      // next test file, in the same worker, has a database of its own)
      await services.popular.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function getJson<T = unknown>(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(url, init);
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as T,
    headers: response.headers,
  };
}

export function postJson<T = unknown>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return getJson<T>(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
