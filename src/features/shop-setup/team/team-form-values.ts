import { setIn } from 'formik';
import type { ValidationError } from 'yup';
import { WEEKDAYS, type WorkingHours } from '@/domain/shop';
import {
  createTeamMemberSchema,
  type CreateTeamMemberInput,
  type StaffColour,
  type TeamMember,
  type TeamTimeOff,
} from '@/domain/shop-team';

/** The add/edit form: flat fields for formik, turned into the API's input by `teamInputOf`. */
export interface TeamFormValues {
  name: string;
  roleEn: string;
  roleIt: string;
  /** their colour on the calendar */
  colour: StaffColour;
  /** true: performs every service (stored as an empty list) */
  allServices: boolean;
  serviceIds: string[];
  /** false: the shop's hours */
  ownHours: boolean;
  workingHours: WorkingHours;
  timeOff: TeamTimeOff[];
}

/** A person's own week starts from the shop's (or 09:00–18:00 Monday to Saturday when the shop has none). */
function startingWeek(shopHours: WorkingHours | null): WorkingHours {
  if (shopHours) return structuredClone(shopHours);
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      { isOpen: day !== 'sunday', ranges: [{ start: '09:00', end: '18:00' }] },
    ]),
  ) as WorkingHours;
}

/** `colour`: a new person's (the team's next default colour). */
export function teamFormValuesOf(
  member: TeamMember | null,
  shopHours: WorkingHours | null,
  colour: StaffColour = 'blue',
): TeamFormValues {
  return {
    name: member?.name ?? '',
    roleEn: member?.role.en ?? '',
    roleIt: member?.role.it ?? '',
    colour: member?.colour ?? colour,
    allServices: !member || member.serviceIds.length === 0,
    serviceIds: member?.serviceIds ?? [],
    ownHours: Boolean(member?.workingHours),
    workingHours: member?.workingHours ?? startingWeek(shopHours),
    timeOff: member?.timeOff.map((t) => ({ ...t })) ?? [],
  };
}

export function teamInputOf(values: TeamFormValues): CreateTeamMemberInput {
  return {
    name: values.name.trim(),
    role: { en: values.roleEn.trim(), it: values.roleIt.trim() },
    colour: values.colour,
    serviceIds: values.allServices ? [] : values.serviceIds,
    workingHours: values.ownHours ? values.workingHours : null,
    timeOff: values.timeOff.map((t) => ({ from: t.from, to: t.to, note: t.note.trim() })),
  };
}

/** API input paths → form paths (the rest are the same). */
const FORM_PATH: Record<string, string> = { 'role.en': 'roleEn', 'role.it': 'roleIt' };

/** formik's validate with the server's schema: the same rules and message ids on both sides. */
export function validateTeamForm(values: TeamFormValues): Record<string, unknown> {
  try {
    createTeamMemberSchema.validateSync(teamInputOf(values), { abortEarly: false });
    return {};
  } catch (error) {
    let errors: Record<string, unknown> = {};
    for (const inner of (error as ValidationError).inner ?? []) {
      if (!inner.path) continue;
      const path = FORM_PATH[inner.path] ?? inner.path;
      errors = setIn(errors, path, inner.message);
    }
    return errors;
  }
}
