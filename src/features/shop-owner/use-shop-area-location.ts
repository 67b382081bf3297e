import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, type To } from 'react-router-dom';
import { hashOfTab, tabFromHash, type ShopTabId } from './shop-tabs';

/**
 * The shop area's place in the URL: the shop in `?shop=<id>` (an owner with several shops, or an admin) and the
 * tab in the hash. Both are read from the location on every render, so back and forward (and a pasted link)
 * open the same shop and tab; choosing a tab or a shop pushes a history entry.
 */
export function useShopAreaLocation() {
  const location = useLocation();
  const navigate = useNavigate();
  const shopParam = useMemo(
    () => new URLSearchParams(location.search).get('shop'),
    [location.search],
  );

  const tabHref = useCallback(
    (id: ShopTabId): To => ({ search: location.search, hash: hashOfTab(id) }),
    [location.search],
  );
  const openTab = useCallback((id: ShopTabId) => navigate(tabHref(id)), [navigate, tabHref]);
  /** Another shop: its first tab (the hash may name one the new shop does not show). */
  const chooseShop = useCallback(
    (shopId: string) => {
      const params = new URLSearchParams(location.search);
      params.set('shop', shopId);
      navigate({ search: `?${params.toString()}` });
    },
    [location.search, navigate],
  );
  const tabOf = useCallback(
    (setupShown: boolean) => tabFromHash(location.hash, setupShown),
    [location.hash],
  );

  return { shopParam, tabOf, tabHref, openTab, chooseShop };
}
