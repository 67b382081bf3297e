import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomePage } from '@/features/home/pages/home-page';
import { withStoryShell } from '../support/story-shell';

/** The whole home page (/) with MSW answering the featured shops. */
const meta = {
  title: 'Features/Home/HomePage',
  component: HomePage,
  decorators: [withStoryShell],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
