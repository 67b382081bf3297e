import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppHeader } from '@/app/layout/app-header';
import { withStoryShell } from '../support/story-shell';

/** The app header: logo, service menus, language, theme and account (src/app/layout/app-header.tsx). */
const meta = {
  title: 'Features/App/Header',
  component: AppHeader,
  decorators: [withStoryShell],
  parameters: { layout: 'fullscreen', shell: { path: '/' } },
} satisfies Meta<typeof AppHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SignedInCustomer: Story = { parameters: { shell: { path: '/', role: 'customer' } } };

export const SignedInShop: Story = {
  parameters: { shell: { path: '/shop/personal', role: 'shop' } },
};

/** Below 960 px the header collapses into a menu button (resize the canvas or pick a mobile viewport). */
export const Compact: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
