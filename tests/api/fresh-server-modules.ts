/**
 * The API test files share a worker's loaded packages (isolate: false in vitest.config.ts): loading express,
 * mongoose, socket.io, exceljs and the rest again for each of ~100 files was about a third of the stream's time.
 * What must not be shared is the server's own state: its modules keep caches of one database's contents (day
 * sheets, index entries, the backfills' promises…), and each file has a database of its own. So before each file:
 * - the server's modules are loaded afresh (vi.resetModules drops every module vitest transformed, not packages);
 * - mongoose, a package and so shared, forgets the previous file's models and connection (the file's fresh modules
 *   define the models again, and connectTestDatabase connects to the file's database).
 */
import mongoose from 'mongoose';
import { vi } from 'vitest';

vi.resetModules();
await mongoose.disconnect();
for (const name of mongoose.modelNames()) mongoose.deleteModel(name);
