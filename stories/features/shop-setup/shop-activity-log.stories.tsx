import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import {
  activityPageRange,
  activityTotalPages,
  type ShopActivityItem,
} from '@/domain/shop-activity';
import { ShopActivityLog } from '@/features/shop-setup/setup/shop-activity-log';
import { handlersByArea } from '@mocks/handlers/index';
import { withStoryShell } from '../support/story-shell';
import { clickWhenReady } from './shop-hours-story-fixtures';

/** The shop's audit trail (Activity tab): who changed what and when, newest first, a page at a time. */
const SHOP = 'salone-aurora-roma';
const meta = {
  title: 'Features/ShopSetup/ShopActivityLog',
  component: ShopActivityLog,
  decorators: [withStoryShell],
  args: { shopId: SHOP },
  parameters: { shell: { path: '/shop/personal#activity', role: 'shop' } },
} satisfies Meta<typeof ShopActivityLog>;
export default meta;
type Story = StoryObj<typeof meta>;

const owner = { userId: 'user-demo-shop', role: 'shop', name: 'Marco Bianchi' };
const admin = { userId: 'user-demo-admin', role: 'admin', name: 'Elena Conti' };

/** `count` entries, newest first, one every 47 minutes back from 1 June 2026 18:00 UTC. */
function entries(count: number): ShopActivityItem[] {
  const samples: Omit<ShopActivityItem, 'id' | 'at'>[] = [
    {
      actor: owner,
      section: 'services',
      action: 'service_updated',
      changes: [
        { field: 'price', before: 45, after: 48 },
        { field: 'durationMinutes', before: 45, after: 60 },
      ],
    },
    {
      actor: owner,
      section: 'hours',
      action: 'hours_updated',
      changes: [
        {
          field: 'workingHours.saturday',
          before: { isOpen: true, start: '09:00', end: '13:00' },
          after: { isOpen: true, start: '09:00', end: '17:00' },
        },
      ],
    },
    {
      actor: admin,
      section: 'profile',
      action: 'profile_updated',
      changes: [{ field: 'description.it', before: null, after: 'Salone nel cuore di Roma.' }],
    },
    { actor: owner, section: 'photos', action: 'photo_added', changes: [] },
  ];
  return Array.from({ length: count }, (_, i) => ({
    ...samples[i % samples.length]!,
    id: `${SHOP}:${count - i}`,
    at: new Date(Date.UTC(2026, 5, 1, 18) - i * 47 * 60_000).toISOString(),
  }));
}

function activityHandlers(items: ShopActivityItem[], mode: 'ok' | 'loading' | 'error' = 'ok') {
  return {
    msw: {
      handlers: {
        ...handlersByArea,
        shopAdmin: [
          http.get('/api/shops/:id/activity', async ({ request }) => {
            if (mode === 'loading') await delay('infinite');
            if (mode === 'error')
              return HttpResponse.json(
                { success: false, code: 'INTERNAL', message: 'Something went wrong.' },
                { status: 500 },
              );
            const url = new URL(request.url);
            const page = Number(url.searchParams.get('page') ?? 1);
            const limit = Number(url.searchParams.get('limit') ?? 20);
            const range = activityPageRange(items.length, page, limit);
            // items are newest first: entry number n sits at index total - n
            const pageItems = range
              ? items.slice(items.length - range.newest, items.length - range.oldest + 1)
              : [];
            return HttpResponse.json({
              success: true,
              data: {
                items: pageItems,
                timeZone: 'Europe/Rome',
                total: items.length,
                page,
                limit,
                totalPages: activityTotalPages(items.length, limit),
              },
            });
          }),
          ...(handlersByArea.shopAdmin as RequestHandler[]),
        ],
      },
    },
  };
}

/** A few changes by the owner and an administrator. */
export const Default: Story = { parameters: activityHandlers(entries(4)) };

/** More than a page: "Load more" appends the next one. */
export const ManyPages: Story = { parameters: activityHandlers(entries(45)) };

export const LoadedMore: Story = {
  parameters: activityHandlers(entries(45)),
  // plain DOM clicks: user-event and findBy switch the story harness's act environment off (see clickWhenReady)
  play: ({ canvasElement }) => clickWhenReady(canvasElement, 'button', /load more|carica altro/i),
};

/** A shop nobody has changed yet. */
export const Empty: Story = { parameters: activityHandlers([]) };

export const Loading: Story = { parameters: activityHandlers([], 'loading') };

export const LoadError: Story = { parameters: activityHandlers([], 'error') };
