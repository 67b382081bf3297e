import type { TeamMember } from '../../src/domain/shop-team';
import { dataOf, need, type Context, type Step } from './scenario-support';

const owner = (ctx: Context) => ({
  token: need(ctx.ownerToken as string | undefined, "the shop owner's token"),
  base: `/api/shops/${need(ctx.ownedShopId as string | undefined, "the owner's shop")}/team`,
});
const addedId = (ctx: Context) =>
  need(ctx.teamMemberId as string | undefined, 'a person the owner added');

/** The team editor (server/modules/shop-team, mocks/handlers/shop-admin/team.ts). */
export const SHOP_TEAM_STEPS: Step[] = [
  {
    name: "shop owner lists the shop's team",
    run: (call, ctx) => {
      const { token, base } = owner(ctx);
      return call('GET', base, { token });
    },
  },
  {
    name: 'shop owner adds a person with a role, own split days off on Sunday and time off',
    run: async (call, ctx) => {
      const { token, base } = owner(ctx);
      const ranges = [
        { start: '10:00', end: '13:00' },
        { start: '14:00', end: '18:00' },
      ];
      const day = { isOpen: true, ranges };
      const answer = await call('POST', base, {
        token,
        body: {
          name: 'Contract Stylist',
          role: { en: 'Stylist', it: 'Stilista' },
          workingHours: {
            monday: day,
            tuesday: day,
            wednesday: day,
            thursday: day,
            friday: day,
            saturday: day,
            sunday: { ...day, isOpen: false },
          },
          timeOff: [{ from: '2030-08-01', to: '2030-08-15', note: 'Summer' }],
        },
      });
      ctx.teamMemberId = dataOf<{ member: TeamMember }>(answer).member.id;
      return answer;
    },
  },
  {
    name: 'shop owner adds a person without a name and with time off ending before it starts',
    run: (call, ctx) => {
      const { token, base } = owner(ctx);
      return call('POST', base, {
        token,
        body: { name: '', timeOff: [{ from: '2030-08-15', to: '2030-08-01' }] },
      });
    },
  },
  {
    name: "shop owner changes a person's name",
    run: (call, ctx) => {
      const { token, base } = owner(ctx);
      return call('PUT', `${base}/${addedId(ctx)}`, {
        token,
        body: { name: 'Contract Colourist' },
      });
    },
  },
  {
    name: 'shop owner edits a person who is not in the team',
    run: (call, ctx) => {
      const { token, base } = owner(ctx);
      return call('PUT', `${base}/nobody-here`, { token, body: { name: 'Someone' } });
    },
  },
  {
    name: 'shop owner removes the person (no bookings depend on them)',
    run: (call, ctx) => {
      const { token, base } = owner(ctx);
      return call('DELETE', `${base}/${addedId(ctx)}`, { token });
    },
  },
  {
    name: "a customer asks for a shop's team",
    run: (call, ctx) =>
      call('GET', owner(ctx).base, {
        token: need(ctx.customerToken, "the customer's token"),
      }),
  },
];
