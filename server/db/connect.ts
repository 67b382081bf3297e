import path from 'node:path';
import mongoose, { type Connection } from 'mongoose';
import type { Config } from '../config';
import { watchDriver } from './database-state';
import type { LogLine } from './ferretdb';
import { superviseFerretDB, type SupervisedFerretDB, type SupervisorReport } from './supervisor';

export const DEFAULT_DB_NAME = 'orabella';
export const SERVER_SELECTION_TIMEOUT_MS = 5000;
/** how often the driver checks the server: a database that went away (or came back) is noticed within this */
export const HEARTBEAT_FREQUENCY_MS = 2000;

export type DatabaseState = 'up' | 'down';

export interface DatabaseHandle {
  connection: Connection;
  /** the connection string with any password hidden */
  displayUri: string;
  embedded: boolean;
  /** pings the database (health) */
  state(): Promise<DatabaseState>;
  /** cheap and synchronous, for every request: false while the database is known to be unreachable */
  isUp(): boolean;
  stop(): Promise<void>;
}

/** `mongodb://user:secret@host` → `mongodb://user:***@host` */
export function redactUri(uri: string): string {
  return uri.replace(/\/\/([^:/@]+):([^@]*)@/, '//$1:***@');
}

/** Whether the database answers a ping within `timeoutMs`. */
export async function pingState(connection: Connection, timeoutMs = 1000): Promise<DatabaseState> {
  if (connection.readyState !== mongoose.ConnectionStates.connected || !connection.db)
    return 'down';
  let timer: NodeJS.Timeout | undefined;
  try {
    const ping = connection.db.admin().ping();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ping timeout')), timeoutMs);
    });
    await Promise.race([ping, timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** A handle over an open connection (also used by tests for a second connection they close). */
export function databaseHandle(
  connection: Connection,
  extra: {
    displayUri: string;
    embedded: boolean;
    onStop?: () => Promise<void>;
    /** e.g. the supervisor's: false while the embedded FerretDB is restarting */
    isUp?: () => boolean;
  },
): DatabaseHandle {
  const driver = watchDriver(connection);
  const isUp = () => (extra.isUp?.() ?? true) && driver.isUp();
  return {
    connection,
    displayUri: extra.displayUri,
    embedded: extra.embedded,
    state: async () => (isUp() ? pingState(connection) : 'down'),
    isUp,
    stop: async () => {
      driver.dispose();
      await connection.close().catch(() => undefined);
      await extra.onStop?.();
    },
  };
}

/**
 * Connects the default mongoose connection (the one the models use), failing fast (5 s) with a clear message,
 * then builds the indexes of every registered model.
 */
export async function connectMongoose(
  uri: string,
  options: { dbName?: string } = {},
): Promise<Connection> {
  mongoose.set('strictQuery', true);
  try {
    await mongoose.connect(uri, {
      serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
      heartbeatFrequencyMS: HEARTBEAT_FREQUENCY_MS,
      ...(options.dbName ? { dbName: options.dbName } : {}),
    });
  } catch (error) {
    throw new Error(
      `Could not connect to the database at ${redactUri(uri)} within ${SERVER_SELECTION_TIMEOUT_MS / 1000} s (${(error as Error).message}). ` +
        'Check that it is running and that MONGODB_URI is right, or unset MONGODB_URI to use the embedded FerretDB.',
      { cause: error },
    );
  }
  await ensureIndexes(mongoose.connection);
  return mongoose.connection;
}

export async function ensureIndexes(connection: Connection): Promise<void> {
  for (const name of connection.modelNames()) await connection.model(name).init();
}

function hasDatabaseInPath(uri: string): boolean {
  const match = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]*)/.exec(uri);
  return !!match?.[1];
}

export interface StartDatabaseOptions {
  log?: LogLine;
  onOutput?: LogLine;
  /** use this database name instead of the URI's (or `orabella`) */
  dbName?: string;
  /** the supervisor's restart lines (default: console) */
  report?: SupervisorReport;
  /** the supervisor's first restart delay (default 500 ms; tests lengthen it to observe the outage) */
  restartDelayMs?: number;
}

/**
 * The app's database: MONGODB_URI when set, otherwise an embedded FerretDB under DATA_DIR/ferretdb on
 * 127.0.0.1:FERRETDB_PORT (built on first use), restarted when it exits unexpectedly. `stop()` disconnects and
 * stops the embedded server.
 */
export async function startDatabase(
  config: Config,
  options: StartDatabaseOptions = {},
): Promise<DatabaseHandle> {
  let ferret: SupervisedFerretDB | undefined;
  let uri = config.mongodbUri;
  if (!uri) {
    ferret = await superviseFerretDB({
      dataDir: path.join(config.dataDir, 'ferretdb'),
      port: config.ferretdbPort,
      log: options.log,
      onOutput: options.onOutput,
      report: options.report,
      minDelayMs: options.restartDelayMs,
      // The driver notices the server is back on its next heartbeat; a ping asks it to look now.
      onRestarted: () =>
        void mongoose.connection.db
          ?.admin()
          .ping()
          .catch(() => undefined),
    });
    uri = ferret.uri;
  }
  const dbName = options.dbName ?? (hasDatabaseInPath(uri) ? undefined : DEFAULT_DB_NAME);
  let connection: Connection;
  try {
    connection = await connectMongoose(uri, { dbName });
  } catch (error) {
    await ferret?.stop();
    throw error;
  }
  return databaseHandle(connection, {
    displayUri: redactUri(uri) + (dbName ? ` (database ${dbName})` : ''),
    embedded: !!ferret,
    isUp: ferret?.isUp,
    onStop: async () => {
      await mongoose.disconnect().catch(() => undefined);
      await ferret?.stop();
    },
  });
}
