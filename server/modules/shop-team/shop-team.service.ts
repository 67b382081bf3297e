import type { Locale } from '../../../src/domain/constants';
import { localized, localizedTextOf, type StoredText } from '../../../src/domain/localized-text';
import type { WorkingHours } from '../../../src/domain/shop';
import {
  newStaffId,
  teamIsFull,
  teamRoleOf,
  TEAM_LIMITS,
  withTeam,
  type CreateTeamMemberInput,
  type DeleteTeamMemberInput,
  type TeamMember,
  type TeamOverview,
  type UpdateTeamMemberInput,
} from '../../../src/domain/shop-team';
import { ApiError } from '../../http/api-error';
import { ServiceModel } from '../../models/service.model';
import { ShopModel, type ShopDoc } from '../../models/shop.model';
import type { FieldChange } from '../shop-admin/shop-changes';
import type { ShopActor } from '../shop-admin/shop-access';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';
import { toAvailabilityShop } from '../shops/shop.mapper';
import { deleteStaffPhoto, storeStaffPhoto } from './staff-photo.service';
import { staffPhotoNameOf, staffPhotoUrl } from './staff-photo.model';
import { impactOf, resolveAfterWrite, resolveBeforeWrite } from './team-bookings';
import { withShopWriteLock } from '../shop-admin/shop-write-lock';

/** Who asks, in which language (the bookings service's emails and texts). */
export interface TeamCaller {
  actor: ShopActor;
  language: Locale;
}

/** How many affected bookings a write resolved (0 and 0 when none were affected). */
export interface TeamWriteOutcome {
  cancelled: number;
  reassigned: number;
}

type StoredMember = Record<string, unknown> & { _id: string };

/** The stored team (a null left for an instant by a removal on MongoDB is skipped). */
const storedStaff = (shop: Pick<ShopDoc, 'staff'>): StoredMember[] =>
  ((shop.staff ?? []) as unknown as (StoredMember | null)[]).filter(
    (m): m is StoredMember => typeof m?._id === 'string',
  );

/** A stored member → the owner's view (every language, private notes). */
export function teamMemberOf(m: StoredMember): TeamMember {
  const hours = m.workingHours as WorkingHours | null | undefined;
  return {
    id: m._id,
    name: String(m.name ?? ''),
    role: teamRoleOf(m.role as StoredText),
    photo: typeof m.photo === 'string' ? m.photo : null,
    serviceIds: Array.isArray(m.serviceIds) ? [...(m.serviceIds as string[])] : [],
    workingHours: hours && typeof hours === 'object' && 'monday' in hours ? hours : null,
    timeOff: Array.isArray(m.timeOff)
      ? (m.timeOff as { from: string; to: string; note?: string }[]).map((t) => ({
          from: t.from,
          to: t.to,
          note: t.note ?? '',
        }))
      : [],
  };
}

/** A member → what is stored (the role keeps only the languages written). */
function storedOf(member: TeamMember): StoredMember {
  return {
    _id: member.id,
    name: member.name,
    role: localizedTextOf(member.role),
    photo: member.photo,
    serviceIds: member.serviceIds,
    ...(member.workingHours ? { workingHours: member.workingHours } : {}),
    timeOff: member.timeOff,
  };
}

const notFound = () => new ApiError('TEAM_MEMBER_NOT_FOUND');

async function freshShop(shopId: string): Promise<ShopDoc> {
  const shop = await ShopModel.findById(shopId).lean<ShopDoc>();
  if (!shop) throw new ApiError('SHOP_NOT_FOUND');
  return shop;
}

/** Every chosen service must be this shop's (read by `_id`, the only indexed read). */
async function checkServices(shopId: string, ids: readonly string[] | undefined): Promise<void> {
  if (!ids || ids.length === 0) return;
  const docs = await Promise.all(
    [...new Set(ids)].map((id) =>
      ServiceModel.findById(id, { shopId: 1 }).lean<{ shopId: string }>(),
    ),
  );
  if (docs.some((doc) => !doc || doc.shopId !== shopId))
    throw new ApiError('TEAM_SERVICE_UNKNOWN', {
      errors: { serviceIds: 'errors.TEAM_SERVICE_UNKNOWN' },
    });
}

/**
 * `$set` of some fields of one person, atomically in the shop document. FerretDB has neither the positional `$`
 * nor arrayFilters, so the element is addressed by its index, and the filter pins that index to the person: if a
 * removal shifted the list meanwhile, nothing matches and the index is read again. Only the fields given are
 * written, so two edits of different fields at once both stay. `also` adds conditions on the element (e.g. the
 * photo it replaces). False when the person is gone or the conditions never held.
 */
async function setOnMember(
  shopId: string,
  staffId: string,
  fields: Record<string, unknown>,
  also: Record<string, unknown> = {},
): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const index = storedStaff(await freshShop(shopId)).findIndex((m) => m._id === staffId);
    if (index < 0) return false;
    const at = (key: string) => `staff.${index}.${key}`;
    const result = await ShopModel.updateOne(
      {
        _id: shopId,
        [at('_id')]: staffId,
        ...Object.fromEntries(Object.entries(also).map(([key, value]) => [at(key), value])),
      },
      { $set: Object.fromEntries(Object.entries(fields).map(([key, value]) => [at(key), value])) },
    );
    if (result.matchedCount === 1) return true;
  }
  return false;
}

