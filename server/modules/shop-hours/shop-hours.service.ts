import { shopToday } from '../../../src/domain/availability';
import { localizedTextOf, type StoredText } from '../../../src/domain/localized-text';
import { upcomingSpecialDates, validTimeZone } from '../../../src/domain/opening-hours';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  bookingsAffectedByHours,
  editableWeek,
  pastDateErrors,
  type AffectedBooking,
  type PoliciesSettings,
  type ShopNotificationSettings,
  type WorkingHoursSaved,
  type WorkingHoursSettings,
  type WorkingHoursUpdate,
} from '../../../src/domain/shop-hours';
import { ApiError } from '../../http/api-error';
import type { BookingRecord } from '../../models/booking.model';
import { ShopModel, type ShopDoc } from '../../models/shop.model';
import { breaksOf, centsToEuro, toAvailabilityShop } from '../shops/shop.mapper';
import { upcomingBookingsOf } from '../shop-admin/future-bookings';
import type { ShopActor } from '../shop-admin/shop-access';
import { withShopWriteLock } from '../shop-admin/shop-write-lock';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';
import type { FieldChange } from '../shop-admin/shop-changes';

type Deps = Pick<ShopAdminDeps, 'bookings' | 'changes' | 'logger'> & { now?: () => Date };

/** A stored special date → the editor's (the note in both languages). */
function specialDatesOf(shop: Pick<ShopDoc, 'specialDates' | 'timeZone'>, now: Date) {
  type Stored = {
    date: string;
    isClosed?: boolean;
    start?: string | null;
    end?: string | null;
    description?: StoredText;
  };
  const today = shopToday(now, validTimeZone(shop.timeZone ?? undefined));
  return upcomingSpecialDates((shop.specialDates ?? []) as Stored[], today).map((d) => ({
    date: d.date,
    isClosed: d.isClosed === true,
    start: d.start ?? null,
    end: d.end ?? null,
    description: localizedTextOf(d.description),
  }));
}

export function hoursSettingsOf(shop: ShopDoc, now: Date): WorkingHoursSettings {
  return {
    workingHours: editableWeek(shop.workingHours),
    breaks: breaksOf(shop.breaks),
    specialDates: specialDatesOf(shop, now),
    timeZone: validTimeZone(shop.timeZone ?? undefined),
  };
}

export function policiesOf(shop: ShopDoc): PoliciesSettings {
  const p = shop.policies;
  return {
    cancellation: {
      allowedHours: p?.cancellation?.allowedHours ?? 24,
      feePercentage: p?.cancellation?.feePercentage ?? 0,
    },
    reschedule: {
      allowedHours: p?.reschedule?.allowedHours ?? 24,
      maxReschedules: p?.reschedule?.maxReschedules ?? 2,
    },
    noShow: {
      feeAmount: centsToEuro(p?.noShow?.feeCents ?? 0),
      maxNoShows: p?.noShow?.maxNoShows ?? 3,
    },
    autoConfirm: shop.autoConfirm !== false,
  };
}

export function notificationSettingsOf(shop: ShopDoc): ShopNotificationSettings {
  const stored = (shop as { notificationSettings?: Partial<Record<string, boolean>> })
    .notificationSettings;
  const defaults = DEFAULT_NOTIFICATION_SETTINGS.notifications;
  return {
    notifications: {
      email: stored?.email ?? defaults.email,
      sms: stored?.sms ?? defaults.sms,
      push: stored?.push ?? defaults.push,
      newBookings: stored?.newBookings ?? defaults.newBookings,
    },
  };
}

function affectedOf(record: BookingRecord): AffectedBooking {
  return {
    id: record._id,
    reference: record.reference,
    date: record.date,
    time: record.time,
    customerName: record.customerName ?? '',
    service: record.services.map((line) => line.name).join(', '),
  };
}

/** The audit trail's entries: each top-level part (and each weekday) whose value changed. */
function diff(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  return Object.keys(after)
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] }));
}

const weekFields = (settings: Pick<WorkingHoursSettings, 'workingHours'>) =>
  Object.fromEntries(
    Object.entries(settings.workingHours).map(([day, hours]) => [`workingHours.${day}`, hours]),
  );

/**
 * The hours, policies and notification settings of a managed shop. Every write goes by `_id` (one atomic
 * `$set`, so racing saves never mix: the last one wins whole) and is reported to ShopChanges, which refreshes
 * search, details and slots before the answer.
 */
