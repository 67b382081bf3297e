import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { ShopProfileSettings } from '@/features/shop-setup';
import { CatalogSectionProvider } from '@/i18n/catalog-section-provider';
import { resetProfileMockState } from '@mocks/data/profile';
import { shopCatalogue } from '@mocks/data/shops';
import { resetMockShopProfiles } from '@mocks/handlers/shop-admin/profile';
import { server } from '@mocks/node';
import { failure } from '../../../../mocks/handlers/failure';
import { renderWithProviders, signIn, stubMatchMedia } from '../../app/test-utils';
import { msg } from '../profile/helpers';

const SHOP = DEMO_OWNED_SHOP_ID;
const shop = () => shopCatalogue().find((s) => s.id === SHOP)!;

beforeEach(() => {
  resetProfileMockState();
  resetMockShopProfiles();
  stubMatchMedia({ width: 1280 });
});
afterEach(() => vi.unstubAllGlobals());

/** The editor with a button that takes it away and brings it back, as choosing another settings tab does. */
function TabSwitch() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((now) => !now)}>
        switch tab
      </button>
      {shown && <ShopProfileSettings shopId={SHOP} />}
    </>
  );
}

async function openEditor() {
  signIn('shop');
  const name = shop().name;
  const utils = await renderWithProviders(
    // the shop area's route adds the catalogs' `pages` part, where these messages live
    <CatalogSectionProvider section="pages">
      <TabSwitch />
    </CatalogSectionProvider>,
    { path: '/shop/personal' },
  );
  await screen.findByDisplayValue(name, {}, { timeout: 10_000 });
  return utils;
}

const nameField = () => screen.getByRole('textbox', { name: msg('shopSetup.profile.field.name') });
const saveButton = () => screen.getByRole('button', { name: msg('shopSetup.profile.save') });
const galleryItems = () =>
  within(screen.getByRole('list', { name: /^Gallery/ })).queryAllByRole('listitem');

describe('shop profile settings', () => {
  it('shows the saved profile and its photos, and checks a field on blur with the spec message', async () => {
    const { user } = await openEditor();
    expect(galleryItems().length).toBe(shop().photos.length);
    await user.clear(nameField());
    await user.tab();
    expect(
      await screen.findByText(msg('shopSetup.profile.errors.nameRequired')),
    ).toBeInTheDocument();
    await user.type(nameField(), 'A');
    await user.tab();
    expect(await screen.findByText(msg('shopSetup.profile.errors.nameMin'))).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText(msg('shopSetup.profile.invalid'))).toBeInTheDocument();
  });

  it('saves: unsaved changes are flagged, then "Profile saved"', async () => {
    const { user } = await openEditor();
    await user.clear(nameField());
    await user.type(nameField(), 'Aurora Rinnovata');
    await user.tab();
    expect(screen.getByText(msg('shopSetup.profile.unsaved'))).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText(msg('shopSetup.profile.saved'))).toBeInTheDocument();
    expect(nameField()).toHaveValue('Aurora Rinnovata');
  });

  it('unsaved edits survive switching to another tab and back', async () => {
    const { user } = await openEditor();
    await user.clear(nameField());
    await user.type(nameField(), 'Aurora in bozza');
    await user.click(screen.getByRole('button', { name: 'switch tab' }));
    expect(screen.queryByRole('textbox', { name: msg('shopSetup.profile.field.name') })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'switch tab' }));
    expect(await screen.findByDisplayValue('Aurora in bozza')).toBeInTheDocument();
    expect(screen.getByText(msg('shopSetup.profile.unsaved'))).toBeInTheDocument();
  });

  it('a failed save says so in the spec words and keeps the edits', async () => {
    server.use(http.put(`/api/shops/${SHOP}`, () => failure('INTERNAL')));
    const { user } = await openEditor();
    await user.clear(nameField());
    await user.type(nameField(), 'Aurora Due');
    await user.click(saveButton());
    expect(await screen.findByText(msg('shopSetup.profile.saveFailed'))).toBeInTheDocument();
    expect(nameField()).toHaveValue('Aurora Due');
  });

  it('reorders the gallery from the keyboard-reachable buttons and deletes after a confirm', async () => {
    const { user } = await openEditor();
    const count = galleryItems().length;
    const secondImage = within(galleryItems()[1]!).getByRole('img').getAttribute('src');
    await user.click(
      screen.getByRole('button', { name: msg('shopSetup.profile.photos.moveUp', { n: 2 }) }),
    );
    await waitFor(() =>
      expect(within(galleryItems()[0]!).getByRole('img')).toHaveAttribute('src', secondImage),
    );
    expect(screen.getByText(msg('shopSetup.profile.photos.moved', { n: 1 }))).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: msg('shopSetup.profile.photos.delete', { n: 1 }) }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: msg('shopSetup.profile.photos.confirmDelete') }),
    );
    await waitFor(() => expect(galleryItems()).toHaveLength(count - 1));
  });

  it('uploads a gallery photo; a file that is too large is refused before sending', async () => {
    const { container } = await openEditor();
    const count = galleryItems().length;
    const input = container.querySelectorAll<HTMLInputElement>('input[type="file"]')[2]!;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(msg('errors.PHOTO_TOO_LARGE'))).toBeInTheDocument();

    // jsdom's File does not reach the mock's multipart body intact (it arrives as the text "undefined"), so this
    // answer stands in for the mock's upload, which checks the bytes as the server does
    let sent: FormDataEntryValue[] = [];
    server.use(
      http.post(`/api/shops/${SHOP}/photos`, async ({ request }) => {
        sent = (await request.formData()).getAll('photos');
        const photos = [...shop().photos, '/images/new.webp'].map((url, n) => ({
          id: n.toString(16).padStart(24, '0'),
          role: 'gallery',
          urls: { thumb: url, card: url, large: url },
        }));
        return HttpResponse.json({ success: true, data: { photos } });
      }),
    );
    const png = new File(['png'], 'salon.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() => expect(galleryItems()).toHaveLength(count + 1));
    expect(sent).toHaveLength(1);
  });
});
