import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  type BookingClient,
  type BookingShop,
} from './support/booking-fixtures';
import { countCommands, driverCommandsDuring, type DriverCommand } from './support/driver-commands';

/**
 * The database commands of one create, each with its reason (issue 11: on FerretDB every find and update costs
 * about a millisecond of its CPU, inserts sent together a fraction of that, so creation speed follows this list):
 * - insert bookingintents: the intent, written before the claims, so a crash leaves what the sweeper undoes;
 * - insert slotclaims: the cells, one unique `_id` each (the only double-booking guard);
 * - update bookingindexes ×2: the booking's entry in its customer's and its shop month's list documents,
 *   written before the booking (a crash leaves an entry without a booking, skipped by readers);
 * - insert bookings: the booking;
 * - update bookingdays: the cells in the shop's month sheet (the availability read model);
 * - delete bookingintents: the write is whole;
 * - insert reminders: its reminder.
 * Inserts, the intent deletes and the index and sheet updates go out together with other requests'
 * (server/db/write-batch.ts), and the two index updates of one create in one command. The shop,
 * its services, the customer's list document and the sheet come from memory; the listeners' writes (the shop's
 * notifications and customer directory, emails) follow the answer and are not counted here.
 */
const BOOKING_PATH = new Set([
  'bookingintents',
  'slotclaims',
  'bookingindexes',
  'bookings',
  'bookingdays',
  'reminders',
  'shops',
  'services',
  'claims',
  'idempotencies',
]);
const onBookingPath = (commands: readonly DriverCommand[]) =>
  commands.filter((command) => BOOKING_PATH.has(command.name.split(' ')[1] ?? ''));

let app: TestApp;
let shop: BookingShop;
let customer: BookingClient;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-bookings-create-commands', seed: false });
  // the shop exists when the catalog loads (as every public shop does at start-up)
  shop = await createBookingShop(app);
  customer = await bookingClient(app);
});
afterAll(async () => {
  await app?.close();
});

describe('the database commands of a create', () => {
  it("the first create at a shop reads neither the shop nor its services (read in bulk with the catalog's load)", async () => {
    const commands = await driverCommandsDuring(async () => {
      expect((await customer.book(bookingBody(shop, daysAhead(2), '10:00'))).status).toBe(201);
    });
    const names = commands.map((command) => command.name);
    expect(names).not.toContain('find shops');
    expect(names).not.toContain('find services');
  });

  it('a create at a shop and by a customer already met reads nothing and writes each document once', async () => {
    const commands = onBookingPath(
      await driverCommandsDuring(async () => {
        expect((await customer.book(bookingBody(shop, daysAhead(2), '12:00'))).status).toBe(201);
      }),
    );
    expect(countCommands(commands, 'statements')).toEqual({
      'insert bookingintents': 1,
      // the hour's two 30-minute cells
      'insert slotclaims': 2,
      'update bookingindexes': 2,
      'insert bookings': 1,
      'update bookingdays': 1,
      'delete bookingintents': 1,
      'insert reminders': 1,
    });
    // the customer's and the shop month's index documents are written in one command
    expect(countCommands(commands)['update bookingindexes']).toBe(1);
  });
});
