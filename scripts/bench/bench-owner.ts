import { LoginIdentityModel, UserModel, emailIdentityId } from '../../server/models/user.model';
import { DEFAULT_PASSWORD_HASH_COST } from '../../server/env.schema';
import { hashPassword } from '../../server/modules/auth/passwords';

/** The benches' shop owners sign in with this password. */
export const BENCH_OWNER_PASSWORD = 'Bench1234!';

/** The seeded shop's owner as a user who can sign in (on the connected database); their email. */
export async function createBenchOwner(ownerId: string): Promise<string> {
  const email = `${ownerId}@bench.orabella.test`;
  await UserModel.create({
    _id: ownerId,
    name: 'Bench owner',
    email,
    role: 'shop',
    status: 'active',
  });
  await LoginIdentityModel.create({
    _id: emailIdentityId(email),
    userId: ownerId,
    provider: 'password',
    passwordHash: await hashPassword(BENCH_OWNER_PASSWORD, DEFAULT_PASSWORD_HASH_COST),
  });
  return email;
}
