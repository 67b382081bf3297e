import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { API_ERRORS, englishErrorMessage } from '@/domain/errors';
import { localized } from '@/domain/localized-text';
import type { WorkingHours } from '@/domain/shop';
import {
  engineMemberOf,
  createTeamMemberSchema,
  deleteTeamMemberSchema,
  newStaffId,
  teamColours,
  teamIsFull,
  teamRoleOf,
  TEAM_PHOTO_MAX_BYTES,
  TEAM_PHOTO_TYPES,
  updateTeamMemberSchema,
  withTeam,
  type TeamMember,
  type TeamResolution,
} from '@/domain/shop-team';
import {
  affectedOf,
  bookingsBrokenBy,
  reassignCandidates,
  resolutionsFor,
  type TeamBooking,
} from '@/domain/shop-team-conflicts';
import {
  availabilityShopOf,
  bookableServicesOf,
  editedMockTeams,
  findMockShop,
} from '../../data/booking-shops';
import { changeMockShop } from '../../data/shop-changes';
import { bookingsMockState, busyIntervals, durationOf } from '../../data/bookings';
import { shopPhoto } from '../../data/shops';
import { failure } from '../failure';
import { readJson } from '../profile';
import { validateBody } from '../validation';
import { mockShopManager } from './shop-manager';

/**
 * The team editor (server/modules/shop-team), answered from an in-memory store through the same src/domain
 * schemas and rules: the affected-bookings check, the free people for each and the resolutions. Each shop's
 * team is copied from the mock shop on first use; resolutions change the mock bookings store as the server's
 * bookings service would (cancelled, or the same time with another person).
 */
const store = new Map<string, TeamMember[]>();
let photoCount = 0;

/** Forget every change (tests and stories start from the mock shops), or start from the teams given. */
export function resetShopTeamMock(seed?: Record<string, TeamMember[]>) {
  store.clear();
  editedMockTeams.clear();
  for (const [shopId, members] of Object.entries(seed ?? {})) store.set(shopId, members);
}

function teamOf(shopId: string): TeamMember[] {
  const known = store.get(shopId);
  if (known) return known;
  const staff = findMockShop(shopId)?.staff ?? [];
  const colours = teamColours(staff);
  const seeded = staff.map((m): TeamMember => ({
    id: m.id,
    name: m.name,
    role: teamRoleOf(m.role ?? ''),
    photo: m.photo,
    colour: colours.get(m.id)!,
    serviceIds: [...m.serviceIds],
    workingHours: m.workingHours,
    timeOff: (m.timeOff ?? []).map((t) => ({ ...t, note: '' })),
  }));
  store.set(shopId, seeded);
  return seeded;
}

/** The colours of a shop's team as edited here, by staff id (the mock calendar's columns read them). */
export function mockTeamColours(shopId: string): Record<string, string> {
  return Object.fromEntries((store.get(shopId) ?? []).map((m) => [m.id, m.colour]));
}

/** The shop id when the caller may manage it (shop-manager.ts), else the server's refusal. */
function managedShop(request: Request, shopId: string): string | Response {
  const user = mockShopManager(request, shopId, (id) => Boolean(findMockShop(id)));
  return user instanceof Response ? user : shopId;
}

/** Keeps a shop's new team, and shows it on the public side (staff picker, slots) as the server does. */
function saveTeam(shopId: string, members: TeamMember[]): void {
  store.set(shopId, members);
  editedMockTeams.set(
    shopId,
    members.map((m) => {
      const role = localized(m.role, 'en');
      return { ...engineMemberOf(m), ...(role ? { role } : {}) };
    }),
  );
  // moves the catalogue's version, so answers built from it are rebuilt
  changeMockShop(shopId, (shop) => shop);
}

const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });
const body = async (request: Request) => (await readJson(request)) ?? {};

/**
 * The affected-bookings step, as the server's: refuse with the list, or apply every answer to the mock store.
 * Returns the counts, or the 409 response.
 */
