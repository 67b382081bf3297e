import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json';
import { sectionOfMessage } from '../../src/i18n/catalog-sections';

const keys = Object.keys(en);

describe('catalog sections', () => {
  it('keeps route titles and intros in the core part: the document title is set outside the page', () => {
    for (const key of keys.filter((k) => k.startsWith('routes.')))
      expect(sectionOfMessage(key)).toBe('core');
    for (const key of keys.filter((k) => /^pages\.[^.]+\.(title|intro)$/.test(k)))
      expect(sectionOfMessage(key)).toBe('core');
  });

  it('defers the long page copy and the demo, and nothing the shell or home shows', () => {
    expect(sectionOfMessage('pages.privacy.collect.body')).toBe('pages');
    expect(sectionOfMessage('demo.grid.fixed')).toBe('pages');
    for (const prefix of [
      'app.',
      'home.',
      'header.',
      'footer.',
      'nav.',
      'shopCard.',
      'searchWidget.',
      'session.',
      'theme.',
      'auth.',
    ])
      for (const key of keys.filter((k) => k.startsWith(prefix)))
        expect(sectionOfMessage(key)).toBe('core');
    const deferred = keys.filter((k) => sectionOfMessage(k) === 'pages');
    expect(deferred.length).toBeGreaterThan(keys.length / 4);
  });
});
