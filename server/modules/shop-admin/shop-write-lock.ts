import { ApiError } from '../../http/api-error';
import { ClaimModel, claimOnce, releaseClaim } from '../../models/claim.model';
import { createKeyLock } from '../bookings/key-lock';

/** A holder that died mid-change leaves its claim; one this old is taken over. */
const ABANDONED_MS = 60_000;
/** How long a change waits for another change of the same shop before giving up. */
const WAIT_MS = 15_000;
const POLL_MS = 25;

const inProcess = createKeyLock();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` as the only owner's change of this shop document, across every API instance. FerretDB applies an
 * update as read, change, write of the whole document, so two updates of one shop at once can lose one of them
 * (measured: two people added together left one), even when they set different fields. Every management write
 * to the shop document (profile, photos, team, hours, policies, settings, the services' menu order, review
 * counts) goes through here. A claim document (`_id` unique: one insert wins on FerretDB and MongoDB) serialises them; within one
 * process a queue keeps them from polling each other.
 */
export function withShopWriteLock<T>(shopId: string, task: () => Promise<T>): Promise<T> {
  return withDocumentLock(`shop-write-lock:${shopId}`, task);
}

/**
 * The same for one service document: its picture (`imageId`, whose replaced file is deleted after the change)
 * and its other fields are rewritten together on FerretDB, so every write of a service goes through here, and
 * an edit of the price cannot put back a picture whose file is gone.
 */
export function withServiceWriteLock<T>(serviceId: string, task: () => Promise<T>): Promise<T> {
  return withDocumentLock(`service-write-lock:${serviceId}`, task);
}

function withDocumentLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  return inProcess(key, async () => {
    const until = Date.now() + WAIT_MS;
    while (!(await claimOnce(key))) {
      const claim = await ClaimModel.findById(key).lean<{ createdAt: Date }>();
      if (claim && Date.now() - new Date(claim.createdAt).getTime() > ABANDONED_MS)
        await ClaimModel.deleteOne({ _id: key, createdAt: claim.createdAt });
      else if (Date.now() > until) throw new ApiError('SHOP_CHANGED_MEANWHILE');
      else await sleep(POLL_MS);
    }
    try {
      return await task();
    } finally {
      await releaseClaim(key);
    }
  });
}
