import {
  fireEvent,
  screen,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProfileMockState } from '@mocks/data/profile';
import { server } from '@mocks/node';
import { DEMO_PASSWORD } from '@/domain/demo';
import { preloadCatalogs, stubMatchMedia } from '../../app/test-utils';
import { msg, openProfile } from './helpers';

// The profile page and the header's user menu are lazy chunks. In a fresh vitest worker their first
// import (transform and evaluation of their module graphs) takes seconds, longer on a busy machine, and
// it used to be spent inside the first test's query budget ("Unable to find role button Edit"); the
// header's name ("updates the header") depended on the user menu's chunk winning a race. Load them and
// the catalogs once here, so every query below waits only for React and the mocked API. The generous
// hook timeout is for that real cold import, not for the UI.
beforeAll(async () => {
  await Promise.all([
    import('@/features/profile/pages/profile-page'),
    import('@design-system/components/UserMenu/UserMenu'),
    preloadCatalogs(),
  ]);
}, 120_000);

beforeEach(() => {
  resetProfileMockState();
  stubMatchMedia({ width: 1280 });
});
afterEach(() => vi.unstubAllGlobals());

/**
 * Puts text into a field as a paste does: one input event. Typing character by character re-rendered
 * the whole form per key, so these tests' duration grew with text length × machine load (the test
 * timeout is what then failed); the behaviour under test is the same for one event.
 */
