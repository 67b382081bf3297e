/**
 * Every story of the built Storybook, rendered in Chromium and checked with axe (WCAG 2.0/2.1 A
 * and AA, colour contrast included): a serious or critical finding fails the story, naming the
 * theme and the nodes. Themes per story: see story-matrix.ts. The jsdom story tests
 * (tests/stories) keep the checks jsdom can make (renders, no console errors, no raw message ids,
 * English and Italian); colour contrast needs real layout and CSS, so the theme matrix lives here.
 * One test per story (its themes inside): a test costs Playwright ~0.2 s of bookkeeping here,
 * as much as a check, so 346 tests rather than 1,343.
 */
import { expect } from '@playwright/test';
import { readStories, themesFor } from './story-matrix';
import { describeViolations, FAILING_IMPACTS, test, withoutKnown } from './story-page';

const stories = readStories();

test('the built Storybook lists stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  const themes = themesFor(story);
  test(`${story.id} (${themes.map((t) => t.name).join(', ')})`, async ({ storyPages }) => {
    for (const theme of themes) {
      const result = await storyPages.check(theme, story.id);
      const { error } = result;
      const { violations, known } = withoutKnown(story.id, result.violations);
      for (const description of known)
        test.info().annotations.push({ type: `known axe finding (${theme.name})`, description });
      expect
        .soft(error, `${story.title} / ${story.name} did not render (${theme.name})`)
        .toBeNull();
      const failing = describeViolations(violations);
      expect
        .soft(
          failing,
          `${failing.length} serious or critical axe findings in ${story.id} (${theme.name}):\n\n${failing.join('\n\n')}\n`,
        )
        .toEqual([]);
      const minor = violations.filter((v) => !FAILING_IMPACTS.has(v.impact ?? ''));
      if (minor.length)
        test.info().annotations.push({
          type: `axe minor/moderate (${theme.name})`,
          description: minor.map((v) => `${v.id}: ${v.nodes.length}`).join(', '),
        });
    }
  });
}

test.afterEach(async ({ storyPages }, testInfo) => {
  // A timed-out story may leave a page mid-render: the next story starts from fresh pages.
  if (testInfo.status === 'timedOut' || testInfo.status === 'interrupted')
    await storyPages.dropAll();
});
