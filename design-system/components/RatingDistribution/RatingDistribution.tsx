import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { STARS, ratingPercentages } from '@/domain/ratings';
import type { RatingDistribution as Distribution } from '@/domain/shop';

export interface RatingDistributionLabels {
  /** "5 stars" */
  stars: (stars: number) => string;
  /** accessible text of a bar, e.g. "5 stars: 60% of reviews" (percent already formatted) */
  bar: (stars: number, percent: string) => string;
}

export interface RatingDistributionProps {
  /** how many reviews gave each number of stars */
  distribution: Distribution;
  labels: RatingDistributionLabels;
}

/** One bar per star count (5 to 1) with its share of the reviews. */
export function RatingDistribution({ distribution, labels }: RatingDistributionProps) {
  const intl = useIntl();
  const percentages = ratingPercentages(distribution);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
      {STARS.map((stars) => {
        const percent = intl.formatNumber(percentages[stars] / 100, { style: 'percent' });
        return (
          <Box
            component="li"
            key={stars}
            data-testid={`rating-bar-${stars}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: '4.5rem 1fr 3rem',
              alignItems: 'center',
              gap: 1,
            }}
          >
            <Typography variant="body2" aria-hidden="true">
              {labels.stars(stars)}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percentages[stars]}
              aria-label={labels.bar(stars, percent)}
              sx={{ height: 8, borderRadius: 4 }}
            />
            <Typography variant="body2" color="text.secondary" aria-hidden="true" align="right">
              {percent}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
