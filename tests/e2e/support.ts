import { expect, type Page } from '@playwright/test';

export const THEMES = ['light', 'dark', 'spa-light', 'spa-dark', 'system'] as const;
export const LOCALES = ['en', 'it'] as const;

export const DEMO = {
  customer: 'customer@orabella.demo',
  shop: 'shop@orabella.demo',
  admin: 'admin@orabella.demo',
  password: 'Demo1234!',
} as const;

/** Collects console errors and uncaught page errors, so a test can assert the page ran clean. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Signs in through the real login page and waits for the role's landing route. */
export async function signIn(page: Page, email: string, landing: RegExp): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(landing);
}
