import bcrypt from 'bcryptjs';

/** bcrypt cost: about 70 ms per hash in pure JS on this kind of machine. */
export const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/** A valid hash of a random string: compared against when the account does not exist, so timing does not tell. */
const DUMMY_HASH = bcrypt.hashSync('orabella-no-such-account', BCRYPT_COST);

export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  return bcrypt.compare(password, hash);
}
