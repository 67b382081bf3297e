import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json';
import { sectionOfMessage } from '../../src/i18n/catalog-sections';

const keys = Object.keys(en);

describe('catalog sections', () => {
  it('keeps home’s title in the core part; other route titles and a content page’s title and intro travel with the pages', () => {
    for (const key of keys.filter((k) => k.startsWith('routes.')))
      expect(sectionOfMessage(key), key).toBe(key.startsWith('routes.home.') ? 'core' : 'pages');
    for (const key of keys.filter((k) => /^pages\.[^.]+\.(title|intro)$/.test(k)))
      expect(sectionOfMessage(key)).toBe('pages');
  });

  it('defers the long page copy and the demo, and nothing the shell or home shows', () => {
    expect(sectionOfMessage('pages.privacy.collect.body')).toBe('pages');
    expect(sectionOfMessage('demo.grid.fixed')).toBe('pages');
    expect(sectionOfMessage('auth.register.role.shop')).toBe('pages');
    expect(sectionOfMessage('profile.tabs.personal')).toBe('pages');
    expect(sectionOfMessage('admin.shops.approve')).toBe('pages');
    // the account forms' texts (no prefix), the not-found page and the toast samples only stories show
    expect(sectionOfMessage('passwordRequired')).toBe('pages');
    expect(sectionOfMessage('notFound.title')).toBe('pages');
    expect(sectionOfMessage('toast.sample.default')).toBe('pages');
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
      'userMenu.',
      'toast.',
    ])
      for (const key of keys.filter((k) => k.startsWith(prefix)))
        expect(sectionOfMessage(key), key).toBe(
          // home's sections below the fold arrive after its first paint
          /^home\.(featured|stats|how|faq|testimonials)\./.test(key)
            ? 'below-fold'
            : key.startsWith('toast.sample.')
              ? 'pages'
              : 'core',
        );
    expect(sectionOfMessage('home.hero.title')).toBe('core');
    expect(sectionOfMessage('home.faq.title')).toBe('below-fold');
    const deferred = keys.filter((k) => sectionOfMessage(k) === 'pages');
    expect(deferred.length).toBeGreaterThan(keys.length / 4);
  });
});
