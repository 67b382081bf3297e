import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { recordShopReview } from '../../server/modules/shops/shop-ratings';
import { DEMO_OWNED_SHOP_ID } from '../../src/domain/demo';
import { startTestApp, type TestApp } from '../api/helpers';
import { SCENARIOS, type Answer, type Call, type Context } from './scenarios';
import { calendarOutline, envelopeKeys, shapeDifferences } from './shape';

/**
 * The contract between the real server (on FerretDB, over HTTP) and the MSW handlers the client is developed and
 * tested against: every scripted step gets the same status, the same envelope keys (and the same failure
 * `code`), and `data` of the same shape from both.
 */
const MOCK_ORIGIN = 'http://mocks.orabella.test';

function caller(origin: string): Call {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { 'accept-language': options.language ?? 'en' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${origin}${path}`, {
      method,
      headers,
      // a multipart body sets its own content type (with the boundary)
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: compared as text
    }
    return { status: response.status, body };
  };
}

async function runAll(call: Call): Promise<Answer[]> {
  const ctx: Context = {};
  const answers: Answer[] = [];
  for (const step of SCENARIOS) answers.push(await step.run(call, ctx));
  return answers;
}

let server: Answer[];
let mocks: Answer[];
let app: TestApp;

beforeAll(async () => {
  // the mocks start the demo shop with its year of sales: so does the server here
  app = await startTestApp({ dbName: 'contract', seedSales: true });
  // the mocks' shops have reviews over the past year (mocks/data/shop-reviews.ts): the demo owner's shop has one
  // this month on the server too, so both sides have a month's satisfaction to report
  await recordShopReview(
    { shopId: DEMO_OWNED_SHOP_ID, userId: 'user-contract-reviewer', rating: 5 },
    { catalog: app.services.shops.catalog },
  );
  server = await runAll(caller(app.baseUrl));
  // the handlers' '/api/…' paths are resolved against the page's location
  vi.stubGlobal('location', new URL(`${MOCK_ORIGIN}/`));
  const msw = setupServer(...handlers);
  msw.listen({ onUnhandledRequest: 'error' });
  try {
    mocks = await runAll(caller(MOCK_ORIGIN));
  } finally {
    msw.close();
    vi.unstubAllGlobals();
  }
}, 120_000);

afterAll(() => app?.close());

describe('server and mocks answer alike', () => {
  it('covers the endpoints with a script long enough to mean something', () => {
    expect(SCENARIOS.length).toBeGreaterThan(50);
    expect(server).toHaveLength(SCENARIOS.length);
  });

  SCENARIOS.forEach((step, index) => {
    it(step.name, () => {
      const real = server[index]!;
      const mock = mocks[index]!;
      expect({ status: mock.status, keys: envelopeKeys(mock.body) }, 'mocks').toEqual({
        status: real.status,
        keys: envelopeKeys(real.body),
      });
      const code = (answer: Answer) => (answer.body as { code?: string }).code;
      expect(code(mock), 'failure code').toBe(code(real));
      expect(calendarOutline(mock.body), 'calendar file').toEqual(calendarOutline(real.body));
      const data = (answer: Answer) => (answer.body as { data?: unknown }).data;
      expect(shapeDifferences(data(real), data(mock))).toEqual([]);
      if (step.agree)
        expect(step.agree(data(mock)), 'agreed values').toEqual(step.agree(data(real)));
    });
  });
});
