import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Same aliases as vite.config.ts (Storybook evaluates main.ts with Node's ESM loader, so it is not imported). */
const alias = {
  '@/': here('../src/'),
  '@design-system/': here('../design-system/'),
  '@mocks/': here('../mocks/'),
};

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, { resolve: { alias } });
  },
};

export default config;
