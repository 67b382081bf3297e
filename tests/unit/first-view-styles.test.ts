import { describe, expect, it } from 'vitest';
import { splitStyles } from '@/app/ssr/first-view-styles';

const rendered =
  '<div class="css-a1">' +
  '<style data-emotion="ob a1">.css-a1{color:red}</style>' +
  '<style data-emotion="ob-global g1">:root{--x:1px}</style>' +
  '<p class="css-b2 css-c3">x</p>' +
  '<style data-emotion="ob b2 c3">.css-b2{margin:0}.css-c3{padding:0}</style>' +
  '</div>' +
  '<style data-emotion="ob-global g2">body{margin:0}</style>';

describe('splitStyles (a first view’s styles for the head)', () => {
  it('takes every sheet out of the markup', () => {
    const { html } = splitStyles(rendered);
    expect(html).toBe('<div class="css-a1"><p class="css-b2 css-c3">x</p></div>');
  });

  it('keeps each global sheet apart, first, with its own name (Global finds it by that name)', () => {
    const { styles } = splitStyles(rendered);
    expect(
      styles.startsWith(
        '<style data-emotion="ob-global g1" data-s="">:root{--x:1px}</style>' +
          '<style data-emotion="ob-global g2" data-s="">body{margin:0}</style>',
      ),
    ).toBe(true);
  });

  it('merges the class sheets into one naming every class, rules in the order rendered', () => {
    const { styles } = splitStyles(rendered);
    expect(styles).toContain(
      '<style data-emotion="ob a1 b2 c3" data-s="">.css-a1{color:red}.css-b2{margin:0}.css-c3{padding:0}</style>',
    );
    expect(styles.match(/<style /g)).toHaveLength(3);
  });

  it('marks every sheet as placed, so emotion does not move it as the app starts', () => {
    const { styles } = splitStyles(rendered);
    for (const tag of styles.match(/<style [^>]*>/g) ?? []) expect(tag).toContain('data-s=""');
  });

  it('gives a view without styles an empty head part', () => {
    expect(splitStyles('<main>x</main>')).toEqual({ styles: '', html: '<main>x</main>' });
  });
});
