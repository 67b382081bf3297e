import type { Request } from 'express';
import type { ApiErrorCode } from '../../src/domain/errors';
import { isId, type IdKind } from '../../src/domain/ids';
import { ApiError } from './api-error';

/**
 * The path parameter `name` when it has the shape of an id of that kind (src/domain/ids.ts); otherwise throws
 * the route's own "not found" code, the same answer as for a well-formed id that names nothing, so a malformed
 * id costs no database read and tells a prober nothing more.
 */
export function pathId(req: Request, name: string, kind: IdKind, notFound: ApiErrorCode): string {
  const value: unknown = req.params[name];
  if (!isId(kind, value)) throw new ApiError(notFound);
  return value;
}
