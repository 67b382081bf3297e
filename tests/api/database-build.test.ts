import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FERRETDB_BUILD_VERSION } from '../../server/db/ferretdb';
import { connectTestDatabase } from './helpers';

const DB = 'api_database_build';

// The run's database is our embedded FerretDB (tests/api/global-setup.ts), built by the installer.
describe('the embedded FerretDB build', () => {
  beforeAll(async () => {
    await connectTestDatabase(DB);
  });

  afterAll(async () => {
    await mongoose.disconnect();
  });

  it('is our patched build: buildInfo reports the mark', async () => {
    const info = await mongoose.connection.db!.admin().command({ buildInfo: 1 });
    // `version` is the MongoDB version FerretDB is compatible with; its own build is `ferretdbVersion`
    expect(info.ferretdbVersion).toBe(FERRETDB_BUILD_VERSION);
    expect(info.ferretdbVersion).toMatch(/^v1\.24\.2-orabella\.\d+$/);
  });
});
