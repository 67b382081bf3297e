import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageSection } from '@design-system/components/PageSection/PageSection';

/** Fixed marketing figures (spec 01: statistics are fixed text, total shops shown as 1000+). */
const STATS = ['shops', 'customers', 'rating', 'cities'] as const;

export function StatsSection() {
  const intl = useIntl();
  return (
    <PageSection
      id="home-stats"
      title={intl.formatMessage({ id: 'home.stats.title' })}
      tone="brand"
      align="center"
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {STATS.map((id) => (
          <Box
            key={id}
            sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}
          >
            <Typography component="dt" variant="body1">
              <FormattedMessage id={`home.stats.${id}.label`} />
            </Typography>
            <Typography component="dd" variant="h3" sx={{ m: 0, fontWeight: 700 }}>
              <FormattedMessage id={`home.stats.${id}.value`} />
            </Typography>
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
