import type { Locale } from '../../../src/domain/constants';
import { localized, localizedTextOf, type StoredText } from '../../../src/domain/localized-text';
import { readWorkingHours } from '../../../src/domain/day-ranges';
import type { WorkingHours } from '../../../src/domain/shop';
import {
  isStaffColour,
  newStaffId,
  teamColours,
  teamIsFull,
  teamRoleOf,
  TEAM_LIMITS,
  withTeam,
  type CreateTeamMemberInput,
  type DeleteTeamMemberInput,
  type StaffColour,
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
import {
  freshShop,
  keepColours,
  removeMember,
  setOnMember,
  storedStaff,
  type StoredMember,
} from './team-member-writes';

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

/**
 * A stored member → the owner's view (every language, private notes). `colour`: the calendar's colour the team
 * gives them (teamColours), when they have not chosen one.
 */
export function teamMemberOf(m: StoredMember, colour: StaffColour = 'blue'): TeamMember {
  return {
    id: m._id,
    name: String(m.name ?? ''),
    role: teamRoleOf(m.role as StoredText),
    photo: typeof m.photo === 'string' ? m.photo : null,
    colour: isStaffColour(m.colour) ? m.colour : colour,
    serviceIds: Array.isArray(m.serviceIds) ? [...(m.serviceIds as string[])] : [],
    // either stored shape of a day (src/domain/day-ranges.ts)
    workingHours: readWorkingHours(m.workingHours),
    timeOff: Array.isArray(m.timeOff)
      ? (m.timeOff as { from: string; to: string; note?: string }[]).map((t) => ({
          from: t.from,
          to: t.to,
          note: t.note ?? '',
        }))
      : [],
  };
}

/** The stored team in the owner's view, each with their colour (their own, or the team's default). */
function teamMembersOf(staff: readonly StoredMember[]): TeamMember[] {
  const colours = teamColours(staff.map((m) => ({ id: m._id, colour: m.colour })));
  return staff.map((m) => teamMemberOf(m, colours.get(m._id)));
}

/** A member → what is stored (the role keeps only the languages written). */
function storedOf(member: TeamMember): StoredMember {
  return {
    _id: member.id,
    name: member.name,
    role: localizedTextOf(member.role),
    photo: member.photo,
    colour: member.colour,
    serviceIds: member.serviceIds,
    ...(member.workingHours ? { workingHours: member.workingHours } : {}),
    timeOff: member.timeOff,
  };
}

const notFound = () => new ApiError('TEAM_MEMBER_NOT_FOUND');

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

/** The fields an edit changes, for the audit trail. */
function fieldChanges(before: TeamMember | null, after: TeamMember | null): FieldChange[] {
  const id = after?.id ?? before?.id;
  const keys = [
    'name',
    'role',
    'photo',
    'colour',
    'serviceIds',
    'workingHours',
    'timeOff',
  ] as const;
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
    const after = withTeam(before, teamMembersOf(next));
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
        const id = newStaffId(
          input.name,
          staff.map((m) => m._id),
        );
        const member: TeamMember = {
          id,
          name: input.name.trim(),
          role: teamRoleOf(input.role ?? {}),
          photo: null,
          // stored from the start, so their colour stays when someone before them leaves
          colour: input.colour ?? teamMembersOf([...staff, { _id: id }]).at(-1)!.colour,
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
          await keepColours(shop._id, staff, teamMembersOf(staff));
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
      const before = teamMembersOf(staff)[index]!;
      const set: Record<string, unknown> = {};
      const after: TeamMember = { ...before };
      if (input.name !== undefined) after.name = set.name = input.name.trim();
      if (input.role !== undefined) {
        after.role = teamRoleOf(input.role);
        set.role = localizedTextOf(input.role);
      }
      if (input.colour !== undefined) after.colour = set.colour = input.colour;
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
      await keepColours(
        shop._id,
        staff.filter((m) => m._id !== staffId),
        teamMembersOf(staff),
      );
      await report(shop._id, caller.actor, 'team_member_updated', changes);
      const stored = teamMembersOf(storedStaff(await freshShop(shop._id))).find(
        (m) => m.id === staffId,
      );
      return { member: stored ?? after, ...outcome };
    },

    async remove(
      shop: ShopDoc,
      caller: TeamCaller,
      staffId: string,
      input: DeleteTeamMemberInput,
    ): Promise<{ id: string } & TeamWriteOutcome> {
      const staff = storedStaff(shop);
      const members = teamMembersOf(staff);
      const member = members.find((m) => m.id === staffId);
      if (!member) throw notFound();
      const next = staff.filter((m) => m._id !== staffId);
      const outcome = await guarded(shop, caller, next, [staffId], input.resolutions, async () => {
        await removeMember(shop._id, staffId);
      });
      await keepColours(shop._id, next, members);
      await deleteStaffPhoto(staffPhotoNameOf(member.photo));
      await report(shop._id, caller.actor, 'team_member_deleted', fieldChanges(member, null));
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
        const team = storedStaff(await freshShop(shop._id));
        const current = team.find((m) => m._id === staffId);
        if (!current) break;
        const previous = typeof current.photo === 'string' ? current.photo : null;
        if (await setOnMember(shop._id, staffId, { photo: url }, { photo: previous })) {
          await deleteStaffPhoto(staffPhotoNameOf(previous));
          await report(shop._id, actor, 'team_photo_updated', [
            { field: `staff.${staffId}.photo`, before: previous, after: url },
          ]);
          const member = teamMembersOf(team).find((m) => m.id === staffId)!;
          return { member: { ...member, photo: url } };
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
        members: teamMembersOf(storedStaff(shop)),
        services: services.map((s) => ({
          id: s._id,
          name: localized(s.name, language),
          active: s.active !== false,
        })),
        shopHours: readWorkingHours(shop.workingHours),
        timeZone: toAvailabilityShop(shop).timeZone,
      };
    },

    create: locked(writes.create),
    update: locked(writes.update),
    remove: locked(writes.remove),
    uploadPhoto: locked(writes.uploadPhoto),
  };
}
