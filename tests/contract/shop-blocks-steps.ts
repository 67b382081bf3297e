import { dataOf, isoDate, type Context, type Step } from './scenario-support';

/**
 * Contract steps of blocked time (ctx.ownerToken, ctx.ownedShopId from SHOP_SETUP_STEPS). The block sits before
 * opening time on a date weeks ahead, so no booking of the earlier scenarios is in its way on either side; each
 * side's block id is kept in its own context (`ctx.blockId`).
 */
const path = (ctx: Context, rest = '') => `/api/shops/${String(ctx.ownedShopId)}/blocks${rest}`;
const owner = (ctx: Context) => String(ctx.ownerToken);
const date = () => isoDate(45);
const block = () => ({
  staffId: null,
  date: date(),
  startTime: '07:00',
  endTime: '08:00',
  reason: 'Team training',
});

export const SHOP_BLOCKS_STEPS: Step[] = [
  {
    name: 'owner blocks an hour for the whole shop',
    run: async (call, ctx) => {
      const answer = await call('POST', path(ctx), { token: owner(ctx), body: block() });
      if (answer.status === 201) ctx.blockId = dataOf<{ block: { id: string } }>(answer).block.id;
      return answer;
    },
  },
  {
    name: 'owner lists the blocked time of a few days',
    run: (call, ctx) =>
      call('GET', path(ctx, `?from=${date()}&to=${isoDate(47)}`), { token: owner(ctx) }),
  },
  {
    name: 'owner blocks the same hour again',
    run: (call, ctx) => call('POST', path(ctx), { token: owner(ctx), body: block() }),
  },
  {
    // half an hour earlier: its new time overlaps its old one, which counts as its own
    name: 'owner moves the block half an hour earlier',
    run: (call, ctx) =>
      call('PATCH', path(ctx, `/${String(ctx.blockId)}`), {
        token: owner(ctx),
        body: { staffId: null, date: date(), startTime: '06:30' },
      }),
  },
  {
    name: 'owner moves the block to start at 23:30 (it would end past midnight)',
    run: (call, ctx) =>
      call('PATCH', path(ctx, `/${String(ctx.blockId)}`), {
        token: owner(ctx),
        body: { staffId: null, date: date(), startTime: '23:30' },
      }),
  },
  {
    // 35 days later is always another month: the block gets a new id there
    name: 'owner moves the block to another month',
    run: async (call, ctx) => {
      const answer = await call('PATCH', path(ctx, `/${String(ctx.blockId)}`), {
        token: owner(ctx),
        body: { staffId: null, date: isoDate(80), startTime: '07:00' },
      });
      if (answer.status === 200) ctx.blockId = dataOf<{ block: { id: string } }>(answer).block.id;
      return answer;
    },
  },
  {
    name: 'owner moves a block that does not exist',
    run: (call, ctx) =>
      call('PATCH', path(ctx, '/20990101-abcdef'), {
        token: owner(ctx),
        body: { staffId: null, date: date(), startTime: '07:00' },
      }),
  },
  {
    name: 'a customer tries to move a shop’s block',
    run: (call, ctx) =>
      call('PATCH', path(ctx, `/${String(ctx.blockId)}`), {
        token: String(ctx.customerToken),
        body: { staffId: null, date: date(), startTime: '07:00' },
      }),
  },
  {
    name: 'owner blocks with the end before the start and no reason',
    run: (call, ctx) =>
      call('POST', path(ctx), {
        token: owner(ctx),
        body: { ...block(), startTime: '10:00', endTime: '09:00', reason: '' },
      }),
  },
  {
    name: 'owner lists blocked time over too long a range',
    run: (call, ctx) =>
      call('GET', path(ctx, `?from=${date()}&to=${isoDate(200)}`), { token: owner(ctx) }),
  },
  {
    name: 'a customer tries to block a shop’s time',
    run: (call, ctx) =>
      call('POST', path(ctx), { token: String(ctx.customerToken), body: block() }),
  },
  {
    name: 'owner deletes the block',
    run: (call, ctx) => call('DELETE', path(ctx, `/${String(ctx.blockId)}`), { token: owner(ctx) }),
  },
  {
    name: 'owner deletes the same block again',
    run: (call, ctx) => call('DELETE', path(ctx, `/${String(ctx.blockId)}`), { token: owner(ctx) }),
  },
];
