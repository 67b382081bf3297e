import type { LocalizedText } from '../../../src/domain/localized-text';
import { WEEKDAYS, type BusinessType, type WorkingHours } from '../../../src/domain/shop';

/** A demo team member as stored on the shop (`_id` is a slug unique within the shop). */
export interface SeedStaff {
  _id: string;
  name: string;
  /** what they do, in both languages */
  role: LocalizedText;
  photo: string | null;
  /** empty = performs every service */
  serviceIds: string[];
  /** present only when they do not work the shop's hours */
  workingHours?: WorkingHours;
}

const FIRST_NAMES = [
  'Giulia',
  'Marco',
  'Sara',
  'Luca',
  'Chiara',
  'Matteo',
  'Francesca',
  'Alessandro',
  'Elena',
  'Davide',
  'Martina',
  'Simone',
  'Valentina',
  'Andrea',
  'Federica',
  'Lorenzo',
] as const;

const slug = (name: string) => name.toLowerCase();

/** The roles in a team of each kind: the first person's, then everyone else's. */
const ROLES: Record<BusinessType, [LocalizedText, LocalizedText]> = {
  salon: [
    { en: 'Senior stylist', it: 'Hair stylist senior' },
    { en: 'Stylist', it: 'Hair stylist' },
  ],
  barbershop: [
    { en: 'Master barber', it: 'Maestro barbiere' },
    { en: 'Barber', it: 'Barbiere' },
  ],
  spa: [
    { en: 'Lead therapist', it: 'Responsabile dei trattamenti' },
    { en: 'Spa therapist', it: 'Operatore benessere' },
  ],
  nail_salon: [
    { en: 'Senior nail technician', it: 'Onicotecnica senior' },
    { en: 'Nail technician', it: 'Onicotecnica' },
  ],
  beauty_clinic: [
    { en: 'Head beautician', it: 'Estetista responsabile' },
    { en: 'Beautician', it: 'Estetista' },
  ],
  massage: [
    { en: 'Senior massage therapist', it: 'Massaggiatore senior' },
    { en: 'Massage therapist', it: 'Massaggiatore' },
  ],
};

/** Their own week: a later first opening on every open day and one more day off (the shop's first open day). */
function ownHours(shop: WorkingHours): WorkingHours {
  const hours = structuredClone(shop);
  const firstOpen = WEEKDAYS.find((day) => hours[day].isOpen);
  for (const day of WEEKDAYS) {
    const h = hours[day];
    if (!h.isOpen) continue;
    const first = h.ranges[0];
    if (day === firstOpen) h.isOpen = false;
    else if (first && first.start < '10:00' && first.end > '11:00') first.start = '11:00';
  }
  return hours;
}

/**
 * 2–4 people for about four shops in five (the rest work as one chair): the first does every service, the
 * others a subset that always includes the first service; about one in four has their own hours.
 * `rand` is the shop's own stream, so adding staff changed none of the other demo values.
 */
export function demoStaff(
  rand: () => number,
  serviceIds: readonly string[],
  hours: WorkingHours,
  type: BusinessType,
): SeedStaff[] {
  if (rand() >= 0.8) return [];
  const count = 2 + Math.floor(rand() * 3);
  const offset = Math.floor(rand() * FIRST_NAMES.length);
  return Array.from({ length: count }, (_, i) => {
    const name = FIRST_NAMES[(offset + i * 5) % FIRST_NAMES.length] as string;
    const subset = i === 0 ? [] : serviceIds.filter((_id, j) => j === 0 || rand() < 0.6);
    // the role comes from the position, not the stream, so the other demo values stay as they were
    const role = ROLES[type][i === 0 ? 0 : 1];
    const member: SeedStaff = { _id: slug(name), name, role, photo: null, serviceIds: subset };
    if (i > 0 && rand() < 0.25) member.workingHours = ownHours(hours);
    return member;
  });
}
