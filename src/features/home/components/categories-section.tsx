import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { CategoryCard } from '@design-system/components/CategoryCard/CategoryCard';
import { PageSection } from '@design-system/components/PageSection/PageSection';
import { HOME_CATEGORIES } from '@/domain/constants';
import { categoryHref } from '@/domain/links';
import { RouterLinkAdapter } from '@/lib/router-link';

/** Service categories; each card opens /search?category={id}. */
export function CategoriesSection() {
  const intl = useIntl();
  return (
    <PageSection
      id="home-categories"
      title={intl.formatMessage({ id: 'category.sectionTitle' })}
      subtitle={intl.formatMessage({ id: 'category.sectionSubtitle' })}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        {HOME_CATEGORIES.map((id) => (
          <li key={id}>
            <CategoryCard
              id={id}
              title={intl.formatMessage({ id: `category.${id}.title` })}
              description={intl.formatMessage({ id: `category.${id}.description` })}
              href={categoryHref(id)}
              linkComponent={RouterLinkAdapter}
            />
          </li>
        ))}
      </Box>
    </PageSection>
  );
}
