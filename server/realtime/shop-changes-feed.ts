import { EventEmitter } from 'node:events';
import type { ShopChange, ShopChanges } from '../modules/shop-admin/shop-changes';

export type ShopChangesFeed = EventEmitter<{ applied: [change: ShopChange] }>;

/**
 * Lets the live connection hear of every shop-management write without rewriting ShopChanges: its `applied` is
 * wrapped in place (the routers already hold this object) to do what it did, then announce the change on the
 * returned feed, only once it was applied, so a tab that refetches on the hint reads the new state. A listener's
 * failure never reaches the write.
 */
export function observeShopChanges(changes: ShopChanges): ShopChangesFeed {
  const feed: ShopChangesFeed = new EventEmitter();
  const applied = changes.applied.bind(changes);
  changes.applied = async (change) => {
    await applied(change);
    try {
      feed.emit('applied', change);
    } catch {
      // a listener's bug is not the write's failure
    }
  };
  return feed;
}
