import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/features/auth';
import { useToast } from '@/lib/toast';
import { favoritesStateAtom, pendingFavoriteIdsAtom, signInOfferAtom } from './atoms';
import { addFavoriteFor, loadFavorites, removeFavoriteFor } from './favorites-store';
import { clearPendingFavorite, readPendingFavorite } from './pending-favorite';

/** See index.ts: the hearts' state and toggle, for every shop card and the details modal. */
/** Same page and query, whatever the order of the parameters (the search page rewrites its address). */
function sameAddress(a: string, b: string): boolean {
  const normal = (address: string) => {
    const url = new URL(address, 'http://x');
    url.searchParams.sort();
    return `${url.pathname}?${url.searchParams.toString()}`;
  };
  return normal(a) === normal(b);
}

export function useFavoriteShops() {
  const user = useCurrentUser();
  const store = useStore();
  const intl = useIntl();
  const toast = useToast();
  const location = useLocation();
  const state = useAtomValue(favoritesStateAtom);
  const pending = useAtomValue(pendingFavoriteIdsAtom);
  const offerSignIn = useSetAtom(signInOfferAtom);
  const customerId = user?.role === 'customer' ? user.id : null;
  const here = `${location.pathname}${location.search}`;

  // Loaded once per signed-in customer: every heart calls this, the store keeps it to one request.
  useEffect(() => {
    if (customerId) void loadFavorites(store, customerId);
  }, [customerId, store]);

  const ids = useMemo(
    () =>
      state.status === 'ready' && state.userId === customerId
        ? new Set(state.favorites.map((f) => f.shopId))
        : new Set<string>(),
    [state, customerId],
  );

  const add = useCallback(
    (shop: { id: string; name: string }) => {
      if (!customerId) return;
      addFavoriteFor(store, customerId, shop.id).then(
        () =>
          toast.show({
            kind: 'favoriteAdded',
            message: intl.formatMessage({ id: 'favorites.toast.added' }, { name: shop.name }),
          }),
        () =>
          toast.show({
            kind: 'error',
            message: intl.formatMessage({ id: 'favorites.toast.addFailed' }, { name: shop.name }),
          }),
      );
    },
    [customerId, store, toast, intl],
  );

  // Back from /login with a favourite the guest asked for: add it once the list is known.
  const ready = state.status === 'ready' && state.userId === customerId;
  useEffect(() => {
    if (!customerId || !ready) return;
    const wanted = readPendingFavorite();
    if (!wanted || !sameAddress(wanted.returnTo, here)) return;
    clearPendingFavorite(); // first heart to see it takes it, so it is added once
    if (ids.has(wanted.shopId)) return;
    add({ id: wanted.shopId, name: wanted.shopName });
  }, [customerId, ready, here, ids, add, store]);

  const toggle = useCallback(
    (shop: { id: string; name: string }) => {
      if (!user) {
        offerSignIn({ id: shop.id, name: shop.name });
        return;
      }
      if (!customerId) {
        toast.show({
          kind: 'default',
          severity: 'info',
          message: intl.formatMessage({ id: 'favorites.toast.customersOnly' }),
        });
        return;
      }
      if (pending.has(shop.id) || !ready) return;
      if (!ids.has(shop.id)) {
        add(shop);
        return;
      }
      removeFavoriteFor(store, customerId, shop.id).catch(() =>
        toast.show({
          kind: 'error',
          message: intl.formatMessage({ id: 'favorites.toast.removeFailed' }, { name: shop.name }),
        }),
      );
    },
    [user, customerId, pending, ready, ids, add, store, toast, intl, offerSignIn],
  );

  const isFavorite = useCallback((shopId: string) => ids.has(shopId), [ids]);
  const isPending = useCallback((shopId: string) => pending.has(shopId), [pending]);
  return useMemo(() => ({ isFavorite, isPending, toggle }), [isFavorite, isPending, toggle]);
}
