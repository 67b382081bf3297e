/**
 * `npm run ferretdb:install` (and CI): builds FerretDB v1.24.2 once into ${ORABELLA_CACHE_DIR:-~/.cache/orabella}
 * with the Go toolchain, or reuses the cached binary.
 */
import { FerretDBError, installFerretDB } from '../server/db/ferretdb';

try {
  const binary = await installFerretDB({ log: (line) => console.log(line) });
  console.log(`FerretDB ready: ${binary}`);
} catch (error) {
  console.error(error instanceof FerretDBError ? `\n${error.message}\n` : error);
  process.exit(1);
}
