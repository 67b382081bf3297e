import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const THEMES = ['light', 'dark', 'spa-light', 'spa-dark', 'system'] as const;
export const LOCALES = ['en', 'it'] as const;

export const DEMO = {
  customer: 'customer@orabella.demo',
  shop: 'shop@orabella.demo',
  admin: 'admin@orabella.demo',
  password: 'Demo1234!',
} as const;

/** The `data` of a GET's `{ success, data }` envelope, after asserting a 200. */
export async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

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

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  template: string;
  attachments?: { filename: string }[];
}

let adminSession: { token: string; until: number } | null = null;

/** The demo admin's access token, signed in through the API (reused while it has a minute left). */
async function adminToken(request: APIRequestContext): Promise<string> {
  if (adminSession && adminSession.until > Date.now() + 60_000) return adminSession.token;
  const response = await request.post('/api/auth/login', {
    data: { email: DEMO.admin, password: DEMO.password },
  });
  expect(response.status(), 'admin sign-in for the outbox').toBe(200);
  const body = (await response.json()) as {
    data: { accessToken: string; accessTokenExpiresAt: string };
  };
  adminSession = {
    token: body.data.accessToken,
    until: Date.parse(body.data.accessTokenExpiresAt),
  };
  return adminSession.token;
}

/** The outbox emails to an address, newest first. The outbox is admin-only: read as the demo admin. */
export async function outboxTo(request: APIRequestContext, to: string): Promise<OutboxEmail[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.status(), 'outbox as the admin').toBe(200);
  return ((await response.json()) as { data: { items: OutboxEmail[] } }).data.items;
}
