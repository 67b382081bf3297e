/**
 * Every story of the built Storybook, rendered in Chromium and checked with axe (WCAG 2.0/2.1 A
 * and AA, colour contrast included): a serious or critical finding fails the story, naming the
 * theme and the nodes. Themes per story: see story-matrix.ts. Every rule runs in a story's first theme
 * (light), and the colour rules in each of its other themes (COLOUR_RULES: the others cannot change
 * with the theme). The jsdom story tests
 * (tests/stories) keep the checks jsdom can make (renders, no console errors, no raw message ids,
 * English and Italian); colour contrast needs real layout and CSS, so the theme matrix lives here.
 * One test per run of up to five stories of one component (their themes inside): a test costs Playwright
 * ~0.2 s of bookkeeping here, about half a check, so ~180 tests rather than 655 (one per story) or ~1,970
 * (one per check). A failure names the story and the theme.
 */
import { expect } from '@playwright/test';
import { readStories, themesFor, type StoryEntry } from './story-matrix';
import {
  describeViolations,
  FAILING_IMPACTS,
  test,
  withoutKnown,
  type StoryPage,
} from './story-page';

const stories = readStories();

test('the built Storybook lists stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

/** Stories in runs of up to `size` of one component, in the index's order. */
function runsOf(list: StoryEntry[], size: number): StoryEntry[][] {
  const runs: StoryEntry[][] = [];
  for (const story of list) {
    const last = runs.at(-1);
    if (last && last.length < size && last[0]!.title === story.title) last.push(story);
    else runs.push([story]);
  }
  return runs;
}

async function checkStory(storyPage: StoryPage, story: StoryEntry): Promise<void> {
  const error = await storyPage.show(story.id);
  expect.soft(error, `${story.title} / ${story.name} did not render`).toBeNull();
  if (error) return;
  for (const [i, theme] of themesFor(story).entries()) {
    const found = await storyPage.check(theme, i === 0 ? 'all' : 'colour');
    const { violations, known } = withoutKnown(story.id, found);
    for (const description of known)
      test
        .info()
        .annotations.push({ type: `known axe finding (${story.id}, ${theme.name})`, description });
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
        type: `axe minor/moderate (${story.id}, ${theme.name})`,
        description: minor.map((v) => `${v.id}: ${v.nodes.length}`).join(', '),
      });
  }
}

for (const run of runsOf(stories, 5)) {
  const names = run.map(
    (story) =>
      `${story.id.split('--')[1]} (${themesFor(story)
        .map((t) => t.name)
        .join(', ')})`,
  );
  test(`${run[0]!.title}: ${names.join('; ')}`, async ({ storyPage }) => {
    // the project's 60 s per story, as when each story was a test of its own
    test.setTimeout(run.length * 60_000);
    for (const story of run) await checkStory(storyPage, story);
  });
}

test.afterEach(async ({ storyPage }, testInfo) => {
  // A timed-out story may leave the page mid-render: the next story starts from a fresh load.
  if (testInfo.status === 'timedOut' || testInfo.status === 'interrupted') await storyPage.drop();
});
