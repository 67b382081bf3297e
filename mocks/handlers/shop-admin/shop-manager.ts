import type { SessionUser } from '@/domain/auth';
import { DEMO_ACCOUNTS, DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { isShopId } from '@/domain/ids';
import { failure } from '../failure';
import { authorize } from '../profile';

const demoOwner = DEMO_ACCOUNTS.find((account) => account.role === 'shop')!;

/**
 * The mocks' requireShopManager (server/modules/shop-admin/shop-access.ts), shared by every shop-management
 * handler: the signed-in user when they may manage `shopId` (the demo owner their demo shop, an admin any shop
 * that `exists`), else the server's answer: 401 signed out, 403 for a customer, 404 SHOP_NOT_FOUND otherwise
 * (another's shop answers like a shop that does not exist).
 */
export function mockShopManager(
  request: Request,
  shopId: unknown,
  exists: (shopId: string) => boolean,
): SessionUser | Response {
  const user: SessionUser | Response = authorize(request);
  if (user instanceof Response) return user;
  if (user.role !== 'shop' && user.role !== 'admin') return failure('FORBIDDEN');
  const mine =
    isShopId(shopId) &&
    (user.role === 'admin' || (user.email === demoOwner.email && shopId === DEMO_OWNED_SHOP_ID));
  return mine && exists(shopId) ? user : failure('SHOP_NOT_FOUND');
}
