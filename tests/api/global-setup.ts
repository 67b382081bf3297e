import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startFerretDB } from '../../server/db/ferretdb';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a fresh FerretDB for this run (each test file uses its own database name on it) */
    mongoUri: string;
  }
}

/**
 * Once per `vitest --project api` run: a fresh embedded FerretDB in a temp dir on a free port (built first if the
 * cache has no binary), or TEST_MONGODB_URI when set. Stopped and removed on teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.TEST_MONGODB_URI;
  if (external) {
    project.provide('mongoUri', external);
    return async () => undefined;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orabella-api-test-'));
  const ferret = await startFerretDB({
    dataDir,
    port: await freePort(),
    log: (line) => console.log(line),
  });
  project.provide('mongoUri', ferret.uri);
  return async () => {
    await ferret.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
