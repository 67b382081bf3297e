// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

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
    // the Italian catalog is data: API failures are answered in the caller's language in the app's own words
    target: './server',
    from: './src/i18n',
    except: ['./it.json'],
    message: 'server imports only src/domain (and the Italian catalog, for API failure texts).',
  },
  {
    target: './src',
    from: ['./server'],
    message: 'src never imports server.',
  },
];

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
);
