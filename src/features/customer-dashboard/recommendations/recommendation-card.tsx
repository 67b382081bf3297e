import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { RatingStars } from '@design-system/components/RatingStars/RatingStars';
import { bookingHref } from '@/domain/links';
import type { Recommendation } from '@/domain/recommendations';

export interface RecommendationCardProps {
  recommendation: Recommendation;
  onDismiss(id: string): void;
  headingLevel?: 3 | 4;
}

/**
 * One recommendation (spec 02 §7): the shop (and the service, when a service is recommended), why it is shown,
 * Book (the shop's booking page, with the service chosen) and Not interested (it never comes back).
 */
export function RecommendationCard({
  recommendation,
  onDismiss,
  headingLevel = 3,
}: RecommendationCardProps) {
  const intl = useIntl();
  const { shop, service, reason } = recommendation;
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const place = [t(`businessType.${shop.businessType}`), shop.city].filter(Boolean).join(' · ');
  return (
    // a card of a list (the section's ul), not an article: the overview's one article is the next appointment
    <Card
      data-testid="recommendation-card"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component={`h${headingLevel}`} variant="subtitle1" sx={{ fontWeight: 600 }}>
          {service ? service.name : shop.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {service ? t('customerDashboard.recommendations.atShop', { shop: shop.name }) : place}
        </Typography>
        {service ? (
          <Typography variant="body2" color="text.secondary">
            {t('customerDashboard.recommendations.service', {
              price: intl.formatNumber(service.price, { style: 'currency', currency: 'EUR' }),
              minutes: service.duration,
            })}
          </Typography>
        ) : null}
      </Box>
      {shop.reviewCount > 0 ? (
        <RatingStars
          value={shop.rating}
          size="small"
          showValue
          label={t('customerDashboard.recommendations.rating', {
            rating: intl.formatNumber(shop.rating, { maximumFractionDigits: 1 }),
            count: shop.reviewCount,
          })}
        />
      ) : null}
      <Typography variant="body2">{t(reason.id, reason.values)}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t('customerDashboard.recommendations.distance', {
          km: intl.formatNumber(recommendation.distanceKm, { maximumFractionDigits: 1 }),
        })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 'auto', pt: 0.5 }}>
        <Button
          size="small"
          variant="contained"
          component={RouterLink}
          to={bookingHref(shop.id, { service: service?.id })}
          aria-label={t('customerDashboard.recommendations.bookLabel', { name: shop.name })}
        >
          {t('customerDashboard.recommendations.book')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          onClick={() => onDismiss(recommendation.id)}
          aria-label={t('customerDashboard.recommendations.dismissLabel', {
            name: service ? service.name : shop.name,
          })}
        >
          {t('customerDashboard.recommendations.dismiss')}
        </Button>
      </Box>
    </Card>
  );
}