/**
 * Takes one person out of the team, atomically in the shop document. FerretDB's `$pull` with a condition on an
 * element's field answers "modified" without removing anything, so the element is addressed by its index (pinned
 * to the person as in setOnMember) and `$unset`: FerretDB removes the element, MongoDB leaves a null that the
 * `$pull` of null then removes (readers skip such a null meanwhile).
 */
async function removeMember(shopId: string, staffId: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const index = storedStaff(await freshShop(shopId)).findIndex((m) => m._id === staffId);
    if (index < 0) return;
    const result = await ShopModel.updateOne(
      { _id: shopId, [`staff.${index}._id`]: staffId },
      { $unset: { [`staff.${index}`]: 1 } },
    );
    if (result.matchedCount === 1) {
      await ShopModel.updateOne({ _id: shopId }, { $pull: { staff: null } });
      return;
    }
  }
  throw new ApiError('TEAM_CHANGED_MEANWHILE');
}

/** The fields an edit changes, for the audit trail. */
function fieldChanges(before: TeamMember | null, after: TeamMember | null): FieldChange[] {
  const id = after?.id ?? before?.id;
  const keys = ['name', 'role', 'photo', 'serviceIds', 'workingHours', 'timeOff'] as const;
  return keys
    .filter((key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after?.[key] ?? null))
    .map((key) => ({
      field: `staff.${id}.${key}`,
      before: before?.[key] ?? null,
      after: after?.[key] ?? null,
    }));
}

