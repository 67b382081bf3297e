import { pino, type Logger } from 'pino';
import type { Config } from './config';

/** Structured JSON logs (pino); secrets in headers are redacted. */
export function createLogger(config: Pick<Config, 'logLevel' | 'version' | 'nodeEnv'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'orabella', version: config.version, env: config.nodeEnv },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
  });
}

export type { Logger };
