import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProfileMockState } from '@mocks/data/profile';
import { server } from '@mocks/node';
import { currentLocation, stubMatchMedia } from '../../app/test-utils';
import { msg, openProfile } from './helpers';

beforeEach(() => {
  resetProfileMockState();
  stubMatchMedia({ width: 1280 });
});
afterEach(() => vi.unstubAllGlobals());

async function openTab(tabId: string, role: 'customer' | 'shop' = 'customer') {
  const utils = await openProfile(role);
  await utils.user.click(screen.getByRole('tab', { name: msg(tabId) }));
  return utils;
}

const pw = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('profile: change password', () => {
  it('applies the rules on blur and submits only when complete', async () => {
    const { user } = await openTab('profile.tabs.password');
    const current = pw(msg('profile.password.current'));
    const next = pw(msg('profile.password.new'));
    const confirm = pw(msg('profile.password.confirm'));
    const submit = screen.getByRole('button', { name: msg('profile.password.submit') });
    expect(submit).toBeDisabled();

    await user.click(current);
    await user.tab();
    expect(await screen.findByText(msg('currentPasswordRequired'))).toBeInTheDocument();
    await user.click(current);
    await user.paste('Demo1234!');
    expect(screen.queryByText(msg('currentPasswordRequired'))).not.toBeInTheDocument();

    await user.click(next);
    await user.tab();
    expect(await screen.findByText(msg('newPasswordRequired'))).toBeInTheDocument();
    await user.click(next);
    await user.paste('weak');
    await user.tab();
    expect(await screen.findByText(msg('passwordRequirements'))).toBeInTheDocument();
    await user.clear(next);
    await user.paste('Demo1234!');
    await user.tab();
    expect(await screen.findByText(msg('passwordSameAsCurrent'))).toBeInTheDocument();
    await user.clear(next);
    await user.paste('Better1234');

    await user.click(confirm);
    await user.tab();
    expect(await screen.findByText(msg('confirmPasswordRequired'))).toBeInTheDocument();
    await user.click(confirm);
    await user.paste('Other1234');
    await user.tab();
    expect(await screen.findByText(msg('passwordMismatch'))).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(confirm);
    await user.paste('Better1234');
    await user.tab();
    await waitFor(() => expect(submit).toBeEnabled());

    await user.click(submit);
    const success = await screen.findByText(msg('passwordChangeSuccess'));
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    expect(confirm).toHaveValue('');
    await waitForElementToBeRemoved(success);
  });

  it('shows the server message when the current password is wrong', async () => {
    const { user } = await openTab('profile.tabs.password');
    await user.click(pw(msg('profile.password.current')));
    await user.paste('Wrong1234');
    await user.click(pw(msg('profile.password.new')));
    await user.paste('Better1234');
    await user.click(pw(msg('profile.password.confirm')));
    await user.paste('Better1234');
    await user.tab();
    await user.click(screen.getByRole('button', { name: msg('profile.password.submit') }));
    // the server's message above the form, and the field's own error (message key currentPasswordIncorrect)
    await waitFor(() =>
      expect(screen.getAllByText(/Current password is incorrect/).length).toBeGreaterThanOrEqual(2),
    );
    expect(pw(msg('profile.password.current'))).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers show/hide on the current and new password', async () => {
    const { user } = await openTab('profile.tabs.password');
    const toggles = screen.getAllByRole('button', { name: msg('profile.password.show') });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[0]!);
    expect(pw(msg('profile.password.current'))).toHaveAttribute('type', 'text');
  });
});

describe('profile: account settings', () => {
  it('saves a toggle at once, and reverts it with an error when the PUT fails', async () => {
    const { user } = await openTab('profile.tabs.settings');
    const promotions = await screen.findByRole('switch', {
      name: msg('profile.settings.promotions'),
    });
    expect(promotions).not.toBeChecked();
    await user.click(promotions);
    expect(promotions).toBeChecked();
    const saved = await screen.findByText(msg('settingsUpdated'));
    expect(saved).toBeInTheDocument();

    server.use(
      http.put('/api/users/profile/settings', () =>
        HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 }),
      ),
    );
    const reminders = screen.getByRole('switch', { name: msg('profile.settings.reminders') });
    expect(reminders).toBeChecked();
    await user.click(reminders);
    expect(await screen.findByText(msg('settingsUpdateError'))).toBeInTheDocument();
    expect(reminders).toBeChecked();
  });

  it('shows the new-bookings toggle only to shops', async () => {
    await openTab('profile.tabs.settings', 'customer');
    await screen.findByRole('switch', { name: msg('profile.settings.promotions') });
    expect(
      screen.queryByRole('switch', { name: msg('profile.settings.newBookings') }),
    ).not.toBeInTheDocument();
  });

  it('shows the new-bookings toggle to a shop', async () => {
    await openTab('profile.tabs.settings', 'shop');
    expect(
      await screen.findByRole('switch', { name: msg('profile.settings.newBookings') }),
    ).toBeInTheDocument();
  });

  it('delete account: Cancel and Escape close the modal; a failure closes it and shows the error', async () => {
    const { user } = await openTab('profile.tabs.settings');
    const open = screen.getByRole('button', { name: msg('profile.delete.button') });
    await user.click(open);
    let dialog = await screen.findByRole('dialog', { name: msg('profile.delete.confirmTitle') });
    await user.click(within(dialog).getByRole('button', { name: msg('profile.delete.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(open);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    server.use(
      http.delete('/api/users/profile', () =>
        HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 }),
      ),
    );
    await user.click(open);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: msg('profile.delete.confirm') }));
    expect(await screen.findByText(msg('deleteAccountError'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/profile');
  });

  it('delete account: confirm ends the session and goes home', async () => {
    const { user } = await openTab('profile.tabs.settings');
    await user.click(screen.getByRole('button', { name: msg('profile.delete.button') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: msg('profile.delete.confirm') }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(sessionStorage.getItem('orabella-session')).toBeNull();
  });

  it('exports the data as a JSON download named by the server', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await openTab('profile.tabs.settings');
    await user.click(screen.getByRole('button', { name: msg('profile.data.export') }));
    expect(await screen.findByText(msg('profile.data.exportSuccess'))).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^orabella-data-.*\.json$/);
  });
});
