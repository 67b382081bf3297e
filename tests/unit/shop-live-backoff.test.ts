import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_ATTEMPTS, reconnectDelayMs } from '@/domain/realtime';

describe('the live connection’s reconnect schedule (spec 03 §9)', () => {
  it('waits 3 s, doubling up to 30 s, for at most 5 attempts', () => {
    const schedule = Array.from({ length: 7 }, (_, i) => reconnectDelayMs(i + 1));
    expect(schedule).toEqual([3000, 6000, 12_000, 24_000, 30_000, null, null]);
    expect(RECONNECT_MAX_ATTEMPTS).toBe(5);
  });

  it('has no delay for a nonsense attempt number', () => {
    expect(reconnectDelayMs(0)).toBeNull();
    expect(reconnectDelayMs(-1)).toBeNull();
    expect(reconnectDelayMs(1.5)).toBeNull();
  });
});
