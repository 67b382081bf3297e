import { describe, expect, it } from 'vitest';
import {
  addSearchHistory,
  parseSearchHistory,
  recentSearches,
} from '../../src/domain/search-history';

const NOW = new Date('2025-03-01T10:00:00Z');

describe('search history', () => {
  it('adds the newest first and ignores blank queries', () => {
    let h = addSearchHistory([], 'spa', 3, NOW);
    h = addSearchHistory(h, '   ', 0, NOW);
    h = addSearchHistory(h, ' nails ', 5, NOW);
    expect(h.map((i) => i.query)).toEqual(['nails', 'spa']);
    expect(h[0]).toEqual({ query: 'nails', timestamp: NOW.toISOString(), resultsCount: 5 });
  });

  it('replaces the same query case-insensitively', () => {
    let h = addSearchHistory([], 'Spa', 3, NOW);
    h = addSearchHistory(h, 'nails', 5, NOW);
    h = addSearchHistory(h, 'SPA', 7, NOW);
    expect(h.map((i) => i.query)).toEqual(['SPA', 'nails']);
    expect(h[0]?.resultsCount).toBe(7);
  });

  it('keeps 20 and shows 5', () => {
    let h = addSearchHistory([], 'q0', 0, NOW);
    for (let i = 1; i < 25; i += 1) h = addSearchHistory(h, `q${i}`, i, NOW);
    expect(h).toHaveLength(20);
    expect(h[0]?.query).toBe('q24');
    expect(h[19]?.query).toBe('q5');
    expect(recentSearches(h).map((i) => i.query)).toEqual(['q24', 'q23', 'q22', 'q21', 'q20']);
  });

  it('reads stored data defensively', () => {
    expect(parseSearchHistory('nope')).toEqual([]);
    expect(
      parseSearchHistory([
        { query: 'ok', timestamp: 't', resultsCount: 1 },
        { query: '', timestamp: 't', resultsCount: 1 },
        { query: 'bad', timestamp: 't' },
        null,
      ]),
    ).toEqual([{ query: 'ok', timestamp: 't', resultsCount: 1 }]);
  });
});
