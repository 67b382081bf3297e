import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, createServices } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { startDatabase, type DatabaseHandle } from './db/connect';
import { FerretDBError } from './db/ferretdb';
import { describeSeed, isDatabaseEmpty, seedDatabase } from './db/seed';
import { ORPHAN_CLAIM_AGE_MS, startJobs, type Jobs } from './jobs';
import { createLogger, type Logger } from './logger';
import { linkBookingNotifications } from './modules/bookings/booking-notifications';
import {
  linkCatalogEvents,
  localCatalogEvents,
  redisCatalogEvents,
} from './modules/shops/catalog-events';
import { allowedSocketOrigins, attachRealtime, type Realtime } from './realtime';
import { SESSION_STAMPS_PREFIX, shareSessionStamps } from './modules/auth/session-cache';
import { redisIndexStamps } from './modules/bookings/booking-index-stamps';
import { shareIndexStamps } from './modules/bookings/booking-index-store';
import { sweepOrphanClaims } from './modules/bookings/claim-sweeper';
import { warmDaySheets } from './modules/bookings/day-sheets';
import { pendingIntentCount } from './modules/bookings/interrupted-intents';
import { linkBookingRealtime, ownedShopIds } from './realtime/booking-events';
import { linkShopOwnerMail } from './modules/bookings/shop-owner-mail';
import { linkShopNotifications } from './modules/shop-notifications/shop-notifications.link';
import { observeShopChanges } from './realtime/shop-changes-feed';
import { canManageShop, linkShopLive } from './realtime/shop-live';

export interface RunningServer {
  url: string;
  config: Config;
  logger: Logger;
  server: http.Server;
  db: DatabaseHandle;
  realtime: Realtime;
  /** graceful: stop accepting, finish in-flight requests (up to SHUTDOWN_TIMEOUT_MS), close sockets, DB */
  close(): Promise<void>;
}

export interface StartServerOptions {
  env?: NodeJS.ProcessEnv;
  config?: Config;
  /** override the database name (e2e runs against a throw-away database) */
  dbName?: string;
  /** seed when the database has no shops (default true) */
  seedWhenEmpty?: boolean;
  /** print the "Orabella is running" banner (default true) */
  banner?: boolean;
}

