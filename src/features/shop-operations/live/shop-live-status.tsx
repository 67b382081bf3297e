import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConnectionStatus } from '@design-system/components';
import { useShopLiveConnection, type ShopLiveConnection } from './use-shop-live-connection';

/** Seconds until `at`, ticking once a second while there is a countdown. */
function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const tick = () => setNow(Date.now());
    // at once (the clock may be old from an earlier countdown), then every second
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The shop area header's connection indicator: connecting, live, reconnecting in N s, or disconnected with a
 * Retry once the attempts ran out (or the connection was closed). Nothing when there is no server (mocks).
 */
export function ShopLiveStatus({ live }: { live: ShopLiveConnection }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `shopOps.live.${id}` }, values);
  const { state } = live;
  const seconds = useSecondsUntil(state.status === 'retrying' ? state.retryAt : null);
  switch (state.status) {
    case 'off':
      return null;
    case 'connecting':
      return <ConnectionStatus status="connecting" label={t('connecting')} />;
    case 'connected':
      return <ConnectionStatus status="connected" label={t('connected')} />;
    case 'retrying':
      return (
        <ConnectionStatus
          status="retrying"
          label={t('retrying')}
          detail={seconds === null ? undefined : t('retryIn', { seconds })}
        />
      );
    case 'closed':
      return (
        <ConnectionStatus
          status="closed"
          label={t('closed')}
          retryLabel={t('retry')}
          onRetry={live.retry}
        />
      );
  }
}

/**
 * The shop area's live connection and its indicator in one: the shell shows it once, in its header, loaded
 * with the rest of this feature so the shell paints first.
 */
export function ShopLiveIndicator({ shopId }: { shopId: string }) {
  const live = useShopLiveConnection(shopId);
  return <ShopLiveStatus live={live} />;
}
