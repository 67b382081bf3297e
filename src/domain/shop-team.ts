import * as yup from 'yup';
import { BOOKING_REASON_MAX, SHOP_CHAIR_ID, type AvailabilityShop } from './booking';
import { LIMITS } from './limits';
import { localizedTextOf, type StoredText } from './localized-text';
import type { WorkingHours } from './shop';
import { weekHoursSchema } from './week-hours-schema';

/**
 * The shop's team (spec 03 "team members", issue 14 "Team"): who works there, their own hours, their days away
 * and the services each performs. The schemas validate the owner's form and the API alike; the rules decide which
 * future bookings a change would break and who could take them instead, for the server and the MSW mocks.
 */

export const TEAM_LIMITS = {
  /** people in one shop */
  members: 50,
  /** time-off ranges of one person */
  timeOff: 50,
  /** services one person performs (a shop's whole menu fits) */
  serviceIds: 200,
  /** the private note of a time-off range */
  note: 200,
  /** one language of the role ("Senior stylist") */
  role: LIMITS.shortText,
  /** resolutions sent with one change (a person's whole future diary) */
  resolutions: 500,
  /** longest stretch of time off in one range, in days */
  timeOffDays: 366,
} as const;

/**
 * The colours the calendar tells people apart by (a column's header, a stripe on each booking). Names, not
 * values: the theme gives each one a tint, its text colour and an accent per colour scheme, checked for contrast
 * in every theme (design-system/theme/semantic.ts), so the owner's choice reads in all of them.
 */
export const STAFF_COLOURS = [
  'blue',
  'rose',
  'teal',
  'amber',
  'violet',
  'green',
  'terracotta',
  'slate',
] as const;
export type StaffColour = (typeof STAFF_COLOURS)[number];

export const isStaffColour = (value: unknown): value is StaffColour =>
  (STAFF_COLOURS as readonly unknown[]).includes(value);

/**
 * Each person's colour, in team order: their own choice when they have one, else the first of the palette that
 * no one before them shows (so a team of up to eight starts with eight different colours; past that the palette
 * repeats). Deterministic: the same team always gets the same colours.
 */
export function teamColours(
  members: readonly { id: string; colour?: unknown }[],
): Map<string, StaffColour> {
  const chosen = new Set(members.flatMap((m) => (isStaffColour(m.colour) ? [m.colour] : [])));
  const shown = new Set<StaffColour>();
  const colours = new Map<string, StaffColour>();
  members.forEach((member, index) => {
    const colour = isStaffColour(member.colour)
      ? member.colour
      : (STAFF_COLOURS.find((c) => !shown.has(c) && !chosen.has(c)) ??
        STAFF_COLOURS[index % STAFF_COLOURS.length]!);
    shown.add(colour);
    colours.set(member.id, colour);
  });
  return colours;
}

export const TEAM_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** the side of the square a staff photo is cut to (the booking page shows it at 40–96 px) */
export const TEAM_PHOTO_SIZE = 256;
export const TEAM_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** A stretch of whole days a person is away (inclusive shop-local dates) with the owner's private note. */
export interface TeamTimeOff {
  from: string;
  to: string;
  note: string;
}

/** A team member as the owner edits them (all languages, private notes). */
export interface TeamMember {
  id: string;
  name: string;
  /** both languages always ('' when not written), so the editor's shape is stable */
  role: { en: string; it: string };
  photo: string | null;
  /** the calendar's colour of this person (their own choice, or the team's default: teamColours) */
  colour: StaffColour;
  /** empty: every service */
  serviceIds: string[];
  /** null: the shop's hours */
  workingHours: WorkingHours | null;
  timeOff: TeamTimeOff[];
}

/** A service the owner can tick for a person. */
export interface TeamService {
  id: string;
  name: string;
  active: boolean;
}

/** GET /api/shops/:id/team */
export interface TeamOverview {
  members: TeamMember[];
  services: TeamService[];
  /** the shop's own week (what "same as the shop" means), null until set */
  shopHours: WorkingHours | null;
  /** the shop's time zone (the hours, time off and the bookings tab's dates are in it) */
  timeZone: string;
}

// ---------------------------------------------------------------------------------------------------------
// Schemas

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

const timeOffSchema = yup
  .object({
    from: yup
      .string()
      .strict()
      .required('validation.required')
      .max(LIMITS.token, 'validation.tooLong')
      .matches(DATE, 'validation.invalidType'),
    to: yup
      .string()
      .strict()
      .required('validation.required')
      .max(LIMITS.token, 'validation.tooLong')
      .matches(DATE, 'validation.invalidType')
      .test('after', 'shopSetup.team.timeOffOrder', function after(to) {
        const from = (this.parent as { from?: string }).from;
        return !from || !to || !DATE.test(from) || from <= to;
      })
      .test('span', 'shopSetup.team.timeOffTooLong', function span(to) {
        const from = (this.parent as { from?: string }).from;
        if (!from || !to || !DATE.test(from) || !DATE.test(to)) return true;
        return (dayMs(to) - dayMs(from)) / 86_400_000 < TEAM_LIMITS.timeOffDays;
      }),
    note: yup.string().strict().max(TEAM_LIMITS.note, 'validation.tooLong').default(''),
  })
  .noUnknown();

