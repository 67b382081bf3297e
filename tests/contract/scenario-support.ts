import { DEMO_ACCOUNTS } from '../../src/domain/demo';

/** What the scripted steps share: the call and answer types, the context they fill, small helpers. */

export interface Answer {
  status: number;
  body: unknown;
}

export type Call = (
  method: string,
  path: string,
  /** `language`: the Accept-Language sent (default en); `form`: a multipart body instead of JSON */
  options?: { token?: string; body?: unknown; language?: string; form?: FormData },
) => Promise<Answer>;

/** What the steps learn as they go (per target). */
export interface Context {
  shopId?: string;
  serviceId?: string;
  customerToken?: string;
  otherToken?: string;
  adminToken?: string;
  slot?: { date: string; time: string };
  laterSlot?: { date: string; time: string };
  bookingId?: string;
  staffId?: string | null;
  favoriteShopId?: string;
  [key: string]: unknown;
}

export interface Step {
  name: string;
  run: (call: Call, ctx: Context) => Promise<Answer>;
  /**
   * What of the answer's `data` both sides must agree on beyond its shape (their data differ, so only what the
   * same situation decides on either side), compared for equality.
   */
  agree?: (data: unknown) => unknown;
}

export const customer = DEMO_ACCOUNTS.find((a) => a.role === 'customer')!;
export const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
export const shopOwner = DEMO_ACCOUNTS.find((a) => a.role === 'shop')!;

export const dataOf = <T>(answer: Answer): T => (answer.body as { data: T }).data;
export const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`an earlier step did not provide ${what}`);
  return value;
};

export const isoDate = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A free time from next week on, and another at least a week later (a reschedule to it never overlaps). */
export async function findSlots(call: Call, ctx: Context): Promise<Answer> {
  let last: Answer = { status: 0, body: null };
  const firstFree = async (from: number): Promise<{ date: string; time: string } | undefined> => {
    for (let offset = from; offset < from + 14; offset += 1) {
      const date = isoDate(offset);
      last = await call(
        'GET',
        `/api/bookings/available-slots?shopId=${ctx.shopId}&serviceIds=${ctx.serviceId}&date=${date}`,
      );
      if (last.status !== 200) return undefined;
      const slots = dataOf<{ slots: { time: string; available: boolean }[] }>(last).slots;
      const free = slots.find((s) => s.available);
      if (free) return { date, time: free.time };
    }
    return undefined;
  };
  ctx.slot = await firstFree(7);
  const answer = last;
  ctx.laterSlot = await firstFree(15);
  return answer;
}

export const login = (call: Call, email: string, password: string) =>
  call('POST', '/api/auth/login', { body: { email, password } });

export const bookingBody = (ctx: Context, slot = need(ctx.slot, 'a free slot')) => ({
  shopId: need(ctx.shopId, 'a shop'),
  serviceIds: [need(ctx.serviceId, 'a service')],
  staffId: null,
  date: slot.date,
  time: slot.time,
  customerDetails: {
    name: 'Contract Customer',
    email: 'contract@example.com',
    phone: '+39 333 123 4567',
    specialRequests: '',
    firstTimeCustomer: false,
    sendReminders: true,
    acceptTerms: true,
  },
});
