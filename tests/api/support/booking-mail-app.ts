import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createLogger } from '../../../server/logger';
import { linkBookingNotifications } from '../../../server/modules/bookings/booking-notifications';
import { startTestApp, type TestApp } from '../helpers';
import { clearOutbox } from './outbox-client';

/**
 * A test file's app (its own database, not seeded) with the booking emails linked as server/index.ts links them
 * at start-up (the test app is built without them), and the outbox emptied before each test. Call it at the top
 * of the file; `started` hands over the app once it runs.
 */
export function appWithBookingMail(dbName: string, started: (app: TestApp) => void): void {
  let app: TestApp | undefined;
  let unlink: (() => void) | undefined;
  beforeAll(async () => {
    app = await startTestApp({ dbName, seed: false });
    unlink = linkBookingNotifications({
      events: app.services.bookings.events,
      mailer: app.services.mail,
      logger: createLogger({ logLevel: 'silent', version: 'test', nodeEnv: 'test' }),
      publicUrl: app.config.publicUrl,
    });
    started(app);
  });
  afterAll(async () => {
    unlink?.();
    await app?.close();
  });
  beforeEach(() => clearOutbox(app!));
}
