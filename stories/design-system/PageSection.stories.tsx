import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { HOME_CATEGORIES } from '@/domain/constants';
import { CategoryCard, PageSection, type PageSectionProps } from '@design-system/components';
import { useT } from './support/labels';
import { categoryHref } from '@/domain/links';

function LocalizedPageSection(
  props: Omit<PageSectionProps, 'title' | 'subtitle' | 'children' | 'action'> & {
    withAction?: boolean;
  },
) {
  const t = useT();
  const { withAction, ...rest } = props;
  return (
    <PageSection
      id="categories"
      {...rest}
      title={t('category.sectionTitle')}
      subtitle={t('category.sectionSubtitle')}
      action={withAction ? <Button variant="outlined">{t('common.viewAll')}</Button> : undefined}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        }}
      >
        {HOME_CATEGORIES.map((id) => (
          <CategoryCard
            key={id}
            id={id}
            href={categoryHref(id)}
            title={t(`category.${id}.title`)}
            description={t(`category.${id}.description`)}
          />
        ))}
      </Box>
    </PageSection>
  );
}

const meta = {
  title: 'Design System/PageSection',
  component: LocalizedPageSection,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LocalizedPageSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Muted: Story = { args: { tone: 'muted', withAction: true } };
export const Brand: Story = { args: { tone: 'brand', align: 'center' } };
export const WithEyebrow: Story = { args: { eyebrow: 'Orabella', withAction: true } };