async function enter(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('profile: personal info', () => {
  it('is read-only until Edit; Cancel restores the loaded profile and clears errors', async () => {
    const { user } = await openProfile('customer');
    expect(screen.getByRole('tab', { name: msg('profile.tabs.personal') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const name = field(msg('profile.field.name'));
    expect(name).toHaveValue('Giulia Romano');
    expect(name).toBeDisabled();
    expect(screen.queryByRole('button', { name: msg('profile.save') })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: msg('profile.edit') }));
    expect(name).toBeEnabled();
    await user.clear(name);
    await user.tab();
    expect(await screen.findByText(msg('nameRequired'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: msg('profile.save') })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: msg('profile.cancel') }));
    expect(field(msg('profile.field.name'))).toHaveValue('Giulia Romano');
    expect(field(msg('profile.field.name'))).toBeDisabled();
    expect(screen.queryByText(msg('nameRequired'))).not.toBeInTheDocument();
  });

  it('shows each validation message on blur, and typing clears it', async () => {
    const { user } = await openProfile('customer');
    await user.click(screen.getByRole('button', { name: msg('profile.edit') }));
    const cases: [string, string, string][] = [
      [msg('profile.field.name'), '', 'nameRequired'],
      [msg('profile.field.name'), 'A', 'nameMinLength'],
      [msg('profile.field.email'), '', 'emailRequired'],
      [msg('profile.field.email'), 'not an@email', 'emailInvalid'],
      [msg('profile.field.phone'), '', 'phoneRequired'],
      [msg('profile.field.phone'), '0123', 'phoneInvalid'],
    ];
    for (const [label, value, key] of cases) {
      const input = field(label);
      await user.clear(input);
      if (value) await user.paste(value);
      await user.tab();
      expect(await screen.findByText(msg(key))).toBeInTheDocument();
      await user.click(input);
      await user.paste('x');
      expect(screen.queryByText(msg(key))).not.toBeInTheDocument();
    }
  });

  it('shows customer-only fields to customers and shop-only fields to shops', async () => {
    await openProfile('customer');
    expect(screen.getByLabelText(msg('profile.field.dateOfBirth'))).toBeInTheDocument();
    expect(screen.getByText(msg('profile.field.allergies'))).toBeInTheDocument();
    expect(field(msg('profile.field.medicalConditions'))).toBeInTheDocument();
    expect(screen.queryByText(msg('profile.field.taxId'))).not.toBeInTheDocument();
    expect(screen.queryByText(msg('profile.field.businessType'))).not.toBeInTheDocument();
  });

  it('labels the name as the business name for shops and shows business fields', async () => {
    await openProfile('shop');
    expect(field(msg('profile.field.businessName'))).toHaveValue('Salone Aurora');
    expect(field(msg('profile.field.taxId'))).toHaveValue('IT01234567890');
    expect(screen.getAllByText(msg('profile.field.businessType')).length).toBeGreaterThan(0);
    expect(screen.queryByText(msg('profile.field.allergies'))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(msg('profile.field.dateOfBirth'))).not.toBeInTheDocument();
  });

  it('adds allergy tags on Enter or Add, skipping blanks and duplicates (case-insensitive)', async () => {
    const { user } = await openProfile('customer');
    await user.click(screen.getByRole('button', { name: msg('profile.edit') }));
    const input = field(msg('profile.field.allergyInput'));
    await user.type(input, 'latex{Enter}');
    expect(screen.getByText(msg('profile.tags.duplicate'))).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: msg('profile.tags.remove', { tag: 'Latex' }) }),
    ).toHaveLength(1);
    await user.clear(input);
    await user.type(input, '   {Enter}');
    await user.type(input, ' Pollen {Enter}');
    expect(
      screen.getByRole('button', { name: msg('profile.tags.remove', { tag: 'Pollen' }) }),
    ).toBeInTheDocument();
    await user.type(input, 'Nickel');
    await user.click(screen.getByRole('button', { name: msg('profile.tags.add') }));
    const remove = screen.getByRole('button', {
      name: msg('profile.tags.remove', { tag: 'Nickel' }),
    });
    expect(input).toHaveValue('');
    remove.focus();
    await user.keyboard('{Enter}');
    expect(
      screen.queryByRole('button', { name: msg('profile.tags.remove', { tag: 'Nickel' }) }),
    ).not.toBeInTheDocument();
  });

  it('saves: success leaves edit mode, updates the header, and the message goes after 3 s', async () => {
    const { user } = await openProfile('customer');
    await user.click(screen.getByRole('button', { name: msg('profile.edit') }));
    const name = field(msg('profile.field.name'));
    await user.clear(name);
    await user.paste('Giulia Rossi');
    await user.click(screen.getByRole('button', { name: msg('profile.save') }));
    const success = await screen.findByText(msg('profile.updateSuccess'));
    expect(field(msg('profile.field.name'))).toBeDisabled();
    expect(field(msg('profile.field.name'))).toHaveValue('Giulia Rossi');
    expect(screen.getAllByText('Giulia Rossi').length).toBeGreaterThan(0);
    await waitForElementToBeRemoved(success);
  }, 20_000);

  it('shows profile.updateError on failure, and the server text for a taken email', async () => {
    server.use(
      http.put('/api/users/profile', () =>
        HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 }),
      ),
    );
    const { user } = await openProfile('customer');
    await user.click(screen.getByRole('button', { name: msg('profile.edit') }));
    await user.click(screen.getByRole('button', { name: msg('profile.save') }));
    expect(await screen.findByText(msg('profile.updateError'))).toBeInTheDocument();
    expect(field(msg('profile.field.name'))).toBeEnabled();

    server.resetHandlers();
    const email = field(msg('profile.field.email'));
    await user.clear(email);
    await user.paste('shop@orabella.demo');
    await enter(
      user,
      screen.getByLabelText(msg('profile.field.currentPasswordForEmail')),
      DEMO_PASSWORD,
    );
    await user.click(screen.getByRole('button', { name: msg('profile.save') }));
    expect(
      await screen.findByText('An account with this email already exists'),
    ).toBeInTheDocument();
  });

  it('asks for the current password only when the email changes, and sends it with the new email', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith('/api/users/profile'))
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
    });
    const { user } = await openProfile('customer');
    await user.click(screen.getByRole('button', { name: msg('profile.edit') }));
    const passwordLabel = msg('profile.field.currentPasswordForEmail');
    expect(screen.queryByLabelText(passwordLabel)).not.toBeInTheDocument();

    const email = field(msg('profile.field.email'));
    await user.clear(email);
    await user.paste('giulia.new@example.com');
    const password = screen.getByLabelText(passwordLabel);
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByText(msg('profile.field.currentPasswordForEmailHelp'))).toBeInTheDocument();

    // without it the server refuses, and says so on the field
    await user.click(screen.getByRole('button', { name: msg('profile.save') }));
    expect(await screen.findByText(msg('currentPasswordRequired'))).toBeInTheDocument();
    await waitFor(() => expect(password).toBeEnabled());
    await enter(user, password, 'wrong-password');
    await user.click(screen.getByRole('button', { name: msg('profile.save') }));
    expect(await screen.findByText(msg('currentPasswordIncorrect'))).toBeInTheDocument();
    await waitFor(() => expect(password).toBeEnabled());

    await user.clear(password);
    await enter(user, password, DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: msg('profile.save') }));
    expect(await screen.findByText(msg('profile.updateSuccess'))).toBeInTheDocument();
    expect(field(msg('profile.field.email'))).toHaveValue('giulia.new@example.com');
    expect(screen.queryByLabelText(passwordLabel)).not.toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[0]).not.toHaveProperty('currentPassword');
    expect(sent[2]).toMatchObject({
      email: 'giulia.new@example.com',
      currentPassword: DEMO_PASSWORD,
    });
    server.events.removeAllListeners();
  }, 60_000);

  it('refuses a non-image or an over-5 MB avatar before sending anything', async () => {
    const sent = vi.fn();
    server.use(
      http.post('/api/users/profile/avatar', () => {
        sent();
        return HttpResponse.json({ success: true, data: { avatarUrl: 'x' } });
      }),
    );
    const { user } = await openProfile('customer');
    await user.click(screen.getByRole('button', { name: msg('profile.edit') }));
    const input = screen.getByTestId('avatar-input');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(msg('invalidImageType'))).toBeInTheDocument();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(msg('imageTooLarge'))).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows an error with a retry when the profile cannot load', async () => {
    let fail = true;
    server.use(
      http.get('/api/users/profile', ({ request }) =>
        fail
          ? HttpResponse.json({ success: false, message: 'Down' }, { status: 500 })
          : fetch(request),
      ),
    );
    const { signIn, renderApp } = await import('../../app/test-utils');
    signIn('customer');
    const { user } = await renderApp('/profile');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(msg('profile.loadError'))).toBeInTheDocument();
    fail = false;
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: msg('profile.retry') }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: msg('profile.edit') })).toBeInTheDocument(),
    );
  });
});
