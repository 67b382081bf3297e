import { describe, expect, it } from 'vitest';
import { isId, isShopId } from '../../src/domain/ids';

describe('id shapes', () => {
  it('accepts the ids the API issues', () => {
    expect(isShopId('salone-aurora-roma')).toBe(true);
    expect(isShopId('nuovo-salone-1a2b3c4d')).toBe(true);
    expect(isId('booking', 'bk_3f9a-x_1')).toBe(true);
    expect(isId('outboxMessage', '0123456789abcdef01234567')).toBe(true);
    expect(isId('avatar', '0f8fad5b-d9cb-469f-a165-70867728950e.webp')).toBe(true);
  });

  it('refuses what cannot name anything: operators, wrong kinds, empty and oversized values', () => {
    for (const value of [
      '',
      '$gt',
      'Salone',
      'a'.repeat(121),
      '-leading',
      undefined,
      42,
      { $gt: '' },
    ])
      expect(isShopId(value)).toBe(false);
    expect(isId('booking', 'salone-aurora-roma')).toBe(false);
    expect(isId('booking', `bk_${'x'.repeat(41)}`)).toBe(false);
    expect(isId('outboxMessage', 'nope')).toBe(false);
    expect(isId('outboxMessage', '0123456789abcdef0123456')).toBe(false);
    expect(isId('avatar', '0f8fad5b-d9cb-469f-a165-70867728950e.svg')).toBe(false);
    expect(isId('avatar', '../0f8fad5b-d9cb-469f-a165-70867728950e.png')).toBe(false);
  });
});
