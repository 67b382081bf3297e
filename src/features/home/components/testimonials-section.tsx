import FormatQuote from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageSection } from '@design-system/components/PageSection/PageSection';
import { RatingStars } from '@design-system/components/RatingStars/RatingStars';

const TESTIMONIALS = [
  { id: 'giulia', rating: 5 },
  { id: 'marco', rating: 5 },
  { id: 'sofia', rating: 4 },
] as const;

/** What customers say (fixed marketing text). */
export function TestimonialsSection() {
  const intl = useIntl();
  return (
    <PageSection
      id="home-testimonials"
      title={intl.formatMessage({ id: 'home.testimonials.title' })}
      tone="muted"
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {TESTIMONIALS.map((item) => (
          <Card component="li" key={item.id} variant="outlined" sx={{ height: '100%' }}>
            <CardContent component="figure" sx={{ m: 0 }}>
              <FormatQuote color="primary" aria-hidden />
              <Box sx={{ mb: 1 }}>
                <RatingStars
                  value={item.rating}
                  showValue={false}
                  label={intl.formatMessage(
                    { id: 'home.testimonials.rating' },
                    { rating: item.rating },
                  )}
                />
              </Box>
              <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
                <FormattedMessage id={`home.testimonials.${item.id}.quote`} />
              </Typography>
              <Typography component="figcaption" variant="body2" color="text.secondary">
                <FormattedMessage id={`home.testimonials.${item.id}.author`} />
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </PageSection>
  );
}
