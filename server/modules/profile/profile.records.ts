import { ApiError } from '../../http/api-error';
import { UserModel } from '../../models/user.model';
import type { UserRecord } from './profile.mapper';

/**
 * The signed-in user's own document (an `_id` read). A deleted account keeps an anonymised shell, which must
 * not answer as a profile: until its sessions expire a token may still verify, so this is the backstop.
 */
export async function loadActiveUser(userId: string): Promise<UserRecord> {
  const user = await UserModel.findById(userId).lean<UserRecord>();
  if (!user || user.deletedAt) throw new ApiError('TOKEN_INVALID');
  return user;
}

export { isDuplicateKey } from '../../models/claim.model';
