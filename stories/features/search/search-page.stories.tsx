import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchPage } from '@/features/search/pages/search-page';
import { withStoryShell } from '../support/story-shell';
import {
  searchPageEmpty,
  searchPageError,
  searchPageHandlers,
  searchPageLoading,
} from './search-page-handlers';

/** /search with MSW: header, filters, sort, results and their states (spec 02 §2.1). */
const meta = {
  title: 'Features/Search/SearchPage',
  component: SearchPage,
  decorators: [withStoryShell],
  parameters: { layout: 'fullscreen', msw: { handlers: searchPageHandlers } },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing searched yet: the welcome state with real category counts. */
export const Default: Story = {};
/** Opened from a home category with a filter: results, the count and Load More. */
export const Results: Story = {
  parameters: { shell: { path: '/search?category=haircut&filters=openNow' } },
};
export const Loading: Story = {
  parameters: { shell: { path: '/search?q=spa' }, msw: { handlers: searchPageLoading } },
};
export const Failed: Story = {
  parameters: { shell: { path: '/search?q=spa' }, msw: { handlers: searchPageError } },
};
export const NoResults: Story = {
  parameters: { shell: { path: '/search?q=zzz' }, msw: { handlers: searchPageEmpty } },
};
