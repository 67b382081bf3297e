import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, outboxTo, signIn, watchConsole } from './support';

/** A unique address per test run, so a re-run on the same database never collides. */
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

const NEW_PASSWORD = 'Fresh-Start-42';

async function fillRegistration(
  page: Page,
  { role, name, email }: { role: 'customer' | 'shop'; name: string; email: string },
): Promise<void> {
  await page.goto('/register');
  if (role === 'shop') await page.getByRole('button', { name: /^business$/i }).click();
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="phone"]').fill('+39 333 123 4567');
  await page.locator('input[name="password"]').fill('secret1');
  await page.locator('input[name="confirmPassword"]').fill('secret1');
  await page.locator('input[name="acceptTerms"]').check();
  const submit = page.locator('form button[type="submit"]');
  await expect(submit).toBeEnabled();
  await submit.click();
}

/** The newest reset email to an address (the outbox, read as the demo admin). */
async function latestEmailTo(request: APIRequestContext, to: string) {
  let found: { text: string; subject: string } | undefined;
  await expect
    .poll(async () => {
      found = (await outboxTo(request, to)).find((m) => m.template === 'password-reset');
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

test.describe('accounts', () => {
  test('a new customer registers and lands on the dashboard', async ({ page }) => {
    const errors = watchConsole(page);
    await fillRegistration(page, {
      role: 'customer',
      name: 'Giulia Test',
      email: uniqueEmail('customer'),
    });
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
    await expect(page).toHaveURL(/\/customer\/dashboard$/, { timeout: 10_000 });
    expect(errors).toEqual([]);
  });

  test('a shop registers, waits for approval, and reaches its area once an admin approves', async ({
    page,
    browser,
  }) => {
    const shopName = `Salone E2E ${Date.now()}`;
    const email = uniqueEmail('shop');
    await fillRegistration(page, { role: 'shop', name: shopName, email });
    await expect(page).toHaveURL(/\/business-pending$/, { timeout: 10_000 });

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.admin, /\/shop\/personal$/);
    await admin.goto('/admin/shops');
    const row = admin.getByRole('listitem').filter({ hasText: shopName });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /approve/i }).click();
    await expect(admin.getByRole('listitem').filter({ hasText: shopName })).toHaveCount(0);
    await adminContext.close();

    await page.getByRole('button', { name: /check status/i }).click();
    await expect(page).toHaveURL(/\/shop\/personal$/);
  });

  test('forgot password: the emailed link resets the password and the new one signs in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('reset');
    const registered = await request.post('/api/auth/register', {
      data: {
        role: 'customer',
        name: 'Reset Person',
        email,
        phone: '+393331234567',
        password: 'old-secret',
        confirmPassword: 'old-secret',
        acceptTerms: true,
      },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/forgot-password');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText(/60|resend/i).first()).toBeVisible();

    const message = await latestEmailTo(request, email);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(message.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);

    await page.locator('input[name="password"]').fill(NEW_PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(NEW_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('link', { name: /sign in|log in|login/i }).first()).toBeVisible();

    // The link is single-use.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByText(/invalid or has expired/i)).toBeVisible();

    await page.goto('/login');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(NEW_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
  });

  test('the session warning appears before the end, extend keeps the user in, running out lands on /login', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, DEMO.customer, /\/customer\/dashboard$/);
    const readExpiry = () =>
      page.evaluate(() => {
        const raw = sessionStorage.getItem('orabella-session');
        return raw ? Date.parse((JSON.parse(raw) as { expiresAt: string }).expiresAt) : NaN;
      });
    const firstExpiry = await readExpiry();
    expect(Number.isFinite(firstExpiry)).toBe(true);

    // Jump the page's clock to 4 minutes before the session ends (firing the countdown's timers).
    const pageNow = () => page.evaluate(() => Date.now());
    const realNow = await pageNow();
    await page.clock.fastForward(firstExpiry - 240_000 - realNow);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/\d+:\d{2}/).first()).toBeVisible();

    // Extending asks the server for a new end; back at the real time the warning stays away.
    await dialog.getByRole('button', { name: /extend|stay/i }).click();
    await expect.poll(readExpiry).toBeGreaterThan(firstExpiry);
    await page.clock.setSystemTime(realNow + 5_000);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/customer\/dashboard$/);

    // Letting it run out signs the user out and goes to /login.
    const secondExpiry = await readExpiry();
    await page.clock.fastForward(secondExpiry + 2_000 - (await pageNow()));
    await expect(page).toHaveURL(/\/login/);
  });
});
