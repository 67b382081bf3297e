import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { QUERY_RETRIES, createQueryClient, shouldRetry } from '@/lib/query-client';

describe('query client: which failed reads are tried again', () => {
  it('retries no answer and server failures, up to QUERY_RETRIES times', () => {
    for (const error of [
      new ApiError(0, 'offline'),
      new ApiError(500, 'x'),
      new ApiError(503, 'x'),
    ]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(QUERY_RETRIES - 1, error)).toBe(true);
      expect(shouldRetry(QUERY_RETRIES, error)).toBe(false);
    }
  });

  it('never retries a 4xx answer or an error that is not from the API client', () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(shouldRetry(0, new ApiError(status, 'x'))).toBe(false);
    expect(shouldRetry(0, new TypeError('bug'))).toBe(false);
  });

  it('sets the defaults once: reads retry by the policy, writes never; tests can turn retries off', () => {
    const app = createQueryClient().getDefaultOptions();
    expect(app.queries?.retry).toBe(shouldRetry);
    expect(app.mutations?.retry).toBe(false);
    expect(createQueryClient({ retry: false }).getDefaultOptions().queries?.retry).toBe(false);
  });
});
