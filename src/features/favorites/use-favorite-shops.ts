import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/features/auth';
import { useToast } from '@/lib/toast';
import { signInOfferAtom } from './atoms';
import {
  favoritesQuery,
  useAddFavorite,
  usePendingFavoriteIds,
  useRemoveFavorite,
} from './favorites-queries';
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
  const intl = useIntl();
  const toast = useToast();
  const location = useLocation();
  const offerSignIn = useSetAtom(signInOfferAtom);
  const customerId = user?.role === 'customer' ? user.id : null;
  const here = `${location.pathname}${location.search}`;

  // Loaded once per signed-in customer: every heart reads the same cached list, one request for all.
  const list = useQuery({ ...favoritesQuery(customerId ?? ''), enabled: customerId !== null });
  const pending = usePendingFavoriteIds();
  const { mutateAsync: addFavorite } = useAddFavorite();
  const { mutateAsync: removeFavorite } = useRemoveFavorite();

  const favorites = list.data;
  const ids = useMemo(() => new Set((favorites ?? []).map((f) => f.shopId)), [favorites]);

  const add = useCallback(
    (shop: { id: string; name: string }) => {
      if (!customerId) return;
      addFavorite({ userId: customerId, shopId: shop.id }).then(
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
    [customerId, addFavorite, toast, intl],
  );

  // Back from /login with a favourite the guest asked for: add it once the list is known.
  const ready = customerId !== null && favorites !== undefined;
  useEffect(() => {
    if (!customerId || !ready) return;
    const wanted = readPendingFavorite();
    if (!wanted || !sameAddress(wanted.returnTo, here)) return;
    clearPendingFavorite(); // first heart to see it takes it, so it is added once
    if (ids.has(wanted.shopId)) return;
    add({ id: wanted.shopId, name: wanted.shopName });
  }, [customerId, ready, here, ids, add]);

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
      removeFavorite({ userId: customerId, shopId: shop.id }).catch(() =>
        toast.show({
          kind: 'error',
          message: intl.formatMessage({ id: 'favorites.toast.removeFailed' }, { name: shop.name }),
        }),
      );
    },
    [user, customerId, pending, ready, ids, add, removeFavorite, toast, intl, offerSignIn],
  );

  const isFavorite = useCallback((shopId: string) => ids.has(shopId), [ids]);
  const isPending = useCallback((shopId: string) => pending.has(shopId), [pending]);
  return useMemo(() => ({ isFavorite, isPending, toggle }), [isFavorite, isPending, toggle]);
}
