import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/lib/ui/page-shell';

const CRITERIA = ['q', 'category', 'service', 'location', 'filters', 'shop'] as const;

/**
 * /search (public). Results, filters, the map and the shop-details panel arrive with the discovery
 * issue (spec 02 §2.1–2.3). The page already reads the query it was given and shows it back.
 */
export function SearchPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const criteria = CRITERIA.flatMap((name) => {
    const value = params.get(name)?.trim();
    return value ? [{ name, value }] : [];
  });
  return (
    <PageShell
      titleId="pages.search.title"
      introId="pages.search.intro"
      links={[
        { to: '/', labelId: 'pages.search.linkHome', descriptionId: 'pages.search.linkHomeHint' },
        {
          to: '/services',
          labelId: 'pages.search.linkServices',
          descriptionId: 'pages.search.linkServicesHint',
        },
      ]}
    >
      <Paper
        variant="outlined"
        sx={{ p: 3 }}
        component="section"
        aria-labelledby="search-criteria-title"
      >
        <Typography id="search-criteria-title" variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="pages.search.criteriaTitle" />
        </Typography>
        {criteria.length === 0 ? (
          <Typography color="text.secondary">
            <FormattedMessage id="pages.search.noCriteria" />
          </Typography>
        ) : (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
            component="ul"
            aria-label={intl.formatMessage({ id: 'pages.search.criteriaTitle' })}
          >
            {criteria.map((c) => (
              <Chip
                component="li"
                key={c.name}
                label={`${intl.formatMessage({ id: `pages.search.param.${c.name}` })}: ${c.value}`}
              />
            ))}
          </Stack>
        )}
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          <FormattedMessage id="pages.search.resultsNote" />
        </Typography>
      </Paper>
    </PageShell>
  );
}

export default SearchPage;
