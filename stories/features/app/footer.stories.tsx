import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppFooter } from '@/app/layout/app-footer';
import { withStoryShell } from '../support/story-shell';

/** The footer: categories, company, help and legal links (src/app/layout/app-footer.tsx). */
const meta = {
  title: 'Features/App/Footer',
  component: AppFooter,
  decorators: [withStoryShell],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppFooter>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