function resolve(
  shopId: string,
  next: TeamMember[],
  touched: string[],
  resolutions: TeamResolution[] | undefined,
): { cancelled: number; reassigned: number } | Response {
  const shop = findMockShop(shopId)!;
  const before = withTeam(availabilityShopOf(shop), teamOf(shopId));
  const after = withTeam(before, next);
  const today = new Date().toISOString().slice(0, 10);
  const ids = new Set([...touched, 'shop']);
  const upcoming = bookingsMockState.bookings.filter(
    (b) =>
      b.shopId === shopId &&
      ids.has(b.staffId) &&
      b.date >= today &&
      ['pending', 'confirmed', 'rescheduled'].includes(b.status),
  );
  const asTeamBooking = (b: (typeof upcoming)[number]): TeamBooking => ({
    id: b.id,
    reference: b.reference,
    date: b.date,
    time: b.time,
    durationMinutes: durationOf(b),
    staffId: b.staffId,
    serviceIds: b.services.map((line) => line.id),
    serviceNames: b.services.map((line) => line.name),
    customerName: b.customerName,
  });
  const services = bookableServicesOf(shop);
  const affected = bookingsBrokenBy(before, after, upcoming.map(asTeamBooking)).map((booking) =>
    affectedOf(
      booking,
      reassignCandidates({
        after,
        booking,
        services: services.filter((s) => booking.serviceIds.includes(s.id)),
        busy: busyIntervals(shopId, booking.date, booking.id),
        now: new Date(),
      }),
      after,
    ),
  );
  if (affected.length === 0) return { cancelled: 0, reassigned: 0 };
  const chosen = resolutionsFor(affected, resolutions);
  if (!chosen)
    return HttpResponse.json(
      {
        success: false,
        code: 'TEAM_AFFECTS_BOOKINGS',
        message: englishErrorMessage('TEAM_AFFECTS_BOOKINGS'),
        data: { affected },
      },
      { status: API_ERRORS.TEAM_AFFECTS_BOOKINGS.status },
    );
  let cancelled = 0;
  let reassigned = 0;
  for (const r of chosen.values()) {
    const booking = upcoming.find((b) => b.id === r.bookingId)!;
    if (r.action === 'cancel') {
      booking.status = 'cancelled';
      cancelled += 1;
    } else {
      booking.staffId = r.staffId!;
      reassigned += 1;
    }
  }
  return { cancelled, reassigned };
}

