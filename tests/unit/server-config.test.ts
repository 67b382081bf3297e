import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, ROOT_DIR, loadConfig } from '../../server/config';
import { ENV_VARS, envTable, readEnvTable } from '../../server/env.docs';
import { envSchema } from '../../server/env.schema';

const dirs: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const SECRET = 'x'.repeat(40);

describe('server config', () => {
  it('has sensible defaults', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 3000,
      ferretdbPort: 27117,
      logLevel: 'info',
      jsonBodyLimit: '100kb',
      accessTokenTtlSeconds: 900,
      mongodbUri: undefined,
      redisUrl: undefined,
      publicUrl: 'http://127.0.0.1:3000',
      trustProxy: false,
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('a bad PORT stops with a message naming PORT', () => {
    for (const PORT of ['abc', '70000', '-1', '3.5']) {
      expect(() => loadConfig({ PORT, JWT_SECRET: SECRET })).toThrow(ConfigError);
      try {
        loadConfig({ PORT, JWT_SECRET: SECRET });
      } catch (error) {
        expect((error as ConfigError).variable).toBe('PORT');
        expect((error as Error).message).toMatch(
          /^Invalid environment variable PORT: PORT must be an integer between 0 and 65535/,
        );
      }
    }
  });

  it('names other bad variables', () => {
    const cases: [Record<string, string>, string][] = [
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
      [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
      [{ MONGODB_URI: 'postgres://x' }, 'MONGODB_URI'],
      [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
      [{ JSON_BODY_LIMIT: 'lots' }, 'JSON_BODY_LIMIT'],
      [{ FERRETDB_PORT: '0' }, 'FERRETDB_PORT'],
      [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
      [{ ACCESS_TOKEN_TTL: '5' }, 'ACCESS_TOKEN_TTL'],
      [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    ];
    for (const [env, variable] of cases) {
      expect(() => loadConfig({ JWT_SECRET: SECRET, ...env }), variable).toThrow(
        new RegExp(`^Invalid environment variable ${variable}:`),
      );
    }
  });

  it('does not print secrets in errors', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(/\(got \(hidden\)\)/);
  });

  it('requires JWT_SECRET in production with MONGODB_URI', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        MONGODB_URI: 'mongodb://db:27017/orabella',
        DATA_DIR: tmp(),
      }),
    ).toThrow(/JWT_SECRET: it is required in production/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        MONGODB_URI: 'mongodb://db/orabella',
        JWT_SECRET: SECRET,
      }).isProduction,
    ).toBe(true);
  });

  it('generates a development secret once and keeps it in DATA_DIR', () => {
    const dataDir = tmp();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('blank values count as unset; tile URL origin goes to the CSP', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      PORT: '',
      MONGODB_URI: ' ',
      VITE_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      TRUST_PROXY: '1',
    });
    expect(config.port).toBe(3000);
    expect(config.mongodbUri).toBeUndefined();
    expect(config.tileOrigin).toBe('https://*.tile.example.org');
    expect(config.trustProxy).toBe(1);
  });

  it('documents every variable it reads, on the schema, and the README shows exactly that', () => {
    const read = Object.keys(envSchema.fields);
    const documented = ENV_VARS.map((v) => v.name);
    expect(read.length).toBeGreaterThan(25);
    expect(documented.slice(0, read.length)).toEqual(read);
    for (const v of ENV_VARS) {
      expect(v.description.length, v.name).toBeGreaterThan(10);
      expect(v.default, v.name).not.toBe('');
    }
    const readme = fs.readFileSync(path.join(ROOT_DIR, 'README.md'), 'utf8');
    // out of date: run `npx tsx scripts/env-docs.ts`
    expect(readEnvTable(readme)).toEqual(ENV_VARS);
  });

  it('reads back the table it writes, pipes and all', () => {
    const vars = [{ name: 'X_Y', default: '`a|b`', description: 'one | two' }];
    expect(readEnvTable(`## Environment\n\n${envTable(vars)}\n\n## Next\n`)).toEqual(vars);
  });

  it('reads JOBS_ENABLED through the config', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).jobsEnabled).toBe(true);
    expect(loadConfig({ ...base, JOBS_ENABLED: 'false' }).jobsEnabled).toBe(false);
    expect(loadConfig({ ...base, JOBS_ENABLED: 'OFF' }).jobsEnabled).toBe(false);
    expect(() => loadConfig({ ...base, JOBS_ENABLED: 'maybe' })).toThrow(/JOBS_ENABLED/);
  });

  it('reads the bcrypt cost of new password hashes, and refuses a test-only cost in production', () => {
    const base = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).passwordHashCost).toBe(10);
    expect(
      loadConfig({ ...base, NODE_ENV: 'test', PASSWORD_HASH_COST: '4' }).passwordHashCost,
    ).toBe(4);
    expect(() => loadConfig({ ...base, PASSWORD_HASH_COST: '3' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ ...base, PASSWORD_HASH_COST: '16' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', PASSWORD_HASH_COST: '9' })).toThrow(
      /PASSWORD_HASH_COST: production needs at least 10/,
    );
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', PASSWORD_HASH_COST: '12' }).passwordHashCost,
    ).toBe(12);
  });
});
