import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  SearchEmpty,
  SearchError,
  SearchResultsLoading,
  SearchWelcome,
} from '@design-system/components';
import { useSearchStateLabels } from '@/lib/ui/search-labels';
import { useT } from '@/lib/ui/design-system-labels';

function States({ state }: { state: 'loading' | 'error' | 'empty' | 'welcome' }) {
  const t = useT();
  const labels = useSearchStateLabels();
  if (state === 'loading') return <SearchResultsLoading label={t('search.results.loading')} />;
  if (state === 'error')
    return <SearchError message="Failed to search shops" onRetry={fn()} labels={labels.error} />;
  if (state === 'empty')
    return <SearchEmpty onClearFilters={fn()} onExpandArea={fn()} labels={labels.empty} />;
  const counts: Record<string, number> = { haircut: 60, spa: 18, nails: 9, barbershop: 18 };
  return (
    <SearchWelcome
      title={t('search.welcome.heading')}
      subtitle={t('search.welcome.subtitle')}
      categories={['haircut', 'spa', 'nails', 'barbershop'].map((id) => ({
        id,
        title: t(`search.welcome.category.${id}`),
        caption: t('category.venues', { count: counts[id] ?? 0 }),
        href: `/search?category=${id}`,
      }))}
      onSelect={fn()}
    />
  );
}

/** The search results area's states, in the spec's order. */
const meta = {
  title: 'Design System/SearchResultStates',
  component: States,
  args: { state: 'loading' },
} satisfies Meta<typeof States>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Failed: Story = { args: { state: 'error' } };
export const Empty: Story = { args: { state: 'empty' } };
export const WelcomeWithCounts: Story = { args: { state: 'welcome' } };
