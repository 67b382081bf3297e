import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProfileMockState } from '@mocks/data/profile';
import { server } from '@mocks/node';
import { preloadCatalogs, renderApp, signIn, stubMatchMedia } from '../../app/test-utils';
import { msg, openProfile } from './helpers';

/**
 * A customer's preferences and health sections on /profile come from GET /api/customer/preferences and
 * /api/customer/medical-info and are saved through their PUTs (spec 02 §7), the rest of the form through
 * PUT /api/users/profile; the health section can be shared with the shops the customer books with.
 */
beforeAll(async () => {
  await Promise.all([import('@/features/profile/pages/profile-page'), preloadCatalogs()]);
}, 120_000);

beforeEach(() => {
  resetProfileMockState();
  stubMatchMedia({ width: 1280 });
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});

const sentTo = () => {
  const sent: Record<string, unknown[]> = {};
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'PUT') return;
    const path = new URL(request.url).pathname;
    void request
      .clone()
      .json()
      .then((body) => (sent[path] ??= []).push(body));
  });
  return sent;
};

const shareSwitch = () =>
  screen.getByRole('switch', { name: new RegExp(`^${msg('profile.field.shareMedicalInfo')}`) });

describe('profile: preferences and health through the customer calls', () => {
  it('saves the health section, its sharing and the preferences through their own calls', async () => {
    const sent = sentTo();
    const { user } = await openProfile('customer');
    expect(shareSwitch()).not.toBeChecked();
    expect(shareSwitch()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: msg('profile.edit') }));
    await user.click(shareSwitch());
    await user.type(
      screen.getByRole('textbox', { name: new RegExp(`^${msg('profile.field.allergyInput')}`) }),
      'Pollen{Enter}',
    );
    await user.click(screen.getByRole('button', { name: msg('profile.save') }));
    expect(await screen.findByText(msg('profile.updateSuccess'))).toBeInTheDocument();
    expect(shareSwitch()).toBeChecked();

    await waitFor(() => expect(sent['/api/customer/medical-info']).toHaveLength(1));
    expect(sent['/api/users/profile']?.[0]).not.toHaveProperty('allergies');
    expect(sent['/api/users/profile']?.[0]).not.toHaveProperty('preferredServices');
    expect(sent['/api/customer/preferences']?.[0]).toMatchObject({
      preferredServices: ['haircut', 'manicure'],
      privacySettings: { shareProfile: true },
    });
    expect(sent['/api/customer/medical-info']?.[0]).toMatchObject({
      allergies: ['Latex', 'Pollen'],
    });
  }, 30_000);

  it('says a failed save of the preferences in the spec’s words and stays in edit mode', async () => {
    server.use(
      http.put('/api/customer/preferences', () =>
        HttpResponse.json({ success: false, message: 'Down' }, { status: 500 }),
      ),
    );
    const { user } = await openProfile('customer');
    await user.click(screen.getByRole('button', { name: msg('profile.edit') }));
    await user.click(screen.getByRole('button', { name: msg('profile.save') }));
    expect(await screen.findByText(msg('profile.care.preferencesSaveError'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: msg('profile.save') })).toBeInTheDocument();
  }, 30_000);

  it('says which part failed to load, and loads it again on retry', async () => {
    let fail = true;
    server.use(
      http.get('/api/customer/medical-info', ({ request }) =>
        fail
          ? HttpResponse.json({ success: false, message: 'Down' }, { status: 500 })
          : fetch(request),
      ),
    );
    signIn('customer');
    const { user } = await renderApp('/profile');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(within(alert).getByText(msg('profile.care.medicalLoadError'))).toBeInTheDocument();
    expect(within(alert).queryByText(/preferences/i)).not.toBeInTheDocument();
    fail = false;
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: msg('profile.retry') }));
    expect(
      await screen.findByRole('button', { name: msg('profile.edit') }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 30_000);
});