export const shopTeamHandlers: RequestHandler[] = [
  http.get('/api/shops/:id/team', async ({ request, params }) => {
    await delay();
    const shopId = managedShop(request, String(params.id));
    if (shopId instanceof Response) return shopId;
    const shop = findMockShop(shopId)!;
    return ok({
      members: teamOf(shopId),
      services: shop.services.map((s) => ({ id: s.id, name: s.name, active: true })),
      shopHours: shop.workingHours ?? null,
      timeZone: shop.timeZone,
    });
  }),

  http.post('/api/shops/:id/team', async ({ request, params }) => {
    await delay();
    const shopId = managedShop(request, String(params.id));
    if (shopId instanceof Response) return shopId;
    const input = await validateBody(createTeamMemberSchema, await body(request));
    if (!input.ok) return input.response;
    const team = teamOf(shopId);
    if (teamIsFull(team)) return failure('TEAM_FULL');
    const known = new Set(findMockShop(shopId)!.services.map((s) => s.id));
    if ((input.value.serviceIds ?? []).some((id) => !known.has(id)))
      return failure('TEAM_SERVICE_UNKNOWN', {
        errors: { serviceIds: 'errors.TEAM_SERVICE_UNKNOWN' },
      });
    const id = newStaffId(
      input.value.name,
      team.map((m) => m.id),
    );
    const member: TeamMember = {
      id,
      name: input.value.name.trim(),
      role: teamRoleOf(input.value.role ?? {}),
      photo: null,
      colour: input.value.colour ?? teamColours([...team, { id }]).get(id)!,
      serviceIds: input.value.serviceIds ?? [],
      workingHours: (input.value.workingHours as WorkingHours | null | undefined) ?? null,
      timeOff: (input.value.timeOff ?? []).map((t) => ({
        from: t.from,
        to: t.to,
        note: t.note ?? '',
      })),
    };
    const next = [...team, member];
    const outcome = resolve(shopId, next, [member.id], input.value.resolutions);
    if (outcome instanceof Response) return outcome;
    saveTeam(shopId, next);
    return ok({ member, ...outcome }, 201);
  }),

  http.put('/api/shops/:id/team/:staffId', async ({ request, params }) => {
    await delay();
    const shopId = managedShop(request, String(params.id));
    if (shopId instanceof Response) return shopId;
    const input = await validateBody(updateTeamMemberSchema, await body(request));
    if (!input.ok) return input.response;
    const team = teamOf(shopId);
    const current = team.find((m) => m.id === params.staffId);
    if (!current) return failure('TEAM_MEMBER_NOT_FOUND');
    const { name, role, colour, serviceIds, workingHours, timeOff, resolutions } = input.value;
    const known = new Set(findMockShop(shopId)!.services.map((s) => s.id));
    if ((serviceIds ?? []).some((id) => !known.has(id)))
      return failure('TEAM_SERVICE_UNKNOWN', {
        errors: { serviceIds: 'errors.TEAM_SERVICE_UNKNOWN' },
      });
    const member: TeamMember = {
      ...current,
      ...(name !== undefined ? { name: name.trim() } : {}),
      ...(role !== undefined ? { role: teamRoleOf(role) } : {}),
      ...(colour !== undefined ? { colour } : {}),
      ...(serviceIds !== undefined ? { serviceIds } : {}),
      ...(workingHours !== undefined
        ? { workingHours: (workingHours as WorkingHours | null) ?? null }
        : {}),
      ...(timeOff !== undefined
        ? { timeOff: timeOff.map((t) => ({ from: t.from, to: t.to, note: t.note ?? '' })) }
        : {}),
    };
    const next = team.map((m) => (m.id === member.id ? member : m));
    const outcome = resolve(shopId, next, [member.id], resolutions);
    if (outcome instanceof Response) return outcome;
    saveTeam(shopId, next);
    return ok({ member, ...outcome });
  }),

  http.delete('/api/shops/:id/team/:staffId', async ({ request, params }) => {
    await delay();
    const shopId = managedShop(request, String(params.id));
    if (shopId instanceof Response) return shopId;
    const input = await validateBody(deleteTeamMemberSchema, await body(request));
    if (!input.ok) return input.response;
    const team = teamOf(shopId);
    if (!team.some((m) => m.id === params.staffId)) return failure('TEAM_MEMBER_NOT_FOUND');
    const next = team.filter((m) => m.id !== params.staffId);
    const outcome = resolve(shopId, next, [String(params.staffId)], input.value.resolutions);
    if (outcome instanceof Response) return outcome;
    saveTeam(shopId, next);
    return ok({ id: params.staffId, ...outcome });
  }),

  http.post('/api/shops/:id/team/:staffId/photo', async ({ request, params }) => {
    await delay();
    const shopId = managedShop(request, String(params.id));
    if (shopId instanceof Response) return shopId;
    const member = teamOf(shopId).find((m) => m.id === params.staffId);
    if (!member) return failure('TEAM_MEMBER_NOT_FOUND');
    const file = (await request.formData().catch(() => null))?.get('photo');
    if (!(file instanceof File))
      return failure('TEAM_PHOTO_MISSING', { errors: { photo: 'errors.TEAM_PHOTO_MISSING' } });
    if (file.size > TEAM_PHOTO_MAX_BYTES)
      return failure('TEAM_PHOTO_TOO_LARGE', { errors: { photo: 'errors.TEAM_PHOTO_TOO_LARGE' } });
    // the mock trusts the declared type (the server reads the bytes)
    if (!(TEAM_PHOTO_TYPES as readonly string[]).includes(file.type))
      return failure('TEAM_PHOTO_INVALID_TYPE', {
        errors: { photo: 'errors.TEAM_PHOTO_INVALID_TYPE' },
      });
    photoCount += 1;
    // a local picture (the mock keeps no bytes); a new name each time, as the server's
    member.photo = `${shopPhoto('salon', photoCount)}?staff=${member.id}&v=${photoCount}`;
    saveTeam(shopId, teamOf(shopId));
    return ok({ member });
  }),
];
