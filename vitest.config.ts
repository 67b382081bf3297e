import { defineConfig, mergeConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import viteConfig from './vite.config.ts';

/**
 * The two story files first, then vitest's own order. They are the jsdom stream's longest files (~650 stories each):
 * - started last, one of them kept a worker busy long after the other had run out of files;
 * - in a worker that had already run the component files they took 119 s and 131 s (the stream alone), against
 *   77 s and 74 s in a fresh one.
 * vitest runs its longest-known files first, but a clean clone (CI) has no record of durations, and vitest then runs
 * the largest files first: the story files are nine lines each, so they came last.
 */
class StoriesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isStories = (file: TestSpecification) => file.moduleId.includes('/tests/stories/');
    return [...sorted.filter(isStories), ...sorted.filter((file) => !isStories(file))];
  }
}

// One vitest run, four projects: pure rules, server API over real HTTP against FerretDB,
// React components in jsdom, and every Storybook story rendered as a test.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      sequence: { sequencer: StoriesFirst },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['tests/unit/**/*.test.ts'],
            // Pure rules: the files share a worker's loaded modules instead of loading them again per file
            // (100 files: 60 s -> 34 s on two workers). Each file undoes its own stubs and fake timers.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'api',
            environment: 'node',
            include: ['tests/api/**/*.test.ts', 'tests/contract/**/*.test.ts'],
            globalSetup: ['tests/api/global-setup.ts'],
            // The files share the worker's packages; each loads the server's own modules afresh
            // (tests/api/fresh-server-modules.ts): import time 459 s -> 78 s for the 103 files.
            setupFiles: ['tests/api/fresh-server-modules.ts'],
            isolate: false,
            fileParallelism: false,
            testTimeout: 30_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'jsdom',
            include: ['tests/components/**/*.test.tsx', 'tests/stories/**/*.test.tsx'],
            // The files share the worker's packages and jsdom; each loads the app's own modules afresh on a
            // page put back as jsdom made it (tests/fresh-app-modules.ts): half the CPU of one file per process.
            setupFiles: ['tests/fresh-app-modules.ts', 'tests/setup-dom.ts'],
            isolate: false,
            // room for a busy machine (async queries wait up to 15 s: tests/components/app/test-utils.tsx)
            testTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
