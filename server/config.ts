import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as yup from 'yup';
import {
  SECRET_ENV_VARS,
  envSchema,
  type EnvValues,
  type LogLevel,
  type NodeEnv,
} from './env.schema';

/** The project root (the folder with package.json), whatever the working directory. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
  /** bcrypt work factor of new password hashes */
  passwordHashCost: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxPage: boolean;
  /** run the background jobs (reminders, orphan-claim sweep) on this instance */
  jobsEnabled: boolean;
  google: { clientId: string; jwksUrl: string; issuer: string } | null;
  facebook: { appId: string; appSecret: string; graphUrl: string } | null;
}

/** Below this bcrypt cost, a stolen database's passwords fall too fast: lower costs are for tests only. */
const PRODUCTION_MIN_HASH_COST = 10;

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

/**
 * Reads and validates the environment against env.schema.ts (where each variable is documented). Throws
 * ConfigError naming the first bad variable.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: LoadConfigOptions = {},
): Config {
  const rootDir = options.rootDir ?? ROOT_DIR;
  let values: EnvValues;
  try {
    values = envSchema.validateSync(env, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      const variable = error.path ?? undefined;
      const got = variable ? env[variable] : undefined;
      const shown = SECRET_ENV_VARS.has(variable ?? '') ? '(hidden)' : JSON.stringify(got);
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
  if (isProduction && values.PASSWORD_HASH_COST < PRODUCTION_MIN_HASH_COST) {
    throw new ConfigError(
      `Invalid environment variable PASSWORD_HASH_COST: production needs at least ${PRODUCTION_MIN_HASH_COST} (got ${values.PASSWORD_HASH_COST}).`,
      'PASSWORD_HASH_COST',
    );
  }
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
    passwordHashCost: values.PASSWORD_HASH_COST,
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
