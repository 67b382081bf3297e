import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailableError } from '../../server/db/database-state';

const { MongoNetworkError, MongoNotConnectedError, MongoServerError, MongoTopologyClosedError } =
  mongoose.mongo;

describe('which errors mean "the database is unavailable" (503, not 500)', () => {
  it('the driver\'s "not reachable" family, and mongoose giving up on a queued query', () => {
    expect(isDatabaseUnavailableError(new MongoNetworkError('connect ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailableError(new MongoNotConnectedError('Client must be connected'))).toBe(
      true,
    );
    expect(isDatabaseUnavailableError(new MongoTopologyClosedError())).toBe(true);
    const selection = new Error('Server selection timed out after 5000 ms');
    selection.name = 'MongooseServerSelectionError';
    expect(isDatabaseUnavailableError(selection)).toBe(true);
    expect(
      isDatabaseUnavailableError(
        new mongoose.Error('Operation `users.findOne()` buffering timed out after 10000ms'),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailableError(new Error('wrapped', { cause: new MongoNetworkError('reset') })),
    ).toBe(true);
  });

  it('a socket error thrown from inside the driver (seen unwrapped after kill -9 of FerretDB)', () => {
    const epipe = Object.assign(new Error('This socket has been ended by the other party'), {
      code: 'EPIPE',
    });
    epipe.stack = `Error: This socket has been ended by the other party\n    at Connection.writeCommand (/app/node_modules/mongodb/lib/cmap/connection.js:408:29)`;
    expect(isDatabaseUnavailableError(epipe)).toBe(true);
    // the same code from anywhere else (say, the mailer) is not the database
    const smtp = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    smtp.stack =
      'Error: write EPIPE\n    at SMTPConnection._onError (/app/node_modules/nodemailer/lib/smtp-connection/index.js:1:1)';
    expect(isDatabaseUnavailableError(smtp)).toBe(false);
  });

  it('not bugs or refused writes', () => {
    expect(isDatabaseUnavailableError(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailableError(new TypeError('x is undefined'))).toBe(false);
    expect(
      isDatabaseUnavailableError(
        new MongoServerError({ message: 'E11000 duplicate key', code: 11000 }),
      ),
    ).toBe(false);
    expect(isDatabaseUnavailableError('a string')).toBe(false);
  });
});
