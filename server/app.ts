import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import type { DatabaseState } from './db/connect';
import { databaseErrors, databaseGate } from './http/database-unavailable';
import { decodingErrors } from './http/decoding-errors';
import { apiNotFound, errorHandler } from './http/errors';
import { firstViewRenderer } from './http/first-view';
import { pageExtras } from './http/page-data';
import { staticClient } from './http/static';
import type { Logger } from './logger';
import { createMailer, type Mailer } from './mail';
import { outboxApiRouter, outboxPageRouter } from './mail/outbox.routes';
import { adminRouter } from './modules/admin/admin.routes';
import { createAdminService, type AdminService } from './modules/admin/admin.service';
import { authRouter } from './modules/auth/auth.routes';
import { availableSlotsRouter, bookingsRouter } from './modules/bookings/bookings.routes';
import { createBookingsService, type BookingsService } from './modules/bookings/bookings.service';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { createTokenService } from './modules/auth/tokens';
import { customerHistoryRouter } from './modules/customer-history/customer-history.routes';
import { sameProviderPreference } from './modules/customer-preferences/customer-preferences.service';
import { customerPreferencesRouter } from './modules/customer-preferences/customer-preferences.routes';
import { healthRouter } from './modules/health/health.routes';
import { customerDataRouter, usersRouter } from './modules/profile/profile.routes';
import { createProfileService, type ProfileService } from './modules/profile/profile.service';
import { favoritesRouter } from './modules/favorites/favorites.routes';
import {
  favoriteServicesRouter,
  serviceLocationRouter,
} from './modules/favorites/favorite-services.routes';
import {
  createFavoriteServicesService,
  type FavoriteServicesService,
} from './modules/favorites/favorite-services.service';
import {
  createFavoritesService,
  type FavoritesService,
} from './modules/favorites/favorites.service';
import { createGeocoder } from './modules/geocoding/create-geocoder';
import type { Geocoder } from './modules/geocoding/geocoder';
import { geocodingRouter } from './modules/geocoding/geocoding.routes';
import { createPopularSearches, type PopularSearches } from './modules/search/popular-searches';
import { searchRouter } from './modules/search/search.routes';
import { ShopCatalog } from './modules/shops/shop-catalog';
import { shopsRouter } from './modules/shops/shops.routes';
import { shopAdminRouter } from './modules/shop-admin/shop-admin.routes';
import { createShopChanges, type ShopChanges } from './modules/shop-admin/shop-changes';
import { analyticsRouter, salesRouter } from './modules/sales/sales.routes';
import { createSalesService, type SalesService } from './modules/sales/sales.service';
import { salesExportRouter } from './modules/sales-export/sales-export.routes';
import { createSalesExportService } from './modules/sales-export/sales-export.service';
import { storedSalesSource } from './modules/sales-export/sales-export.source';
import { createShopsService, type ShopsService } from './modules/shops/shops.service';

/** What createApp needs from the database: whether it answers (health). */
export interface DatabaseProbe {
  state(): Promise<DatabaseState>;
  /** cheap, per request: false while the database is known to be down (routes then answer 503 at once) */
  isUp?(): boolean;
}

/** The services behind the routes; shared with Socket.IO (token verification) and start-up (catalog warm-up). */
export interface AppServices {
  auth: AuthService;
  shops: ShopsService;
  mail: Mailer;
  profile: ProfileService;
  admin: AdminService;
  geocoder: Geocoder;
  popular: PopularSearches;
  favorites: FavoritesService;
  /** favourite services (issue 17) */
  favoriteServices: FavoriteServicesService;
  bookings: BookingsService;
  /** what every shop-management write reports (audit trail, catalog update) */
  shopChanges: ShopChanges;
  /** transactions, the sales dashboard (issue 16) */
  sales: SalesService;
}