/** The team editor's server side (issue 14 "Team"). */
export function createShopTeamService(deps: ShopAdminDeps) {
  const now = () => new Date();

  async function report(shopId: string, actor: ShopActor, action: string, changes: FieldChange[]) {
    await deps.changes.applied({ shopId, actor, section: 'team', action, changes });
  }

  /**
   * The affected-bookings step shared by every write: refuse with the list, or carry out the answers that can
   * be carried out before the write. `write` then stores the change; moves that needed it happen after.
   */
  async function guarded(
    shop: ShopDoc,
    caller: TeamCaller,
    next: StoredMember[],
    touched: string[],
    resolutions: DeleteTeamMemberInput['resolutions'],
    write: () => Promise<void>,
  ): Promise<TeamWriteOutcome> {
    const before = toAvailabilityShop(shop);
    const after = withTeam(before, next.map(teamMemberOf));
    const impact = await impactOf(before, after, touched, now());
    const done = await resolveBeforeWrite(deps, caller, before, impact, resolutions);
    await write();
    const moved = await resolveAfterWrite(deps, caller, impact, done.later);
    return { cancelled: done.cancelled, reassigned: done.reassigned + moved };
  }

  const writes = {
    async create(
      shop: ShopDoc,
      caller: TeamCaller,
      input: CreateTeamMemberInput,
    ): Promise<{ member: TeamMember } & TeamWriteOutcome> {
      await checkServices(shop._id, input.serviceIds);
      let current = shop;
      // a name taken meanwhile by a racing create: read again and number the id
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const staff = storedStaff(current);
        if (teamIsFull(staff)) throw new ApiError('TEAM_FULL');
        const member: TeamMember = {
          id: newStaffId(
            input.name,
            staff.map((m) => m._id),
          ),
          name: input.name.trim(),
          role: teamRoleOf(input.role ?? {}),
          photo: null,
          serviceIds: input.serviceIds ?? [],
          workingHours: (input.workingHours as WorkingHours | null | undefined) ?? null,
          timeOff: (input.timeOff ?? []).map((t) => ({
            from: t.from,
            to: t.to,
            note: t.note ?? '',
          })),
        };
        let pushed = false;
        const outcome = await guarded(
          current,
          caller,
          [...staff, storedOf(member)],
          [member.id],
          input.resolutions,
          async () => {
            // one atomic write: only while the id is free and the team has room
            const result = await ShopModel.updateOne(
              {
                _id: shop._id,
                'staff._id': { $ne: member.id },
                [`staff.${TEAM_LIMITS.members - 1}`]: { $exists: false },
              },
              { $push: { staff: storedOf(member) } },
            );
            pushed = result.modifiedCount === 1;
          },
        );
        if (pushed) {
          await report(shop._id, caller.actor, 'team_member_created', fieldChanges(null, member));
          return { member, ...outcome };
        }
        current = await freshShop(shop._id);
      }
      throw new ApiError('TEAM_CHANGED_MEANWHILE');
    },

    async update(
      shop: ShopDoc,
      caller: TeamCaller,
      staffId: string,
      input: UpdateTeamMemberInput,
    ): Promise<{ member: TeamMember } & TeamWriteOutcome> {
      const staff = storedStaff(shop);
      const index = staff.findIndex((m) => m._id === staffId);
      if (index < 0) throw notFound();
      await checkServices(shop._id, input.serviceIds);
      const before = teamMemberOf(staff[index]!);
      const set: Record<string, unknown> = {};
      const after: TeamMember = { ...before };
      if (input.name !== undefined) after.name = set.name = input.name.trim();
      if (input.role !== undefined) {
        after.role = teamRoleOf(input.role);
        set.role = localizedTextOf(input.role);
      }
      if (input.serviceIds !== undefined) after.serviceIds = set.serviceIds = input.serviceIds;
      if (input.workingHours !== undefined)
        after.workingHours = set.workingHours = (input.workingHours as WorkingHours | null) ?? null;
      if (input.timeOff !== undefined)
        after.timeOff = set.timeOff = input.timeOff.map((t) => ({
          from: t.from,
          to: t.to,
          note: t.note ?? '',
        }));
      const changes = fieldChanges(before, after);
      if (changes.length === 0) return { member: before, cancelled: 0, reassigned: 0 };
      const next = staff.map((m, i) => (i === index ? storedOf(after) : m));
      let matched = false;
      const outcome = await guarded(shop, caller, next, [staffId], input.resolutions, async () => {
        matched = await setOnMember(shop._id, staffId, set);
      });
      if (!matched) throw notFound();
      await report(shop._id, caller.actor, 'team_member_updated', changes);
      const stored = storedStaff(await freshShop(shop._id)).find((m) => m._id === staffId);
      return { member: stored ? teamMemberOf(stored) : after, ...outcome };
    },

    async remove(
      shop: ShopDoc,
      caller: TeamCaller,
      staffId: string,
      input: DeleteTeamMemberInput,
    ): Promise<{ id: string } & TeamWriteOutcome> {
      const staff = storedStaff(shop);
      const member = staff.find((m) => m._id === staffId);
      if (!member) throw notFound();
      const next = staff.filter((m) => m._id !== staffId);
      const outcome = await guarded(shop, caller, next, [staffId], input.resolutions, async () => {
        await removeMember(shop._id, staffId);
      });
      await deleteStaffPhoto(staffPhotoNameOf(teamMemberOf(member).photo));
      await report(
        shop._id,
        caller.actor,
        'team_member_deleted',
        fieldChanges(teamMemberOf(member), null),
      );
      return { id: staffId, ...outcome };
    },

    async uploadPhoto(
      shop: ShopDoc,
      actor: ShopActor,
      staffId: string,
      bytes: Buffer,
    ): Promise<{ member: TeamMember }> {
      if (!storedStaff(shop).some((m) => m._id === staffId)) throw notFound();
      const name = await storeStaffPhoto(shop._id, staffId, bytes);
      const url = staffPhotoUrl(shop._id, name);
      // the photo it replaces is read in the same document as the write's match, so two uploads at once
      // each delete the one they replaced and none is left behind
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const current = storedStaff(await freshShop(shop._id)).find((m) => m._id === staffId);
        if (!current) break;
        const previous = typeof current.photo === 'string' ? current.photo : null;
        if (await setOnMember(shop._id, staffId, { photo: url }, { photo: previous })) {
          await deleteStaffPhoto(staffPhotoNameOf(previous));
          await report(shop._id, actor, 'team_photo_updated', [
            { field: `staff.${staffId}.photo`, before: previous, after: url },
          ]);
          return { member: teamMemberOf({ ...current, photo: url }) };
        }
      }
      await deleteStaffPhoto(name);
      throw notFound();
    },
  };

  /** Each write runs alone for its shop (shop-admin/shop-write-lock.ts), from the shop as it is once it has the lock. */
  const locked =
    <A extends unknown[], R>(write: (shop: ShopDoc, ...args: A) => Promise<R>) =>
    (shop: ShopDoc, ...args: A): Promise<R> =>
      withShopWriteLock(shop._id, async () => write(await freshShop(shop._id), ...args));

  return {
    async list(shop: ShopDoc, language: Locale): Promise<TeamOverview> {
      // the owner's own services for the "performs" checkboxes, in menu order, read by `_id` from the shop's
      // serviceIds; a shop stored before that list (until its backfill) is read by shopId once
      type Row = { _id: string; name: StoredText; active?: boolean };
      const ids = (shop as { serviceIds?: string[] | null }).serviceIds;
      const services: Row[] = Array.isArray(ids)
        ? (
            await Promise.all(
              ids.map((id) => ServiceModel.findById(id, { name: 1, active: 1 }).lean<Row>()),
            )
          ).filter((row): row is Row => row !== null)
        : await ServiceModel.find({ shopId: shop._id }, { name: 1, active: 1, sortOrder: 1 })
            .sort({ sortOrder: 1 })
            .lean<Row[]>();
      return {
        members: storedStaff(shop).map(teamMemberOf),
        services: services.map((s) => ({
          id: s._id,
          name: localized(s.name, language),
          active: s.active !== false,
        })),
        shopHours: (shop.workingHours as WorkingHours | null | undefined) ?? null,
      };
    },

    create: locked(writes.create),
    update: locked(writes.update),
    remove: locked(writes.remove),
    uploadPhoto: locked(writes.uploadPhoto),
  };
}
