import path from 'node:path';
import mongoose, { type Connection } from 'mongoose';
import type { Config } from '../config';
import { startFerretDB, type FerretDBHandle, type LogLine } from './ferretdb';

export const DEFAULT_DB_NAME = 'orabella';
export const SERVER_SELECTION_TIMEOUT_MS = 5000;

export type DatabaseState = 'up' | 'down';

export interface DatabaseHandle {
  connection: Connection;
  /** the connection string with any password hidden */
  displayUri: string;
  embedded: boolean;
  state(): Promise<DatabaseState>;
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
  extra: { displayUri: string; embedded: boolean; onStop?: () => Promise<void> },
): DatabaseHandle {
  return {
    connection,
    displayUri: extra.displayUri,
    embedded: extra.embedded,
    state: () => pingState(connection),
    stop: async () => {
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
}

/**
 * The app's database: MONGODB_URI when set, otherwise an embedded FerretDB under DATA_DIR/ferretdb on
 * 127.0.0.1:FERRETDB_PORT (built on first use). `stop()` disconnects and stops the embedded server.
 */
export async function startDatabase(
  config: Config,
  options: StartDatabaseOptions = {},
): Promise<DatabaseHandle> {
  let ferret: FerretDBHandle | undefined;
  let uri = config.mongodbUri;
  if (!uri) {
    ferret = await startFerretDB({
      dataDir: path.join(config.dataDir, 'ferretdb'),
      port: config.ferretdbPort,
      log: options.log,
      onOutput: options.onOutput,
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
    onStop: async () => {
      await mongoose.disconnect().catch(() => undefined);
      await ferret?.stop();
    },
  });
}
