import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import type { TeamMember } from '@/domain/shop-team';
import type { AffectedBooking } from '@/domain/shop-team-conflicts';
import { ShopTeamSettings } from '@/features/shop-setup';
import { CatalogSectionProvider } from '@/i18n';
import { server } from '@mocks/node';
import { failure } from '../../../../mocks/handlers/failure';
import { resetShopTeamMock } from '../../../../mocks/handlers/shop-admin/team';
import { renderWithProviders, signIn, stubMatchMedia } from '../../app/test-utils';
import { IntlMessageFormat } from 'intl-messageformat';
import en from '@/i18n/en.json';
import { msg } from '../profile/helpers';

/** English text of a message with ICU plurals filled (msg only fills plain placeholders). */
const icu = (id: string, values: Record<string, string | number>) =>
  String(new IntlMessageFormat((en as Record<string, string>)[id]!, 'en').format(values));

const SHOP = DEMO_OWNED_SHOP_ID;
const TEAM_PATH = `/api/shops/${SHOP}/team`;

const member = (id: string, name: string, over: Partial<TeamMember> = {}): TeamMember => ({
  id,
  name,
  role: { en: 'Stylist', it: 'Stilista' },
  photo: null,
  colour: 'blue',
  serviceIds: [],
  workingHours: null,
  timeOff: [],
  ...over,
});

beforeEach(() => {
  resetShopTeamMock({
    [SHOP]: [member('anna', 'Anna'), member('bruno', 'Bruno', { colour: 'rose' })],
  });
  stubMatchMedia({ width: 360 });
  signIn('shop');
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});

const inShopArea = (ui: React.ReactNode) =>
  renderWithProviders(<CatalogSectionProvider section="pages">{ui}</CatalogSectionProvider>);

async function openTeam() {
  const utils = await inShopArea(<ShopTeamSettings shopId={SHOP} />);
  await screen.findByRole('heading', { name: msg('shopSetup.team.title') });
  return utils;
}

