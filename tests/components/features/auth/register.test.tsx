import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockAuthState } from '@mocks/data/users';
import { server } from '@mocks/node';
import { currentLocation, preloadCatalogs, renderApp, stubMatchMedia } from '../../app/test-utils';

// The page is a lazy route chunk. In a fresh vitest worker its first import (transform and evaluation
// of the page's module graph) takes seconds, longer on a busy machine, and it used to be spent inside
// the first test's findByRole budget ("Unable to find role heading"). Load it and the catalogs once
// here, so every query below waits only for React and the mocked API. The generous hook timeout is
// for that real cold import, not for the UI.
beforeAll(async () => {
  await Promise.all([import('@/features/auth/pages/register-page'), preloadCatalogs()]);
}, 120_000);

beforeEach(() => stubMatchMedia({ width: 1280 }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetMockAuthState();
});

/**
 * Puts text into a field as a paste does: one input event. Typing character by character re-rendered
 * the whole form per key, so these tests' duration grew with text length × machine load (the test
 * timeout is what then failed); the behaviour under test is the same for one event.
 */
async function enter(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function openRegister() {
  const utils = await renderApp('/register');
  await screen.findByRole('heading', { level: 1, name: 'Create your Orabella account' });
  const submit = screen.getByRole('button', { name: 'Create account' });
  const form = submit.closest('form')!;
  const field = (label: RegExp) => within(form).getByLabelText(label);
  return { ...utils, form, submit, field };
}

async function fillValid(
  user: Awaited<ReturnType<typeof openRegister>>['user'],
  field: (l: RegExp) => HTMLElement,
  email = 'new.customer@example.com',
) {
  await enter(user, field(/Full name|Business name/), '  Giulia Romano ');
  await enter(user, field(/^Email/), ` ${email} `);
  await enter(user, field(/^Phone/), '+39 (06) 1234-5678');
  await enter(user, field(/^Password/), 'secret1');
  await enter(user, field(/^Confirm password/), 'secret1');
  await user.click(field(/I accept the/));
}

describe('register page', () => {
  it('checks every rule on blur with the schema messages, and clears an error on input', async () => {
    const { user, field } = await openRegister();
    await user.click(field(/Full name/));
    await user.tab();
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    await enter(user, field(/Full name/), ' G ');
    expect(screen.queryByText('Enter your name')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();

    await enter(user, field(/^Email/), 'giulia@');
    await user.tab();
    expect(
      await screen.findByText('Enter a valid email address, like name@example.com'),
    ).toBeInTheDocument();

    await enter(user, field(/^Phone/), '06-abc');
    await user.tab();
    expect(
      await screen.findByText('Enter a valid phone number, like +39 06 1234 5678'),
    ).toBeInTheDocument();
    await user.clear(field(/^Phone/));
    await user.tab();
    expect(await screen.findByText('Enter your phone number')).toBeInTheDocument();

    await enter(user, field(/^Password/), '123');
    await user.tab();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    const password = field(/^Password/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(password.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Password must be at least 6 characters',
    );

    await enter(user, field(/^Confirm password/), '321');
    await user.tab();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('on submit shows the required and terms messages and focuses the first invalid field', async () => {
    const { user, field, form } = await openRegister();
    await enter(user, field(/Full name/), 'Giulia');
    await enter(user, field(/^Email/), 'giulia@example.com');
    await enter(user, field(/^Phone/), '3331234567');
    await enter(user, field(/^Password/), 'secret1');
    await enter(user, field(/^Confirm password/), 'secret2');
    // Terms not accepted: the button is disabled, so submit the form directly.
    form.requestSubmit();
    expect(await screen.findByText('You must accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Confirm password/)).toHaveFocus());
  });

  it('keeps submit disabled until everything is filled, terms accepted and no error remains', async () => {
    const { user, field, submit } = await openRegister();
    expect(submit).toBeDisabled();
    await enter(user, field(/Full name/), 'Giulia');
    await enter(user, field(/^Email/), 'giulia@example.com');
    await enter(user, field(/^Phone/), '3331234567');
    await enter(user, field(/^Password/), 'secret1');
    await enter(user, field(/^Confirm password/), 'secret1');
    expect(submit).toBeDisabled();
    await user.click(field(/I accept the/));
    expect(submit).toBeEnabled();
    await user.clear(field(/^Email/));
    await enter(user, field(/^Email/), 'bad@');
    await user.tab();
    await screen.findByText('Enter a valid email address, like name@example.com');
    expect(submit).toBeDisabled();
    await enter(user, field(/^Email/), 'example.com');
    expect(submit).toBeEnabled();
  });

  it('links the terms, and a shop is asked for the business name', async () => {
    const { user, field } = await openRegister();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await user.click(screen.getByRole('button', { name: 'Business' }));
    expect(field(/Business name/)).toBeInTheDocument();
  });

  it('sends trimmed values, shows the success message, and 2 s later lands on the customer dashboard', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post('/api/auth/register', async ({ request }) => {
        sent = (await request.clone().json()) as Record<string, unknown>;
        return undefined;
      }),
    );
    const { user, field, submit } = await openRegister();
    await fillValid(user, field);
    await user.click(submit);
    expect(
      await screen.findByText('Your account is ready. Taking you to your dashboard…'),
    ).toBeInTheDocument();
    expect(sent).toMatchObject({
      role: 'customer',
      name: 'Giulia Romano',
      email: 'new.customer@example.com',
      phone: '+39 (06) 1234-5678',
      language: 'en',
    });
    expect(currentLocation()).toBe('/register');
    await waitFor(() => expect(currentLocation()).toBe('/customer/dashboard'));
  });

  it('a new shop is told it awaits approval, then lands on /business-pending', async () => {
    const { user, field, submit } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Business' }));
    await fillValid(user, field, 'new.salon@example.com');
    await user.click(submit);
    expect(await screen.findByText(/is pending approval/)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/business-pending'));
  });

  it('shows the server message when the email is taken (409)', async () => {
    const { user, field, submit } = await openRegister();
    await fillValid(user, field, 'customer@orabella.demo');
    await user.click(submit);
    expect(
      await screen.findByText('An account with this email already exists'),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/register');
  });
});
