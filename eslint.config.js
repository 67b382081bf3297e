// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';

/** Import zones from ARCHITECTURE.md, enforced as errors. */
const zones = [
  {
    target: './src/domain',
    from: [
      './src/app',
      './src/features',
      './src/lib',
      './src/i18n',
      './design-system',
      './server',
      './mocks',
    ],
    message:
      'src/domain is pure and isomorphic: it imports nothing from the app, design system, server or mocks.',
  },
  {
    target: './design-system',
    from: ['./src/features', './src/app', './src/lib', './server', './mocks'],
    message: 'design-system is presentational: no features, app, API client, server or mocks.',
  },
  {
    target: './server',
    from: ['./src/app', './src/features', './src/lib', './design-system', './mocks', './stories'],
    message: 'server imports only src/domain from the client side.',
  },
  {
    // the catalogs are data: API failures and the sales reports speak the caller's language in the app's words
    target: './server',
    from: './src/i18n',
    except: ['./it.json', './en.json'],
    message:
      'server imports only src/domain (and the catalogs, for API failure texts and reports).',
  },
  {
    target: './src',
    from: ['./server'],
    message: 'src never imports server.',
  },
];

/** Files named after a design-system component (see the file-name rules at the end). */
const PASCAL_CASE_FILES = [
  'design-system/components/**/*.tsx',
  'design-system/theme/*.tsx',
  'stories/design-system/*.stories.tsx',
];
const COMPONENT_TEST_FILES = ['tests/components/design-system/*.test.tsx'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      '.data',
      'public/mockServiceWorker.js',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // the static scripts the server's pages load as they are (public/scripts/), run in the browser
  { files: ['public/scripts/*.js'], languageOptions: { globals: globals.browser } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                '@mui/*',
                'node:*',
                'express',
                'mongoose',
                'socket.io*',
                'jotai',
                'ky',
              ],
              message: 'src/domain is pure: no React, Node or library runtime.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature reaches another feature only through its index.ts.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/*'],
              message: 'Import another feature through its index.ts (@/features/<name>).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // File names (ARCHITECTURE.md "House style"): design-system components and their stories are PascalCase,
  // named after the component (ShopCard/ShopCard.tsx, ShopCard.stories.tsx); every other file is kebab-case
  // (booking.service.ts, use-slots.ts; the part before the first dot is checked, so role suffixes are free).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [...PASCAL_CASE_FILES, ...COMPONENT_TEST_FILES],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: PASCAL_CASE_FILES,
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': 'PASCAL_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // A design-system component's test takes the component's name; a test of the theme or of several
    // components takes a kebab-case topic (theme-config.test.tsx, small-components.test.tsx).
    files: COMPONENT_TEST_FILES,
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': '@(*([A-Z]*([a-z0-9]))|+([a-z])*([a-z0-9])*(-+([a-z0-9])))' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Folders: design-system components are PascalCase, every other folder is kebab-case.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/folder-naming-convention': [
        'error',
        {
          'design-system/components/*/': 'PASCAL_CASE',
          '{src,server,mocks,stories,tests,scripts}/**/': 'KEBAB_CASE',
          'design-system/!(components)/**/': 'KEBAB_CASE',
        },
      ],
    },
  },
);
