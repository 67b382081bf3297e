import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@/domain/auth';
import en from '@/i18n/en.json';
import { currentLocation, renderApp, signIn, stubMatchMedia } from '../../app/test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Every path from spec 01 §2 and the other specs' links, with who may see it. */
const PAGES: [path: string, role: UserRole | null][] = [
  ['/', null],
  ['/login', null],
  ['/register', null],
  ['/forgot-password', null],
  ['/reset-password', null],
  ['/reset-password?token=abc', null],
  ['/search', null],
  ['/search?category=spa&filters=openNow,nearby', null],
  ['/booking/salone-aurora-roma', null],
  ['/booking/salone-aurora-roma?service=x', null],
  ['/profile', 'customer'],
  ['/bookings', 'customer'],
  ['/bookings', 'shop'],
  ['/favorites', 'customer'],
  ['/customer/dashboard', 'customer'],
  ['/shop/personal', 'shop'],
  ['/responsive-demo', null],
  ['/about', null],
  ['/privacy', null],
  ['/terms', null],
  ['/cookies', null],
  ['/accessibility', null],
  ['/contact', null],
  ['/support', null],
  ['/support/report', null],
  ['/feedback', null],
  ['/referral/terms', null],
  ['/services', null],
  ['/loyalty', null],
  ['/business-pending', null],
  ['/business-rejected', null],
  ['/nowhere', null],
];

const NAMESPACES = Array.from(new Set(Object.keys(en).map((k) => k.split('.')[0])));
const RAW_ID = new RegExp(`(^|[^\\w/.@-])(${NAMESPACES.join('|')})\\.[A-Za-z_][\\w.-]*`);
// Word boundaries: option labels run together in textContent ("Colore" + "Massaggio" holds "loreM").
// The second half catches a page that promises sections instead of showing them ("isn’t available yet").
const FORBIDDEN =
  /\b(coming soon|lorem|todo|prossimamente)\b|\b(aren’t|isn’t|are not|is not) available (yet|on this page)|non (sono|è) ancora disponibil/i;

/** Each text node and accessible-name attribute on its own, so adjacent texts don't run together. */
function visibleTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    texts.push(node.textContent ?? '');
  for (const el of Array.from(
    document.body.querySelectorAll('[aria-label],[title],[placeholder],[alt]'),
  )) {
    for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
      const v = el.getAttribute(attr);
      if (v) texts.push(v);
    }
  }
  return texts;
}

for (const locale of ['en', 'it'] as const) {
  describe(`every page in ${locale}`, () => {
    it.each(PAGES)('%s (as %s)', async (path, role) => {
      stubMatchMedia({ width: 1280 });
      localStorage.setItem('user-language', locale);
      if (role) signIn(role);
      const problems: string[] = [];
      for (const method of ['warn', 'error'] as const) {
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) =>
          problems.push(args.map(String).join(' ')),
        );
      }
      await renderApp(path);
      const h1 = await screen.findByRole('heading', { level: 1 });
      expect(h1.textContent?.trim().length).toBeGreaterThan(3);
      // featured shops and other async content settle
      await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
      const text = document.body.textContent ?? '';
      expect(
        visibleTexts().filter((t) => RAW_ID.test(t)),
        `raw message ids on ${path}`,
      ).toEqual([]);
      expect(text.match(FORBIDDEN)?.[0] ?? null).toBeNull();
      expect(document.title.length).toBeGreaterThan(3);
      expect(document.documentElement.lang).toBe(locale);
      expect(problems).toEqual([]);
      expect(currentLocation().split('?')[0]).toBe(path.split('?')[0]);
    });
  });
}
