import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { editableWeek, type AffectedBooking, type WorkingHoursSettings } from '@/domain/shop-hours';
import { handlersByArea } from '@mocks/handlers/index';
import { failure } from '@mocks/handlers/failure';

/** The demo owner's shop: the mocks let the signed-in demo owner manage it. */
export const STORY_SHOP_ID = DEMO_OWNED_SHOP_ID;
export const HOURS_URL = `/api/shops/${STORY_SHOP_ID}/working-hours`;
export const POLICIES_URL = `/api/shops/${STORY_SHOP_ID}/policies`;
export const NOTIFICATIONS_URL = `/api/shops/${STORY_SHOP_ID}/personal-area-settings`;

/** A shop that has set nothing yet: every day closed, no breaks, no special dates. */
export const EMPTY_HOURS: WorkingHoursSettings = {
  workingHours: editableWeek(null),
  breaks: [],
  specialDates: [],
  timeZone: 'Europe/Rome',
};

const range = (start: string, end: string) => ({ start, end });
const split = { isOpen: true, ranges: [range('09:00', '13:00'), range('15:00', '19:00')] };

/** An Italian week: closed for lunch on weekdays, three stretches on Saturday, closed on Sunday and Monday. */
export const SPLIT_HOURS: WorkingHoursSettings = {
  ...EMPTY_HOURS,
  workingHours: {
    ...EMPTY_HOURS.workingHours,
    tuesday: split,
    wednesday: split,
    thursday: split,
    friday: { isOpen: true, ranges: [range('09:00', '13:00'), range('15:00', '20:00')] },
    saturday: {
      isOpen: true,
      ranges: [range('08:30', '12:00'), range('13:00', '15:00'), range('16:00', '18:00')],
    },
  },
};

/** Tuesday's two ranges overlap (the form says so before anything is sent). */
export const OVERLAPPING_HOURS: WorkingHoursSettings = {
  ...SPLIT_HOURS,
  workingHours: {
    ...SPLIT_HOURS.workingHours,
    tuesday: { isOpen: true, ranges: [range('09:00', '14:00'), range('13:00', '19:00')] },
  },
};

/** GET answers these hours. */
export const answerHours = (hours: WorkingHoursSettings) =>
  http.get(HOURS_URL, () => HttpResponse.json({ success: true, data: hours }));

export const AFFECTED: AffectedBooking[] = [
  {
    id: 'bk_story_1',
    reference: 'ORA-7K2P',
    date: '2030-03-04',
    time: '17:30',
    customerName: 'Giulia Bianchi',
    service: 'Haircut & styling',
  },
  {
    id: 'bk_story_2',
    reference: 'ORA-9Q4M',
    date: '2030-03-11',
    time: '18:00',
    customerName: 'Marco Rossi',
    service: 'Beard trim',
  },
];

/** The standard mocks with some of the shop-management answers replaced (the rest still answer). */
export const withShopAdmin = (...overrides: RequestHandler[]) => ({
  handlers: { ...handlersByArea, shopAdmin: [...overrides, ...(handlersByArea.shopAdmin ?? [])] },
});

export const answerForever = (method: 'get' | 'put', url: string) =>
  http[method](url, async () => {
    await delay('infinite');
    return HttpResponse.json({ success: true, data: null });
  });

export const answerFailure = (method: 'get' | 'put', url: string) =>
  http[method](url, () => failure('INTERNAL'));

export const answerAffected = () =>
  http.put(HOURS_URL, async () => {
    const refusal = (await failure('HOURS_AFFECT_BOOKINGS').json()) as object;
    return HttpResponse.json({ ...refusal, data: { affectedBookings: AFFECTED } }, { status: 409 });
  });

/**
 * Clicks the first `selector` element whose text (or aria-label) matches, once it is there and enabled. Plain DOM
 * queries, a plain polling loop and a native click: the story tests render in jsdom inside one act(), where
 * user-event, the findBy queries and waitFor switch the act environment off and React logs errors.
 */
export async function clickWhenReady(
  root: ParentNode,
  selector: string,
  text: RegExp,
): Promise<void> {
  const until = Date.now() + 5000;
  for (;;) {
    const target = Array.from(root.querySelectorAll<HTMLElement>(selector)).find(
      (element) =>
        text.test(element.getAttribute('aria-label') ?? element.textContent ?? '') &&
        !(element as HTMLButtonElement).disabled &&
        element.getAttribute('aria-disabled') !== 'true',
    );
    if (target) {
      target.click();
      return;
    }
    if (Date.now() > until) throw new Error(`no ${selector} matching ${String(text)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A save during which customers booked times the new hours leave out: kept and listed. */
export const answerBookedMeanwhile = () =>
  http.put(HOURS_URL, async ({ request }) => {
    const hours = (await request.json()) as object;
    return HttpResponse.json({
      success: true,
      data: { ...hours, timeZone: 'Europe/Rome', bookedMeanwhile: AFFECTED },
    });
  });
