import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { currentLocation, renderApp, stubMatchMedia } from '../../app/test-utils';
import { failure } from '../../../../mocks/handlers/failure';

beforeEach(() => stubMatchMedia({ width: 1280 }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Polls with the real setTimeout (testing-library's waitFor polls with setInterval). */
async function until(check: () => unknown, timeout = 5000) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
    }
  }
}

describe('forgot password', () => {
  async function open() {
    const utils = await renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    const submit = screen.getByRole('button', { name: 'Send reset link' });
    return { ...utils, submit, email: screen.getByLabelText(/^Email/) };
  }

  it('checks the email on blur and on submit, clears the error on input, disables submit meanwhile', async () => {
    const { user, submit, email } = await open();
    await user.click(submit);
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
    expect(submit).toBeDisabled();
    await user.type(email, 'giulia@');
    expect(screen.queryByText('Enter your email address')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
    await user.tab();
    expect(
      await screen.findByText('Enter a valid email address, like name@example.com'),
    ).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  });

  it('sends, confirms, counts 60 s down and then offers to resend', async () => {
    let calls = 0;
    server.use(
      http.post('/api/auth/forgot-password', async ({ request }) => {
        calls += 1;
        expect(await request.clone().json()).toEqual({
          email: 'giulia@example.com',
          language: 'en',
        });
        return undefined;
      }),
    );
    const { user, submit, email } = await open();
    await user.type(email, ' giulia@example.com ');
    // Only the countdown's interval is faked; waiting polls with the real setTimeout.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.click(submit);
    await until(() => screen.getByText('Check your email'));
    expect(screen.getByText(/we have sent a link to reset the password/)).toBeInTheDocument();
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('in 60 seconds');
    // the countdown's interval is set by an effect after the commit that shows the text, later on a busy machine
    await until(() => expect(vi.getTimerCount()).toBe(1));
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('in 1 second.');
    expect(screen.queryByRole('button', { name: 'Resend link' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    await until(() =>
      expect(screen.getByTestId('resend-countdown')).toHaveTextContent('in 60 seconds'),
    );
    expect(calls).toBe(2);
  });

  it("says 'Failed to send reset email' when the server fails, or shows its message", async () => {
    server.use(
      http.post('/api/auth/forgot-password', () =>
        HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 }),
      ),
    );
    const { user, submit, email } = await open();
    await user.type(email, 'giulia@example.com');
    await user.click(submit);
    expect(await screen.findByText('Failed to send reset email')).toBeInTheDocument();
    server.use(http.post('/api/auth/forgot-password', () => failure('TOO_MANY_ATTEMPTS')));
    await user.click(submit);
    expect(
      await screen.findByText('Too many attempts. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('reset password', () => {
  const INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

  it('without a token shows the invalid-link message with a link to /forgot-password', async () => {
    await renderApp('/reset-password');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('checks the token on load (loading state), and an invalid one shows the message', async () => {
    await renderApp('/reset-password?token=expired');
    expect(await screen.findByText('Checking your link…')).toBeInTheDocument();
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('live checklist, confirmation re-checked when the password changes, submit only when all is met', async () => {
    const { user } = await renderApp('/reset-password?token=valid-reset-token');
    const password = await screen.findByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm new password/);
    const submit = screen.getByRole('button', { name: 'Reset password' });
    const list = screen.getByRole('list', { name: 'Your new password needs:' });
    const item = (text: string) => within(list).getByText(new RegExp(text)).closest('li')!;
    expect(item('At least 8 characters')).toHaveAttribute('data-met', 'false');
    expect(item('An uppercase letter')).toHaveTextContent('not met yet');
    await user.type(password, 'abc');
    expect(item('A lowercase letter')).toHaveAttribute('data-met', 'true');
    expect(item('A lowercase letter')).toHaveTextContent(': met');
    expect(item('A number')).toHaveAttribute('data-met', 'false');
    await user.type(password, 'D1234');
    expect(item('At least 8 characters')).toHaveAttribute('data-met', 'true');
    expect(item('An uppercase letter')).toHaveAttribute('data-met', 'true');
    expect(item('A number')).toHaveAttribute('data-met', 'true');
    expect(submit).toBeDisabled();
    await user.type(confirm, 'abcD1234');
    expect(submit).toBeEnabled();
    await user.type(password, 'x');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(confirm, 'x');
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).toBeNull());
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('a weak password gets the requirements message on blur', async () => {
    const { user } = await renderApp('/reset-password?token=valid-reset-token');
    await user.type(await screen.findByLabelText(/^New password/), 'short');
    await user.tab();
    expect(
      await screen.findByText(
        'Use at least 8 characters with an uppercase letter, a lowercase letter and a number',
      ),
    ).toBeInTheDocument();
  });

  it('saves, then shows the success message and a link to log in', async () => {
    const { user } = await renderApp('/reset-password?token=valid-reset-token');
    await user.type(await screen.findByLabelText(/^New password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to log in' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it("says 'Failed to reset password' when saving fails", async () => {
    server.use(
      http.post('/api/auth/reset-password', () =>
        HttpResponse.json({ success: false, message: 'Internal' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp('/reset-password?token=valid-reset-token');
    await user.type(await screen.findByLabelText(/^New password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
  });
});
