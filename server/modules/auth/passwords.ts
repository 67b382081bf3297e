import bcrypt from 'bcryptjs';
import { DEFAULT_PASSWORD_HASH_COST } from '../../env.schema';

/** A new hash at `cost` (config.passwordHashCost). */
export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

/**
 * Valid hashes of a random string, one per cost, made on first use: compared against when the account does not
 * exist, so timing does not tell (a stored hash is compared at its own cost, so the dummy has the server's).
 */
const dummyHashes = new Map<number, string>();
function dummyHash(cost: number): string {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = bcrypt.hashSync('orabella-no-such-account', cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

/** `cost`: the dummy's, when there is no hash (config.passwordHashCost); a stored hash is compared at its own. */
export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
  cost: number = DEFAULT_PASSWORD_HASH_COST,
): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, dummyHash(cost));
    return false;
  }
  return bcrypt.compare(password, hash);
}