export function createServices(config: Config, logger: Logger): AppServices {
  const tokens = createTokenService({
    secret: config.jwtSecret,
    ttlSeconds: config.accessTokenTtlSeconds,
  });
  const mail = createMailer({ config, logger: logger.child({ module: 'mail' }) });
  const geocoder = createGeocoder(config);
  const popular = createPopularSearches({ logger: logger.child({ module: 'popular-searches' }) });
  const shops = createShopsService({
    catalog: new ShopCatalog({ logger: logger.child({ module: 'shops' }) }),
    geocoder,
    onSearch: (query, resultsCount) => popular.record(query, resultsCount),
  });
  // Approval, registration and account deletion change which shops are public.
  const onShopsChanged = () => shops.catalog.invalidate();
  const auth = createAuthService({
    config,
    tokens,
    mailer: mail,
    logger: logger.child({ module: 'auth' }),
  });
  const bookings = createBookingsService({
    catalog: shops.catalog,
    publicUrl: config.publicUrl,
    logger: logger.child({ module: 'bookings' }),
  });
  return {
    auth,
    shops,
    mail,
    profile: createProfileService({
      config,
      mailer: mail,
      sessions: auth.sessions,
      onShopsChanged,
      // account deletion cancels and anonymises the customer's bookings
      bookings,
    }),
    admin: createAdminService({ config, mailer: mail, onShopsChanged }),
    geocoder,
    popular,
    favorites: createFavoritesService({ shops }),
    favoriteServices: createFavoriteServicesService({ shops }),
    bookings,
    shopChanges: createShopChanges({
      catalog: shops.catalog,
      logger: logger.child({ module: 'shop-changes' }),
    }),
    sales: createSalesService({ logger: logger.child({ module: 'sales' }) }),
  };
}

export interface CreateAppOptions {
  config: Config;
  logger: Logger;
  db: DatabaseProbe;
  services?: AppServices;
}

const REQUEST_ID_PATTERN = /^[\w.:@/+=-]{1,128}$/;

/** Origins the Google and Facebook sign-in scripts need, only when that provider is configured. */
function socialSignInOrigins(config: Pick<Config, 'google' | 'facebook'>) {
  const script: string[] = [];
  const frame: string[] = [];
  const connect: string[] = [];
  const style: string[] = [];
  if (config.google) {
    script.push('https://accounts.google.com/gsi/client');
    frame.push('https://accounts.google.com/gsi/');
    connect.push('https://accounts.google.com/gsi/');
    style.push('https://accounts.google.com/gsi/style');
  }
  if (config.facebook) {
    script.push('https://connect.facebook.net');
    frame.push('https://www.facebook.com', 'https://web.facebook.com');
    connect.push('https://graph.facebook.com');
  }
  return { script, frame, connect, style };
}

