import { isoDate, type Context, type Step } from './scenario-support';

/**
 * Contract steps of the hours, policies and notification settings editors (ctx.ownerToken, ctx.ownedShopId
 * from SHOP_SETUP_STEPS). The save keeps any booking its hours would affect, so both sides answer 200 whatever
 * bookings the earlier scenarios left.
 */
const day = (isOpen: boolean) => ({ isOpen, ranges: [{ start: '09:00', end: '19:00' }] });
/** a day closed 13:00–15:00 */
const splitDay = {
  isOpen: true,
  ranges: [
    { start: '09:00', end: '13:00' },
    { start: '15:00', end: '19:00' },
  ],
};
const HOURS = {
  workingHours: {
    monday: splitDay,
    tuesday: day(true),
    wednesday: day(true),
    thursday: day(true),
    friday: day(true),
    saturday: day(true),
    sunday: day(false),
  },
  breaks: [{ name: 'Lunch', days: ['monday', 'tuesday'], start: '13:00', end: '14:00' }],
};
const specialDates = () => [
  {
    date: isoDate(200),
    isClosed: true,
    start: null,
    end: null,
    description: { en: 'Closed for training', it: 'Chiuso per formazione' },
  },
];
const POLICIES = {
  cancellation: { allowedHours: 24, feePercentage: 50 },
  reschedule: { allowedHours: 12, maxReschedules: 2 },
  noShow: { feeAmount: 10, maxNoShows: 3 },
  autoConfirm: true,
};

const path = (ctx: Context, part: string) => `/api/shops/${String(ctx.ownedShopId)}/${part}`;
const owner = (ctx: Context) => String(ctx.ownerToken);

export const SHOP_HOURS_STEPS: Step[] = [
  {
    name: 'owner saves the working hours (keeping any booking they affect)',
    run: (call, ctx) =>
      call('PUT', path(ctx, 'working-hours'), {
        token: owner(ctx),
        body: { ...HOURS, specialDates: specialDates(), affectedBookings: 'keep' },
      }),
  },
  {
    name: 'owner reads the working hours',
    run: (call, ctx) => call('GET', path(ctx, 'working-hours'), { token: owner(ctx) }),
  },
  {
    name: 'owner saves hours whose day ends before it starts and a break without a name',
    run: (call, ctx) =>
      call('PUT', path(ctx, 'working-hours'), {
        token: owner(ctx),
        body: {
          ...HOURS,
          workingHours: {
            ...HOURS.workingHours,
            monday: { isOpen: true, ranges: [{ start: '18:00', end: '09:00' }] },
          },
          breaks: [{ name: '', days: [], start: '13:00', end: '14:00' }],
          specialDates: [],
        },
      }),
  },
  {
    name: 'owner saves a day whose time ranges overlap',
    run: (call, ctx) =>
      call('PUT', path(ctx, 'working-hours'), {
        token: owner(ctx),
        body: {
          ...HOURS,
          workingHours: {
            ...HOURS.workingHours,
            tuesday: {
              isOpen: true,
              ranges: [
                { start: '09:00', end: '14:00' },
                { start: '13:00', end: '19:00' },
              ],
            },
          },
          specialDates: [],
        },
      }),
  },
  {
    name: 'a customer reads a shop’s working hours',
    run: (call, ctx) =>
      call('GET', path(ctx, 'working-hours'), { token: String(ctx.customerToken) }),
  },
  {
    name: 'owner saves the policies',
    run: (call, ctx) => call('PUT', path(ctx, 'policies'), { token: owner(ctx), body: POLICIES }),
  },
  {
    name: 'owner reads the policies',
    run: (call, ctx) => call('GET', path(ctx, 'policies'), { token: owner(ctx) }),
  },
  {
    name: 'owner saves a policy out of range',
    run: (call, ctx) =>
      call('PUT', path(ctx, 'policies'), {
        token: owner(ctx),
        body: { ...POLICIES, cancellation: { allowedHours: 200, feePercentage: 50 } },
      }),
  },
  {
    name: 'owner saves the notification settings',
    run: (call, ctx) =>
      call('PUT', path(ctx, 'personal-area-settings'), {
        token: owner(ctx),
        body: { notifications: { email: true, sms: false, push: true, newBookings: true } },
      }),
  },
  {
    name: 'owner reads the notification settings',
    run: (call, ctx) => call('GET', path(ctx, 'personal-area-settings'), { token: owner(ctx) }),
  },
];
