import type { ManagedShop } from '@/domain/managed-shops';
import { useCurrentUser } from '@/features/auth';
import { useManagedShop, useManagedShops } from '@/features/shop-owner';

export type SalesShopState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void; retrying: boolean }
  /** an owner without a shop */
  | { status: 'none' }
  /** an admin who has not named a shop (`?shop=`) */
  | { status: 'pick' }
  | { status: 'ready'; shop: ManagedShop };

/**
 * The shop a sales page is about, as the shop area chooses it: `?shop=` when the user manages it (an owner of
 * several shops, an admin), else an owner's first shop. The server checks the same again on every call.
 */
export function useSalesShop(shopParam: string | null): SalesShopState {
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const list = useManagedShops('', !isAdmin);
  const owned = list.data?.shops ?? [];
  const ownerChoice = owned.find((s) => s.id === shopParam) ?? owned[0];
  const shopId = isAdmin ? shopParam : (ownerChoice?.id ?? null);
  const shop = useManagedShop(shopId, isAdmin ? undefined : ownerChoice);

  if (!isAdmin) {
    if (list.isPending) return { status: 'loading' };
    if (list.isError && !list.data)
      return {
        status: 'error',
        error: list.error,
        retry: () => void list.refetch(),
        retrying: list.isFetching,
      };
    if (owned.length === 0) return { status: 'none' };
  }
  if (shopId === null) return { status: 'pick' };
  if (shop.data) return { status: 'ready', shop: shop.data };
  if (shop.isError)
    return {
      status: 'error',
      error: shop.error,
      retry: () => void shop.refetch(),
      retrying: shop.isFetching,
    };
  return { status: 'loading' };
}