/** Content-Security-Policy the built SPA passes: own scripts only (plus configured sign-in providers); MUI/emotion need inline styles. */
export function contentSecurityPolicy(
  config: Pick<Config, 'tileOrigin' | 'publicUrl'> &
    Partial<Pick<Config, 'google' | 'facebook' | 'satelliteTileOrigin'>>,
) {
  const https = config.publicUrl.startsWith('https://');
  const social = socialSignInOrigins({
    google: config.google ?? null,
    facebook: config.facebook ?? null,
  });
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", ...social.script],
      styleSrc: ["'self'", "'unsafe-inline'", ...social.style],
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        ...(config.tileOrigin ? [config.tileOrigin] : []),
        ...(config.satelliteTileOrigin ? [config.satelliteTileOrigin] : []),
      ],
      fontSrc: ["'self'", 'data:'],
      // Socket.IO to our own origin only (`'self'` does not cover ws: in every browser), not any ws: host
      connectSrc: [
        "'self'",
        new URL(config.publicUrl).origin.replace(/^http/, 'ws'),
        ...social.connect,
      ],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameSrc: social.frame.length > 0 ? social.frame : ["'self'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      scriptSrcAttr: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * The Express 5 app (no listening: tests mount it on an ephemeral port, index.ts on PORT):
 * security headers, compression, request ids and logs, `/api` routes with the JSON envelope, and the built client.
 */
export function createApp({
  config,
  logger,
  db,
  services = createServices(config, logger),
}: CreateAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  // API answers are `no-store`: hashing every body for an ETag would be work for nothing (static files keep theirs)
  app.set('etag', false);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id =
          typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
            ? incoming
            : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      autoLogging: { ignore: (req) => !(req.url ?? '').startsWith('/api') },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(config),
      strictTransportSecurity: config.publicUrl.startsWith('https://')
        ? { maxAge: 180 * 24 * 60 * 60 }
        : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());

  const api = express.Router();
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(express.json({ limit: config.jsonBodyLimit, strict: true }));
  api.use(
    '/health',
    healthRouter({
      version: config.version,
      demo: !config.isProduction,
      databaseState: () => db.state(),
    }),
  );
  api.use(databaseGate(() => db.isUp?.() ?? true));
  api.use('/auth', authRouter({ auth: services.auth }));
  api.use(
    customerPreferencesRouter({ guards: services.auth.guards, catalog: services.shops.catalog }),
  );
  api.use(
    '/shops',
    shopAdminRouter({
      config,
      logger,
      guards: services.auth.guards,
      catalog: services.shops.catalog,
      changes: services.shopChanges,
      bookings: services.bookings,
      geocoder: services.geocoder,
      mail: services.mail,
    }),
  );
  api.use('/shops', shopsRouter({ shops: services.shops }));
  api.use(
    '/search',
    searchRouter({
      catalog: services.shops.catalog,
      geocoder: services.geocoder,
      popular: services.popular,
    }),
  );
  api.use('/geocoding', geocodingRouter({ geocoder: services.geocoder }));
  const profileDeps = {
    profile: services.profile,
    guards: services.auth.guards,
    sessions: services.auth.sessions,
  };
  api.use('/users', usersRouter(profileDeps));
  api.use(
    '/customer/favorite-services',
    favoriteServicesRouter({
      favoriteServices: services.favoriteServices,
      guards: services.auth.guards,
    }),
  );
  api.use('/services', serviceLocationRouter({ favoriteServices: services.favoriteServices }));
  api.use(
    '/customer/favorites',
    favoritesRouter({ favorites: services.favorites, guards: services.auth.guards }),
  );
  api.use(
    '/customer',
    customerHistoryRouter({
      guards: services.auth.guards,
      bookings: services.bookings,
      catalog: services.shops.catalog,
      sameProvider: sameProviderPreference,
    }),
  );
  api.use('/customer', customerDataRouter(profileDeps));
  api.use(
    '/bookings',
    bookingsRouter({ bookings: services.bookings, guards: services.auth.guards }),
  );
  api.use('/available-slots', availableSlotsRouter({ bookings: services.bookings }));
  api.use('/admin', adminRouter({ admin: services.admin, guards: services.auth.guards }));
  // before the sales routes, so GET /sales/export is never read as anything of theirs
  api.use(
    '/sales',
    salesExportRouter({
      guards: services.auth.guards,
      reports: createSalesExportService({ source: storedSalesSource }),
      logger,
    }),
  );
  api.use('/sales', salesRouter({ guards: services.auth.guards, sales: services.sales }));
  api.use('/analytics', analyticsRouter({ guards: services.auth.guards }));
  const secureCookie = config.publicUrl.startsWith('https://');
  if (config.outboxPage)
    api.use('/dev/outbox', outboxApiRouter({ guards: services.auth.guards, secureCookie }));
  api.use(apiNotFound);
  app.use('/api', api);
  if (config.outboxPage) app.use('/dev/outbox', outboxPageRouter({ guards: services.auth.guards }));

  app.use(
    staticClient({
      distDir: path.join(config.rootDir, 'dist'),
      publicDir: path.join(config.rootDir, 'public'),
      pageExtras: pageExtras({ shops: services.shops, logger }),
      firstView: firstViewRenderer({
        distDir: path.join(config.rootDir, 'dist'),
        logger,
        warm: config.isProduction,
      }),
    }),
  );
  app.use(decodingErrors);
  app.use(databaseErrors);
  app.use(errorHandler(logger));
  return app;
}