const roleSchema = yup
  .object({
    en: yup.string().strict().max(TEAM_LIMITS.role, 'validation.tooLong'),
    it: yup.string().strict().max(TEAM_LIMITS.role, 'validation.tooLong'),
  })
  .noUnknown();

const serviceIdsSchema = yup
  .array(yup.string().strict().max(LIMITS.id, 'validation.tooLong').required())
  .max(TEAM_LIMITS.serviceIds, 'validation.tooMany');

/** What the owner says to do with one booking a change would break. */
export const resolutionSchema = yup
  .object({
    bookingId: yup
      .string()
      .strict()
      .required('validation.required')
      .max(LIMITS.id, 'validation.tooLong'),
    action: yup
      .string()
      .strict()
      .required('validation.required')
      .oneOf(['reassign', 'cancel'] as const, 'validation.invalidType'),
    staffId: yup.string().strict().max(LIMITS.id, 'validation.tooLong'),
    reason: yup.string().strict().max(BOOKING_REASON_MAX, 'validation.tooLong'),
  })
  .noUnknown()
  .test(
    'staff',
    'shopSetup.team.resolutionStaffRequired',
    (r) => r?.action !== 'reassign' || !!r.staffId,
  )
  .test(
    'reason',
    'shopSetup.team.resolutionReasonRequired',
    (r) => r?.action !== 'cancel' || !!r.reason,
  );

export type TeamResolution = yup.InferType<typeof resolutionSchema>;

const resolutionsSchema = yup
  .array(resolutionSchema.required())
  .max(TEAM_LIMITS.resolutions, 'validation.tooMany');

const memberFields = {
  name: yup
    .string()
    .strict()
    .max(LIMITS.name, 'validation.tooLong')
    // blanks around the name do not count (the server stores it trimmed)
    .test(
      'length',
      'shopSetup.team.nameTooShort',
      (name) => name === undefined || name.trim().length >= 2,
    ),
  role: roleSchema.default(undefined),
  colour: yup
    .string()
    .strict()
    .max(LIMITS.token, 'validation.tooLong')
    .oneOf(STAFF_COLOURS, 'validation.invalidType'),
  serviceIds: serviceIdsSchema,
  // the same week as the shop's (one or more ranges a day): src/domain/week-hours-schema.ts
  workingHours: weekHoursSchema.nullable().default(undefined),
  timeOff: yup
    .array(timeOffSchema.required())
    .max(TEAM_LIMITS.timeOff, 'shopSetup.team.timeOffTooMany'),
  resolutions: resolutionsSchema,
};

/** POST /api/shops/:id/team */
export const createTeamMemberSchema = yup
  .object({
    ...memberFields,
    name: memberFields.name.required('shopSetup.team.nameRequired'),
  })
  .noUnknown();
export type CreateTeamMemberInput = yup.InferType<typeof createTeamMemberSchema>;

/** PUT /api/shops/:id/team/:staffId (only the fields sent change) */
export const updateTeamMemberSchema = yup.object(memberFields).noUnknown();
export type UpdateTeamMemberInput = yup.InferType<typeof updateTeamMemberSchema>;

/** DELETE /api/shops/:id/team/:staffId (the body carries resolutions when bookings depend on the person) */
export const deleteTeamMemberSchema = yup.object({ resolutions: resolutionsSchema }).noUnknown();
export type DeleteTeamMemberInput = yup.InferType<typeof deleteTeamMemberSchema>;

// ---------------------------------------------------------------------------------------------------------
// Rules

const STAFF_ID_MAX = 60;

/** A name → the id part of it: lowercase ASCII letters, digits and dashes ('Giulia Rossi' → 'giulia-rossi'). */
export function staffSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, STAFF_ID_MAX)
    .replace(/-+$/, '');
  return slug || 'member';
}

/**
 * The id a new person gets: the slug of their name, with `-2`, `-3`… when taken in this shop. The chair's id is
 * never given: the bookings of a shop without a team carry it, and a person with it would inherit them.
 */
export function newStaffId(name: string, taken: readonly string[]): string {
  const base = staffSlug(name);
  const used = new Set([...taken, SHOP_CHAIR_ID]);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const id = `${base.slice(0, STAFF_ID_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!used.has(id)) return id;
  }
}

/** A stored role (per-language object, or a plain English string from before) → both languages. */
export function teamRoleOf(stored: StoredText): { en: string; it: string } {
  const text = localizedTextOf(stored);
  return { en: text.en ?? '', it: text.it ?? '' };
}

/** A member as the engine reads them (the public view: dates only of time off). */
export function engineMemberOf(member: TeamMember): AvailabilityShop['staff'][number] {
  return {
    id: member.id,
    name: member.name,
    photo: member.photo,
    serviceIds: [...member.serviceIds],
    workingHours: member.workingHours,
    ...(member.timeOff.length > 0
      ? { timeOff: member.timeOff.map(({ from, to }) => ({ from, to })) }
      : {}),
  };
}

/** The shop with its team replaced (how the engine will see the shop once a change is written). */
export function withTeam(shop: AvailabilityShop, members: readonly TeamMember[]): AvailabilityShop {
  return { ...shop, staff: members.map(engineMemberOf) };
}

/** Limits a create must respect: room in the team. */
export const teamIsFull = (members: readonly unknown[]): boolean =>
  members.length >= TEAM_LIMITS.members;
