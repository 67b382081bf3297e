/**
 * `npm run seed`: writes the demo shops, services and accounts (idempotent: running it again changes nothing).
 * Uses MONGODB_URI, or the embedded FerretDB under DATA_DIR — also while `npm start` is running it (then it
 * connects to that instance on FERRETDB_PORT).
 */
import { loadConfig } from '../server/config';
import { connectMongoose, DEFAULT_DB_NAME, startDatabase } from '../server/db/connect';
import { FerretDBError } from '../server/db/ferretdb';
import { describeSeed, seedDatabase } from '../server/db/seed';
import { reportStartupError } from '../server/index';
import mongoose from 'mongoose';

async function run(): Promise<void> {
  const config = loadConfig();
  let stop: () => Promise<void>;
  try {
    const db = await startDatabase(config, { log: (line) => console.log(line) });
    console.log(`database: ${db.displayUri}`);
    stop = () => db.stop();
  } catch (error) {
    if (!(error instanceof FerretDBError && error.code === 'ALREADY_RUNNING')) throw error;
    const uri = `mongodb://127.0.0.1:${config.ferretdbPort}/`;
    console.log(`The app's embedded FerretDB is running: seeding through it at ${uri}`);
    await connectMongoose(uri, { dbName: DEFAULT_DB_NAME });
    stop = () => mongoose.disconnect();
  }
  try {
    const started = Date.now();
    const report = await seedDatabase({ passwordHashCost: config.passwordHashCost });
    console.log(`seeded in ${Date.now() - started} ms — ${describeSeed(report)}`);
  } finally {
    await stop();
  }
}

run().catch((error: unknown) => {
  reportStartupError(error);
  process.exit(1);
});