export function createShopHoursService(deps: Deps) {
  const now = deps.now ?? (() => new Date());

  async function reread(shopId: string): Promise<ShopDoc> {
    const shop = await ShopModel.findById(shopId).lean<ShopDoc>();
    if (!shop) throw new ApiError('SHOP_NOT_FOUND');
    return shop;
  }

  return {
    hours: (shop: ShopDoc) => hoursSettingsOf(shop, now()),

    /**
     * Saves the hours. A booking placed between the affected-bookings check and the moment this instance serves
     * the new hours (its booking page copy of the shop is refreshed by `changes.applied`) was placed against the
     * old hours: once they are served, the upcoming bookings are checked again, and any outside the new hours
     * that the owner has not answered for is kept as an exception and listed in `bookedMeanwhile` (never
     * cancelled: the owner has not seen it).
     */
    async updateHours(
      shop: ShopDoc,
      actor: ShopActor,
      input: WorkingHoursUpdate,
    ): Promise<WorkingHoursSaved> {
      const at = now();
      const timeZone = validTimeZone(shop.timeZone ?? undefined);
      const pastErrors = pastDateErrors(input.specialDates, shopToday(at, timeZone));
      if (Object.keys(pastErrors).length > 0) throw ApiError.validation(pastErrors);

      const next = {
        workingHours: input.workingHours,
        breaks: input.breaks.map((b) => ({ ...b, days: [...new Set(b.days)] })),
        specialDates: input.specialDates
          .map((d) => ({
            date: d.date,
            isClosed: d.isClosed,
            start: d.isClosed ? null : (d.start ?? null),
            end: d.isClosed ? null : (d.end ?? null),
            description: Object.fromEntries(
              Object.entries(d.description ?? {}).filter(([, text]) => text && text.trim()),
            ),
          }))
          .sort((a, b) => a.date.localeCompare(b.date)),
      };
      const beforeHours = toAvailabilityShop(shop);
      const afterHours = toAvailabilityShop({ ...shop, ...next });
      const affected = bookingsAffectedByHours(
        beforeHours,
        afterHours,
        await upcomingBookingsOf(shop._id, at),
      );
      if (affected.length > 0 && !input.affectedBookings)
        throw new ApiError('HOURS_AFFECT_BOOKINGS', {
          data: { affectedBookings: affected.map(affectedOf) },
        });

      const before = hoursSettingsOf(shop, at);
      // FerretDB rewrites the whole document: one shop write at a time (shop-write-lock.ts)
      await withShopWriteLock(shop._id, () =>
        ShopModel.updateOne({ _id: shop._id }, { $set: next }),
      );
      const saved = hoursSettingsOf(await reread(shop._id), at);

      // After the write: the bookings are cancelled only once the new hours stand.
      if (input.affectedBookings === 'cancel') {
        for (const booking of affected) {
          try {
            await deps.bookings.update({ userId: actor.userId, role: actor.role }, booking._id, {
              status: 'cancelled',
              reason: input.reason,
            });
          } catch (error) {
            // the customer may have cancelled it meanwhile; the others still go
            deps.logger.warn({ err: error, bookingId: booking._id }, 'hours: cancel failed');
          }
        }
      }

      await deps.changes.applied({
        shopId: shop._id,
        actor,
        section: 'hours',
        action: 'hours_updated',
        changes: diff(
          { ...weekFields(before), breaks: before.breaks, specialDates: before.specialDates },
          { ...weekFields(saved), breaks: saved.breaks, specialDates: saved.specialDates },
        ),
      });

      // every booking from here on is placed against the new hours: look once more for any placed meanwhile
      const answered = new Set(affected.map((booking) => booking._id));
      const meanwhile = bookingsAffectedByHours(
        beforeHours,
        afterHours,
        (await upcomingBookingsOf(shop._id, at)).filter((booking) => !answered.has(booking._id)),
      );
      if (meanwhile.length > 0)
        deps.logger.warn(
          { shopId: shop._id, bookingIds: meanwhile.map((booking) => booking._id) },
          'hours: bookings placed while the hours were saved are kept as exceptions',
        );
      return { ...saved, bookedMeanwhile: meanwhile.map(affectedOf) };
    },

    policies: policiesOf,

    async updatePolicies(
      shop: ShopDoc,
      actor: ShopActor,
      input: PoliciesSettings,
    ): Promise<PoliciesSettings> {
      const before = policiesOf(shop);
      await withShopWriteLock(shop._id, () =>
        ShopModel.updateOne(
          { _id: shop._id },
          {
            $set: {
              'policies.cancellation': input.cancellation,
              'policies.reschedule': input.reschedule,
              'policies.noShow': {
                feeCents: Math.round(input.noShow.feeAmount * 100),
                maxNoShows: input.noShow.maxNoShows,
              },
              autoConfirm: input.autoConfirm,
            },
          },
        ),
      );
      const saved = policiesOf(await reread(shop._id));
      await deps.changes.applied({
        shopId: shop._id,
        actor,
        section: 'policies',
        action: 'policies_updated',
        changes: diff(before, saved),
      });
      return saved;
    },

    notifications: notificationSettingsOf,

    async updateNotifications(
      shop: ShopDoc,
      actor: ShopActor,
      input: ShopNotificationSettings,
    ): Promise<ShopNotificationSettings> {
      const before = notificationSettingsOf(shop);
      await withShopWriteLock(shop._id, () =>
        ShopModel.updateOne(
          { _id: shop._id },
          { $set: { notificationSettings: input.notifications } },
        ),
      );
      const saved = notificationSettingsOf(await reread(shop._id));
      await deps.changes.applied({
        shopId: shop._id,
        actor,
        section: 'settings',
        action: 'notifications_updated',
        changes: diff(before.notifications, saved.notifications).map((c) => ({
          ...c,
          field: `notifications.${c.field}`,
        })),
      });
      return saved;
    },
  };
}
