import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const ITEMS = Array.from({ length: 9 }, (_, i) => i + 1);
/** Varied heights so the masonry layout shows. */
const HEIGHTS = [120, 180, 90, 150, 210, 110, 160, 130, 190];
const LAYOUTS = ['fixed', 'autoFit', 'masonry'] as const;
type Layout = (typeof LAYOUTS)[number];

function Tile({ n, height }: { n: number; height?: number }) {
  const intl = useIntl();
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        minHeight: height ?? 96,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'action.hover',
        breakInside: 'avoid',
        mb: 2,
      }}
    >
      <Typography variant="subtitle1" component="span">
        {intl.formatMessage({ id: 'demo.grids.item' }, { n })}
      </Typography>
    </Paper>
  );
}

/** Fixed columns, auto-fit with a 200 px minimum, and masonry (spec 01 §2 "/responsive-demo"). */
export function DemoGrids() {
  const intl = useIntl();
  const [layout, setLayout] = useState<Layout>('fixed');
  return (
    <Box>
      <Tabs
        value={layout}
        onChange={(_e, value: Layout) => setLayout(value)}
        aria-label={intl.formatMessage({ id: 'demo.grids.title' })}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {LAYOUTS.map((l) => (
          <Tab
            key={l}
            value={l}
            id={`grid-tab-${l}`}
            aria-controls={`grid-panel-${l}`}
            label={intl.formatMessage({ id: `demo.grids.${l}` })}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`grid-panel-${layout}`}
        aria-labelledby={`grid-tab-${layout}`}
        sx={{ pt: 2 }}
      >
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage id={`demo.grids.${layout}Hint`} />
        </Typography>
        {layout === 'fixed' && (
          <Box
            data-testid="grid-fixed"
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'repeat(1, 1fr)',
                sm: 'repeat(2, 1fr)',
                md: 'repeat(3, 1fr)',
              },
              '& > *': { mb: 0 },
            }}
          >
            {ITEMS.map((n) => (
              <Tile key={n} n={n} />
            ))}
          </Box>
        )}
        {layout === 'autoFit' && (
          <Box
            data-testid="grid-auto-fit"
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
              '& > *': { mb: 0 },
            }}
          >
            {ITEMS.map((n) => (
              <Tile key={n} n={n} />
            ))}
          </Box>
        )}
        {layout === 'masonry' && (
          <Box
            data-testid="grid-masonry"
            sx={{ columnGap: 2, columnCount: { xs: 1, sm: 2, md: 3 } }}
          >
            {ITEMS.map((n, i) => (
              <Tile key={n} n={n} height={HEIGHTS[i]} />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
