import { http, HttpResponse, type RequestHandler } from 'msw';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import type { BlockConflict, ShopBlock } from '@/domain/shop-blocks';
import { handlersByArea } from '@mocks/handlers/index';
import { failure } from '@mocks/handlers/failure';

/** The demo owner's shop: the mocks let the signed-in demo owner manage it. */
export const BLOCK_SHOP_ID = DEMO_OWNED_SHOP_ID;
export const BLOCK_DAY = '2030-03-04';
const BLOCKS_URL = `/api/shops/${BLOCK_SHOP_ID}/blocks`;

export const IN_THE_WAY: BlockConflict[] = [
  {
    id: 'bk_story_1',
    reference: 'ORA-7K2P',
    date: BLOCK_DAY,
    time: '15:00',
    durationMinutes: 60,
    staffId: 'story-staff',
    customerName: 'Giulia Bianchi',
    service: 'Haircut & styling',
  },
  {
    id: 'bk_story_2',
    reference: 'ORA-9Q4M',
    date: BLOCK_DAY,
    time: '16:30',
    durationMinutes: 30,
    staffId: 'story-staff',
    customerName: 'Marco Rossi',
    service: 'Beard trim',
  },
];

export const DAY_BLOCKS: ShopBlock[] = [
  {
    id: '20300304-story0001',
    shopId: BLOCK_SHOP_ID,
    staffId: null,
    date: BLOCK_DAY,
    startTime: '09:00',
    endTime: '10:00',
    reason: 'Team meeting',
    createdAt: '2030-02-20T10:00:00.000Z',
  },
  {
    id: '20300304-story0002',
    shopId: BLOCK_SHOP_ID,
    staffId: null,
    date: BLOCK_DAY,
    startTime: '14:00',
    endTime: '15:30',
    reason: 'Supplier delivery',
    createdAt: '2030-02-21T10:00:00.000Z',
  },
];

/** The standard mocks with some blocked-time answers replaced (the rest still answer). */
export const withBlocks = (...overrides: RequestHandler[]) => ({
  msw: {
    handlers: {
      ...handlersByArea,
      shopOps: [...overrides, ...(handlersByArea.shopOps ?? [])],
    },
  },
});

export const answerInTheWay = () =>
  http.post(BLOCKS_URL, async () => {
    const refusal = (await failure('BLOCK_OVERLAPS_BOOKINGS').json()) as object;
    return HttpResponse.json({ ...refusal, data: { bookings: IN_THE_WAY } }, { status: 409 });
  });

export const answerBlocks = (blocks: ShopBlock[]) =>
  http.get(BLOCKS_URL, () => HttpResponse.json({ success: true, data: { blocks } }));

/**
 * Types into the dialog's reason as a person would: the native value setter and an input event, which React's
 * onChange hears (plain DOM, like clickWhenReady: the story harness's act environment stays on).
 */
export async function typeReason(text: string): Promise<void> {
  const until = Date.now() + 5000;
  for (;;) {
    const field = document.body.querySelector<HTMLTextAreaElement>('textarea[name="reason"]');
    if (field) {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(
        field,
        text,
      );
      field.dispatchEvent(new Event('input', { bubbles: true }));
      return;
    }
    if (Date.now() > until) throw new Error('no reason field');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
