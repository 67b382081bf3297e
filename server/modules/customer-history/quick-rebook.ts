import { qualifiedStaff, shopToday } from '../../../src/domain/availability';
import type { Booking } from '../../../src/domain/booking';
import {
  canQuickRebook,
  firstRebookTime,
  quickRebookFailure,
  quickRebookProposalOf,
  quickRebookRequestOf,
  rebookDates,
  rebookServiceIds,
  rebookStaffChoice,
  rebookTimeRefusal,
  rebookWindowOf,
  type QuickRebookInput,
  type QuickRebookProposal,
  type RebookWindow,
} from '../../../src/domain/quick-rebook';
import { ApiError } from '../../http/api-error';
import { refusalError } from '../../http/refusal';
import type { BookingRecord } from '../../models/booking.model';
import type { Caller } from '../bookings/booking-context';
import { loadVisible } from '../bookings/booking-queries';
import type { BookingsService } from '../bookings/bookings.service';
import type { CatalogEntry } from '../shops/shop.mapper';
import type { ShopCatalog } from '../shops/shop-catalog';

/**
 * POST /api/customer/quick-rebook on the server (the rules: src/domain/quick-rebook.ts). The free times come from
 * the bookings service's own slots (the engine and the day sheets GET /api/bookings/available-slots answers
 * from), and a confirmation is the bookings service's own create for the customer: the same claims, limits and
 * idempotency as POST /api/bookings, so a time can never be booked twice.
 */

export interface QuickRebookDeps {
  bookings: Pick<BookingsService, 'slots' | 'create'>;
  catalog: Pick<ShopCatalog, 'get'>;
  /** the customer's `bookingPrefs.sameProvider` (server/modules/customer-preferences) */
  sameProvider: (userId: string) => Promise<boolean>;
  now: () => Date;
}

interface RebookPlan {
  record: BookingRecord;
  entry: CatalogEntry;
  serviceIds: string[];
  qualifiedIds: string[];
  sameProvider: boolean;
  window: RebookWindow;
  dates: string[];
}

/** The dates are searched a week at a time: most answers need the first week's grids only. */
const DAYS_PER_READ = 7;

/** The caller's own booking that is behind them (another's is 404, as an unknown id), and what to search. */
async function planFor(
  deps: QuickRebookDeps,
  caller: Caller,
  input: QuickRebookInput,
): Promise<RebookPlan> {
  const { record } = await loadVisible(caller, input.bookingId);
  if (record.customerId !== caller.userId) throw new ApiError('BOOKING_NOT_FOUND');
  const now = deps.now();
  if (
    !canQuickRebook(
      { status: record.status, endAt: new Date(record.endAt).getTime() },
      now.getTime(),
    )
  )
    throw new ApiError('QUICK_REBOOK_NOT_ALLOWED');
  const entry = await deps.catalog.get(record.shopId);
  if (!entry) throw new ApiError('SHOP_NOT_FOUND');
  const serviceIds = rebookServiceIds(record);
  return {
    record,
    entry,
    serviceIds,
    qualifiedIds: qualifiedStaff(entry.availability, serviceIds).map((member) => member.id),
    sameProvider: await deps.sameProvider(caller.userId),
    window: rebookWindowOf(record.time),
    dates: rebookDates(input.preferredDate, shopToday(now, entry.availability.timeZone)),
  };
}

/** The first free time of the plan, or 409 NO_FREE_TIME. */
export async function proposeRebook(
  deps: QuickRebookDeps,
  caller: Caller,
  input: QuickRebookInput,
): Promise<QuickRebookProposal> {
  const plan = await planFor(deps, caller, input);
  const { record, entry } = plan;
  const staffId = rebookStaffChoice({
    sameProvider: plan.sameProvider,
    originalStaffId: record.staffId,
    qualifiedIds: plan.qualifiedIds,
  });
  for (let i = 0; i < plan.dates.length; i += DAYS_PER_READ) {
    const grids = await Promise.all(
      plan.dates.slice(i, i + DAYS_PER_READ).map((date) =>
        deps.bookings.slots({
          shopId: record.shopId,
          serviceIds: plan.serviceIds.join(','),
          ...(staffId ? { staffId } : {}),
          date,
        }),
      ),
    );
    const found = firstRebookTime(grids, plan.window, record.staffId);
    if (found)
      return quickRebookProposalOf({
        record,
        language: caller.language ?? 'en',
        found,
        staffName: entry.availability.staff.find((m) => m.id === found.staffId)?.name || null,
        durationMinutes: grids[0]!.duration,
      });
  }
  throw new ApiError('NO_FREE_TIME');
}

/**
 * Books a proposed time through the customers' create. The time must be one the search could propose (a searched
 * date, a start in the window); a failure that booking again cannot mend keeps its own answer, a time taken
 * meanwhile is 409 QUICK_REBOOK_FAILED (src/domain quickRebookFailure).
 */
export async function confirmRebook(
  deps: QuickRebookDeps,
  caller: Caller,
  input: QuickRebookInput & { date: string; startTime: string },
  idempotencyKey: string | undefined,
): Promise<Booking> {
  const plan = await planFor(deps, caller, input);
  const refusal = rebookTimeRefusal(plan.window, plan.dates, input);
  if (refusal) throw refusalError(refusal);
  const staffId = rebookStaffChoice({
    sameProvider: plan.sameProvider,
    originalStaffId: plan.record.staffId,
    qualifiedIds: plan.qualifiedIds,
    requested: input.staffId,
  });
  const request = quickRebookRequestOf(plan.record, { ...input, staffId });
  try {
    return await deps.bookings.create(
      caller,
      request,
      // its own namespace: a key sent to POST /api/bookings never answers a quick rebook
      idempotencyKey ? `quick-rebook:${idempotencyKey}` : undefined,
    );
  } catch (error) {
    if (error instanceof ApiError && quickRebookFailure(error.code) !== error.code)
      throw new ApiError(quickRebookFailure(error.code));
    throw error;
  }
}
