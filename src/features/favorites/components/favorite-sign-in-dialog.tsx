import { useAtom } from 'jotai';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@design-system/components/ConfirmDialog/ConfirmDialog';
import { loginHref } from '@/domain/links';
import { useCurrentUser } from '@/features/auth';
import { signInOfferAtom } from '../atoms';
import { savePendingFavorite } from '../pending-favorite';

/**
 * Hosts may be mounted in several places (the search page, the details modal): only the first mounted one
 * renders, so a guest never sees two dialogs.
 */
const hosts: symbol[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useIsFirstHost(): boolean {
  const [me] = useState(() => Symbol('favorite-sign-in-host'));
  useEffect(() => {
    hosts.push(me);
    notify();
    return () => {
      hosts.splice(hosts.indexOf(me), 1);
      notify();
    };
  }, [me]);
  return useSyncExternalStore(
    subscribe,
    () => hosts[0] === me,
    () => false,
  );
}

/** The dialog offering a guest to sign in when they tap a heart (useFavoriteShops opens it). */
export function FavoriteSignInDialog() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();
  const [offer, setOffer] = useAtom(signInOfferAtom);
  const first = useIsFirstHost();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  if (!first) return null;
  const signIn = () => {
    if (!offer) return;
    const returnTo = `${location.pathname}${location.search}`;
    savePendingFavorite({ shopId: offer.id, shopName: offer.name, returnTo, savedAt: Date.now() });
    setOffer(null);
    // login brings them back to `returnTo`, where the heart adds it
    void navigate(loginHref({ returnTo, action: 'favorite', shopId: offer.id }));
  };
  return (
    <ConfirmDialog
      open={offer !== null && !user}
      title={t('favorites.signIn.heading')}
      description={offer ? t('favorites.signIn.description', { name: offer.name }) : undefined}
      labels={{
        confirm: t('favorites.signIn.confirm'),
        cancel: t('favorites.signIn.cancel'),
        busy: t('favorites.signIn.confirm'),
      }}
      onClose={() => setOffer(null)}
      onConfirm={signIn}
    />
  );
}
