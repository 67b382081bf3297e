import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support';

const path = (url: string) => new URL(url).pathname;

test.describe('route guard', () => {
  test('a guest is sent to /login from login-required and role routes, and may use guest pages', async ({
    page,
  }) => {
    for (const target of [
      '/profile',
      '/customer/dashboard',
      '/shop/personal',
      '/shop/sales/dashboard',
    ]) {
      await page.goto(target);
      await expect(page).toHaveURL(/\/login(\?|$)/);
    }
    await page.goto('/register');
    expect(path(page.url())).toBe('/register');
    await page.goto('/responsive-demo');
    expect(path(page.url())).toBe('/responsive-demo');
  });

  test('a customer lands on the customer dashboard, cannot enter shop routes, and leaves guest pages', async ({
    page,
  }) => {
    await signIn(page, DEMO.customer, /\/customer\/dashboard$/);
    await page.goto('/shop/personal');
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
    await page.goto('/profile');
    expect(path(page.url())).toBe('/profile');
  });

  test('a shop owner lands on /shop/personal, /shop/dashboard redirects there, customer routes send home', async ({
    page,
  }) => {
    await signIn(page, DEMO.shop, /\/shop\/personal$/);
    await page.goto('/shop/dashboard');
    await expect(page).toHaveURL(/\/shop\/personal$/);
    await page.goto('/customer/dashboard');
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await page.goto('/forgot-password');
    await expect(page).toHaveURL(/\/shop\/personal$/);
  });

  test('an admin may enter shop routes but not the customer dashboard', async ({ page }) => {
    await signIn(page, DEMO.admin, /\/shop\/personal$/);
    await page.goto('/shop/personal');
    expect(path(page.url())).toBe('/shop/personal');
    await page.goto('/customer/dashboard');
    await expect(page).toHaveURL((u) => u.pathname === '/');
  });

  test('a guest sent to /login returns to the page they asked for after signing in', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await page.locator('input[name="email"]').fill(DEMO.customer);
    await page.locator('input[name="password"]').fill(DEMO.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});