describe('ShopTeamSettings', () => {
  it('lists the team with roles, and says the shop works as one chair when there is nobody', async () => {
    await openTeam();
    const list = await screen.findByRole('list', { name: msg('shopSetup.team.title') });
    expect(within(list).getByText('Anna')).toBeInTheDocument();
    expect(within(list).getByText('Bruno')).toBeInTheDocument();
    expect(within(list).getAllByText(/^Stylist · /)).toHaveLength(2);

    resetShopTeamMock({ [SHOP]: [] });
    await openTeam();
    expect(await screen.findByText(msg('shopSetup.team.emptyTitle'))).toBeInTheDocument();
    expect(screen.getByText(msg('shopSetup.team.emptyDescription'))).toBeInTheDocument();
  });

  it('adds a person who performs only the chosen service, and shows them with a saved message', async () => {
    const sent: Record<string, unknown>[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/team'))
        void request
          .clone()
          .json()
          .then((body) => sent.push(body as Record<string, unknown>));
    });
    const { user } = await openTeam();
    await user.click(screen.getByRole('button', { name: msg('shopSetup.team.add') }));
    const dialog = await screen.findByRole('dialog', { name: msg('shopSetup.team.addTitle') });
    await user.type(
      within(dialog).getByLabelText(new RegExp(msg('shopSetup.team.name'))),
      'Carla Neri',
    );
    await user.type(within(dialog).getByLabelText(msg('shopSetup.team.roleIt')), 'Colorista');
    // the first colour no one shows yet (Anna blue, Bruno rose)
    expect(within(dialog).getByLabelText(msg('shopSetup.team.colours.teal'))).toBeChecked();
    await user.click(within(dialog).getByLabelText(msg('shopSetup.team.allServices')));
    const [firstService] = within(dialog).getAllByRole('checkbox').slice(1);
    await user.click(firstService!);
    await user.click(within(dialog).getByRole('button', { name: msg('shopSetup.team.save') }));
    expect(
      await screen.findByText(icu('shopSetup.team.saved', { cancelled: 0, reassigned: 0 })),
    ).toBeInTheDocument();
    expect(screen.getByText('Carla Neri')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      name: 'Carla Neri',
      role: { it: 'Colorista' },
      colour: 'teal',
      workingHours: null,
    });
    expect((sent[0]!.serviceIds as string[]).length).toBe(1);
  });

  it('changes a person’s calendar colour from the palette, with the arrow keys', async () => {
    const sent: Record<string, unknown>[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((body) => sent.push(body as Record<string, unknown>));
    });
    const { user } = await openTeam();
    await user.click(
      screen.getByRole('button', { name: msg('shopSetup.team.edit', { name: 'Anna' }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: msg('shopSetup.team.editTitle') });
    const colour = (name: string) =>
      within(dialog).getByLabelText(msg(`shopSetup.team.colours.${name}`));
    expect(colour('blue')).toBeChecked();
    colour('blue').focus();
    await user.keyboard('{ArrowRight}');
    expect(colour('rose')).toBeChecked();
    await user.click(colour('violet'));
    await user.click(within(dialog).getByRole('button', { name: msg('shopSetup.team.save') }));
    await vi.waitFor(() => expect(sent[0]).toMatchObject({ colour: 'violet' }));
    const list = await screen.findByRole('list', { name: msg('shopSetup.team.title') });
    await vi.waitFor(() => expect(list.querySelector('[data-colour="violet"]')).not.toBeNull());
  });

  it('uploads the chosen photo after adding the person; a failed upload is retried as an edit', async () => {
    let uploads = 0;
    server.use(
      http.post(`${TEAM_PATH}/:staffId/photo`, () => {
        uploads += 1;
        return failure('INTERNAL');
      }),
    );
    const { user } = await openTeam();
    await user.click(screen.getByRole('button', { name: msg('shopSetup.team.add') }));
    const dialog = await screen.findByRole('dialog', { name: msg('shopSetup.team.addTitle') });
    await user.type(within(dialog).getByLabelText(new RegExp(msg('shopSetup.team.name'))), 'Dora');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['png'], 'dora.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: msg('shopSetup.team.save') }));
    // the person exists now: the dialog turns into the edit dialog with the failure
    expect(
      await screen.findByRole('dialog', { name: msg('shopSetup.team.editTitle') }),
    ).toBeInTheDocument();
    expect(uploads).toBe(1);
    expect(screen.getByText('Dora')).toBeInTheDocument();
  });

  it('refuses a person without a name with the message, and sends nothing', async () => {
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts += 1;
    });
    const { user } = await openTeam();
    await user.click(screen.getByRole('button', { name: msg('shopSetup.team.add') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: msg('shopSetup.team.save') }));
    expect(await within(dialog).findByText(msg('shopSetup.team.nameRequired'))).toBeInTheDocument();
    expect(posts).toBe(0);
  });

  it('asks what to do with the bookings a removal breaks, and removes after the answers', async () => {
    const affected: AffectedBooking[] = [
      {
        bookingId: 'bk_1',
        reference: 'ORA-AAA111',
        date: '2030-06-03',
        time: '10:00',
        durationMinutes: 60,
        staffId: 'anna',
        customerName: 'Giulia Romano',
        serviceNames: ['Haircut'],
        candidates: [],
      },
    ];
    const bodies: unknown[] = [];
    server.use(
      http.delete(`${TEAM_PATH}/anna`, async ({ request }) => {
        const body = (await request.json()) as { resolutions?: unknown[] };
        bodies.push(body);
        if (!body.resolutions) {
          const refusal = (await failure('TEAM_AFFECTS_BOOKINGS').json()) as object;
          return HttpResponse.json({ ...refusal, data: { affected } }, { status: 409 });
        }
        return HttpResponse.json({
          success: true,
          data: { id: 'anna', cancelled: 1, reassigned: 0 },
        });
      }),
    );
    const { user } = await openTeam();
    await user.click(
      screen.getByRole('button', { name: msg('shopSetup.team.delete', { name: 'Anna' }) }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: msg('shopSetup.team.deleteTitle', { name: 'Anna' }),
    });
    await user.click(
      within(confirm).getByRole('button', { name: msg('shopSetup.team.deleteConfirm') }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: icu('shopSetup.team.affected.title', { count: 1 }),
    });
    expect(within(dialog).getByText(/Giulia Romano/)).toBeInTheDocument();
    expect(within(dialog).getByText(msg('shopSetup.team.affected.nobodyFree'))).toBeInTheDocument();
    // nobody is free, so the booking is to be cancelled: a reason is needed first
    await user.click(
      within(dialog).getByRole('button', { name: msg('shopSetup.team.affected.confirm') }),
    );
    expect(
      await within(dialog).findByText(msg('shopSetup.team.resolutionReasonRequired')),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText(new RegExp(msg('shopSetup.team.affected.reason'))),
      'Anna has left',
    );
    await user.click(
      within(dialog).getByRole('button', { name: msg('shopSetup.team.affected.confirm') }),
    );
    expect(
      await screen.findByText(icu('shopSetup.team.deleted', { cancelled: 1, reassigned: 0 })),
    ).toBeInTheDocument();
    expect(bodies[1]).toEqual({
      resolutions: [{ bookingId: 'bk_1', action: 'cancel', reason: 'Anna has left' }],
    });
  });

  it('shows an error with a retry when the team cannot be loaded', async () => {
    server.use(http.get(TEAM_PATH, () => failure('INTERNAL'), { once: true }));
    const { user } = await inShopArea(<ShopTeamSettings shopId={SHOP} />);
    const retry = await screen.findByRole('button', { name: msg('shopSetup.team.retry') });
    expect(screen.getByText(msg('shopSetup.team.loadFailed'))).toBeInTheDocument();
    await user.click(retry);
    await waitFor(() => expect(screen.getByText('Anna')).toBeInTheDocument());
  });
});
