import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { HOME_CATEGORIES } from '@/domain/constants';
import { CategoryCard, type CategoryCardProps } from '@design-system/components';
import { categoryHref } from '@/domain/links';
import { useT } from './support/labels';

function LocalizedCategoryCard({
  id,
  count,
  ...rest
}: Omit<CategoryCardProps, 'title' | 'description' | 'caption' | 'href'> & { count?: number }) {
  const t = useT();
  return (
    <Box sx={{ maxWidth: 280 }}>
      <CategoryCard
        {...rest}
        id={id}
        href={categoryHref(id)}
        title={t(`category.${id}.title`)}
        description={t(`category.${id}.description`)}
        caption={count !== undefined ? t('category.venues', { count }) : undefined}
      />
    </Box>
  );
}

const meta = {
  title: 'Design System/CategoryCard',
  component: LocalizedCategoryCard,
  args: { id: 'haircut', onSelect: fn(), onNavigate: fn() },
  argTypes: { id: { control: 'select', options: HOME_CATEGORIES } },
} satisfies Meta<typeof LocalizedCategoryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCaption: Story = { args: { id: 'spa', count: 128 } };
export const AllCategories: Story = {
  render: (args) => (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
    >
      {HOME_CATEGORIES.map((id, i) => (
        <LocalizedCategoryCard key={id} {...args} id={id} count={40 + i * 17} />
      ))}
    </Box>
  ),
};