/** Loads config, starts the database (embedded FerretDB unless MONGODB_URI), seeds a new database, listens. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config = options.config ?? loadConfig(options.env ?? process.env);
  const logger = createLogger(config);
  const say = (line: string) => logger.info(line);

  const db = await startDatabase(config, {
    log: (line) => console.log(line),
    // FerretDB's own log (level warn): connection churn is debug noise, errors and panics are errors.
    onOutput: (line) =>
      /\t(ERROR|DPANIC|PANIC|FATAL)\t|^panic:/.test(line)
        ? logger.error({ source: 'ferretdb' }, line)
        : logger.debug({ source: 'ferretdb' }, line),
    dbName: options.dbName,
    // the supervisor's "exited; restarting in …" and "is back" lines
    report: (level, line) => logger[level]({ source: 'ferretdb' }, line),
  });
  say(`database: ${db.embedded ? 'embedded FerretDB' : 'MongoDB'} at ${db.displayUri}`);

  let server: http.Server | undefined;
  let closeCatalogEvents = async (): Promise<void> => undefined;
  let jobs: Jobs | null = null;
  try {
    if ((options.seedWhenEmpty ?? true) && (await isDatabaseEmpty())) {
      const report = await seedDatabase({ passwordHashCost: config.passwordHashCost });
      say(`seeded demo data: ${describeSeed(report)}`);
    }

    const services = createServices(config, logger);
    // booking emails (confirmation with .ics, changes) to the customer after each booking write
    linkBookingNotifications({
      events: services.bookings.events,
      mailer: services.mail,
      logger: logger.child({ module: 'booking-mail' }),
      publicUrl: config.publicUrl,
    });
    // the shop is told of bookings its owner did not make: stored notifications and the owner's email (issue 15)
    const shopNotifications = linkShopNotifications({
      events: services.bookings.events,
      logger: logger.child({ module: 'shop-notifications' }),
      catalog: services.shops.catalog,
    });
    linkShopOwnerMail({
      events: services.bookings.events,
      mailer: services.mail,
      logger: logger.child({ module: 'booking-mail' }),
      catalog: services.shops.catalog,
    });
    const shopChangesFeed = observeShopChanges(services.shopChanges);
    // other instances' shop changes (approval, deletion, reviews) reload this one's catalog too
    const catalogEvents = config.redisUrl
      ? await redisCatalogEvents({
          url: config.redisUrl,
          logger: logger.child({ module: 'shops' }),
        })
      : localCatalogEvents();
    const unlinkCatalog = linkCatalogEvents(services.shops.catalog, catalogEvents);
    // the booking lists served from memory follow other instances' writes through stamps in the same Redis
    const indexStamps = config.redisUrl
      ? await redisIndexStamps({
          url: config.redisUrl,
          logger: logger.child({ module: 'bookings' }),
        })
      : null;
    shareIndexStamps(indexStamps);
    // sessions served from memory end on every instance at once (a logout here, a password reset there)
    const sessionStamps = config.redisUrl
      ? await redisIndexStamps({
          url: config.redisUrl,
          logger: logger.child({ module: 'auth' }),
          prefix: SESSION_STAMPS_PREFIX,
        })
      : null;
    shareSessionStamps(sessionStamps);
    closeCatalogEvents = async () => {
      unlinkCatalog();
      await catalogEvents.close();
      await indexStamps?.close();
      await sessionStamps?.close();
    };
    const shops = await services.shops.catalog.warm();
    say(`shop catalog: ${shops} approved shops in memory`);
    say(`booking day sheets: ${await warmDaySheets()} in memory`);
    // Booking writes a killed process left half-done, before anyone is served: those of a process on this host
    // that is gone are undone now (not minutes later by the periodic sweep); younger ones from other hosts may be
    // writes in flight there, so they are only remembered and their claimed cells shown taken until resolved.
    const swept = await sweepOrphanClaims({ olderThanMs: ORPHAN_CLAIM_AGE_MS });
    say(
      `interrupted booking writes: ${swept.intents} undone (${swept.claims} claims freed), ${pendingIntentCount()} still in flight elsewhere`,
    );
    // the gazetteer loads on first use (under a second of parsing): do it now, not in a visitor's request
    await services.geocoder.suggest('roma', 1).catch(() => []);

    const app = createApp({ config, logger, db, services });
    server = http.createServer(app);
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.requestTimeout = 60_000;

    const realtime = await attachRealtime(server, {
      tokens: services.auth.tokens,
      sessions: services.auth.sessionStore,
      allowedOrigins: allowedSocketOrigins(config),
      logger: logger.child({ module: 'realtime' }),
      redisUrl: config.redisUrl,
      shopExists: async (id) => !!(await services.shops.catalog.get(id)),
      ownedShopIds,
      canManageShop,
    });
    linkBookingRealtime(realtime.io, services.bookings.events);
    linkShopLive(realtime.io, {
      bookings: services.bookings.events,
      notified: shopNotifications.notified,
      shopChanges: shopChangesFeed,
    });

    await new Promise<void>((resolve, reject) => {
      const onError = (error: NodeJS.ErrnoException) => {
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(
                `Port ${config.port} on ${config.host} is already in use. Stop the other server or set PORT to a free port.`,
              )
            : error,
        );
      };
      server!.once('error', onError);
      server!.listen(config.port, config.host, () => {
        server!.off('error', onError);
        resolve();
      });
    });
    if (config.jobsEnabled)
      jobs = startJobs({ services, config, logger: logger.child({ module: 'jobs' }) });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url =
      config.port === 0
        ? `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`
        : config.publicUrl;

    let closing: Promise<void> | undefined;
    const running: RunningServer = {
      url,
      config,
      logger,
      server,
      db,
      realtime,
      close: () => {
        closing ??= (async () => {
          await jobs?.stop(); // a reminder run in progress finishes before the database goes
          const httpServer = running.server;
          const closed = realtime.close(); // disconnects sockets, then closes the HTTP server (no new connections)
          httpServer.closeIdleConnections();
          const force = setTimeout(
            () => httpServer.closeAllConnections(),
            config.shutdownTimeoutMs,
          );
          force.unref();
          await closed;
          clearTimeout(force);
          await closeCatalogEvents();
          await services.popular.close(); // buffered search counts are written before the database goes
          await db.stop();
        })();
        return closing;
      },
    };
    if (options.banner ?? true) {
      console.log(
        `\nOrabella is running at ${url}  (API ${url}/api/health, realtime: ${realtime.adapter}, ${config.nodeEnv})\n` +
          `Demo sign-in: customer@orabella.demo / shop@orabella.demo / admin@orabella.demo, password Demo1234!\n`,
      );
    }
    return running;
  } catch (error) {
    await jobs?.stop();
    server?.close();
    await closeCatalogEvents();
    await db.stop();
    throw error;
  }
}

/** Prints a start-up failure as one clear message (no stack for the errors we explain). */
export function reportStartupError(error: unknown): void {
  if (error instanceof ConfigError || error instanceof FerretDBError) {
    console.error(`\n${error.message}\n`);
  } else if (error instanceof Error && /MONGODB_URI|REDIS_URL|PORT/.test(error.message)) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
}

/** Runs until SIGTERM/SIGINT, then shuts down gracefully and exits 0. */
export async function main(options: StartServerOptions = {}): Promise<void> {
  let running: RunningServer;
  try {
    running = await startServer(options);
  } catch (error) {
    reportStartupError(error);
    process.exit(1);
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    running.logger.info({ signal }, 'shutting down');
    running
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main();
}
