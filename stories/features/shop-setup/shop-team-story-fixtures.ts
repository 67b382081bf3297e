import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { within } from 'storybook/test';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import type { WorkingHours } from '@/domain/shop';
import type { TeamMember, TeamService } from '@/domain/shop-team';
import type { AffectedBooking } from '@/domain/shop-team-conflicts';
import { handlersByArea } from '@mocks/handlers/index';
import { failure } from '@mocks/handlers/failure';

/** The demo owner's shop: the mocks let the signed-in demo owner manage it. */
export const STORY_SHOP_ID = DEMO_OWNED_SHOP_ID;
export const TEAM_URL = `/api/shops/${STORY_SHOP_ID}/team`;

const day = (isOpen: boolean) => ({ isOpen, ranges: [{ start: '09:00', end: '18:00' }] });
export const STORY_WEEK: WorkingHours = {
  monday: day(true),
  tuesday: day(true),
  wednesday: day(true),
  thursday: day(true),
  friday: day(true),
  saturday: day(true),
  sunday: day(false),
};

export const STORY_SERVICES: TeamService[] = [
  { id: 'story-cut', name: 'Haircut & styling', active: true },
  { id: 'story-colour', name: 'Colour', active: true },
  { id: 'story-beard', name: 'Beard trim', active: false },
];

export const STORY_MEMBER: TeamMember = {
  id: 'giulia',
  name: 'Giulia Rossi',
  role: { en: 'Senior stylist', it: 'Stilista senior' },
  photo: null,
  colour: 'teal',
  serviceIds: ['story-cut', 'story-colour'],
  workingHours: { ...STORY_WEEK, monday: day(false) },
  timeOff: [{ from: '2030-08-01', to: '2030-08-15', note: 'Summer holiday' }],
};

export const STORY_AFFECTED: AffectedBooking[] = [
  {
    bookingId: 'bk_story_1',
    reference: 'ORA-7K2P',
    date: '2030-03-04',
    time: '17:30',
    durationMinutes: 60,
    staffId: 'giulia',
    customerName: 'Giulia Bianchi',
    serviceNames: ['Haircut & styling'],
    candidates: [
      { id: 'marco', name: 'Marco' },
      { id: 'sara', name: 'Sara' },
    ],
  },
  {
    bookingId: 'bk_story_2',
    reference: 'ORA-9Q4M',
    date: '2030-03-11',
    time: '18:00',
    durationMinutes: 30,
    staffId: 'giulia',
    customerName: 'Marco Verdi',
    serviceNames: ['Colour'],
    candidates: [],
  },
];

/** The standard mocks with some of the team answers replaced (the rest still answer). */
export const withTeamMocks = (...overrides: RequestHandler[]) => ({
  handlers: { ...handlersByArea, shopAdmin: [...overrides, ...(handlersByArea.shopAdmin ?? [])] },
});

export const answerForever = (method: 'get' | 'post' | 'put' | 'delete', url: string) =>
  http[method](url, async () => {
    await delay('infinite');
    return HttpResponse.json({ success: true, data: null });
  });

export const answerFailure = (method: 'get' | 'post' | 'put' | 'delete', url: string) =>
  http[method](url, () => failure('INTERNAL'));

export const answerTeam = (members: TeamMember[]) =>
  http.get(TEAM_URL, () =>
    HttpResponse.json({
      success: true,
      data: { members, services: STORY_SERVICES, shopHours: STORY_WEEK },
    }),
  );

/** Any removal is refused with the affected bookings (the story then shows the dialog). */
export const answerAffectedOnDelete = () =>
  http.delete(`${TEAM_URL}/:staffId`, async () => {
    const refusal = (await failure('TEAM_AFFECTS_BOOKINGS').json()) as object;
    return HttpResponse.json({ ...refusal, data: { affected: STORY_AFFECTED } }, { status: 409 });
  });

/**
 * Clicks the first button named `name` once it is there and enabled. It polls inside the story's act() instead
 * of testing-library's waitFor, which leaves act while it waits: the dialogs and formik update state then, and
 * React would warn about updates outside act.
 */
export async function press(name: RegExp): Promise<void> {
  for (let attempt = 0; attempt < 250; attempt += 1) {
    const [button] = within(document.body).queryAllByRole('button', { name });
    if (button && !(button as HTMLButtonElement).disabled) {
      clickNatively(button);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no enabled button ${String(name)}`);
}

/**
 * A plain DOM click for play functions: the story tests render in jsdom outside act(), where user-event's
 * act wrapping logs an error.
 */
export function clickNatively(element: HTMLElement): void {
  element.click();
}
