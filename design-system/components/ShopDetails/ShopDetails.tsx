import type { MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { CURRENCY } from '@/domain/constants';
import type { ShopService } from '@/domain/search';
import { SHOP_FEATURES, WEEKDAYS, type Shop } from '@/domain/shop';
import { navigationClickHandler } from '../AppLink/AppLink';
import { RatingDistribution } from '../RatingDistribution/RatingDistribution';
import type { NavigationProps } from '../types';
import type { ShopDetailsLabels } from './labels';
import { DetailsRow as Row, DetailsSection as Section } from './DetailsSection';
import { PhotoGallery } from './PhotoGallery';
import { ShopProfileFacts } from './ShopProfileFacts';
import { ServiceThumb } from '../ServicePicker/ServiceThumb';
import { formatCalendarDate, formatClockRanges, formatClockTime } from '@/domain/clock-format';
import { openRanges } from '@/domain/day-ranges';

export interface ShopDetailsProps extends NavigationProps {
  shop: Shop;
  /** null while they load */
  services: ShopService[] | null;
  labels: ShopDetailsLabels;
  /** where a service's Book button goes */
  bookServiceHref: (serviceId: string) => string;
  /** shown before a service's Book button (the customer's favourite heart) */
  serviceAction?: (service: ShopService) => ReactNode;
}

/** The details modal's body (spec 02 §2.3): gallery, about, contact, hours, services, features, reviews. */
export function ShopDetails({
  shop,
  services,
  labels,
  bookServiceHref,
  serviceAction,
  linkComponent,
  onNavigate,
}: ShopDetailsProps) {
  const intl = useIntl();
  const clock = (time: string) => formatClockTime(intl.locale, time);
  const euro = (value: number) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    });
  const address = [shop.location.address, shop.location.zipCode, shop.location.city]
    .filter(Boolean)
    .join(', ');
  const hasPrices = shop.services.length > 0 || (services?.length ?? 0) > 0;
  const features = SHOP_FEATURES.filter((f) => shop.features[f]);
  const link = linkComponent ?? 'a';
  const onBook = (href: string) => (event: MouseEvent<HTMLElement>) =>
    navigationClickHandler(href, onNavigate)(event);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PhotoGallery
        photos={shop.photos}
        name={shop.name}
        label={labels.gallery}
        photoAlt={labels.photoAlt}
        morePhotos={labels.morePhotos}
      />

      <Section title={labels.about}>
        <Typography variant="body2" color={shop.description ? 'text.primary' : 'text.secondary'}>
          {shop.description || labels.noDescription}
        </Typography>
      </Section>

      <ShopProfileFacts profile={shop.profile} labels={labels.profile} />

      <Section title={labels.contact}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          <Row term={labels.address} value={address || labels.notAvailable} />
          <Row
            term={labels.phone}
            value={
              shop.phone ? (
                <Link href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</Link>
              ) : (
                labels.notAvailable
              )
            }
          />
          <Row
            term={labels.email}
            value={
              shop.email ? (
                <Link href={`mailto:${shop.email}`}>{shop.email}</Link>
              ) : (
                labels.notAvailable
              )
            }
          />
          <Row
            term={labels.priceRange}
            value={
              hasPrices
                ? labels.priceBetween(euro(shop.priceRange.min), euro(shop.priceRange.max))
                : labels.notAvailable
            }
          />
        </Box>
      </Section>

      <Section title={labels.hours}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          {WEEKDAYS.map((day) => {
            const ranges = openRanges(shop.workingHours[day]);
            return (
              <Row
                key={day}
                term={labels.weekdays[day]}
                value={
                  ranges.length > 0
                    ? formatClockRanges(intl.locale, ranges, labels.hoursRange)
                    : labels.closed
                }
              />
            );
          })}
        </Box>
        {shop.specialDates.length > 0 ? (
          <>
            <Typography component="h4" variant="subtitle2" sx={{ mt: 1 }}>
              {labels.specialDates}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
              {shop.specialDates.map((d) => (
                <Row
                  key={d.date}
                  term={formatCalendarDate(intl.locale, d.date, 'medium')}
                  value={[
                    d.isClosed || !d.start || !d.end
                      ? labels.closed
                      : labels.hoursRange(clock(d.start), clock(d.end)),
                    d.description,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              ))}
            </Box>
          </>
        ) : null}
      </Section>

      <Section title={labels.services}>
        {services === null ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {labels.servicesLoading}
          </Typography>
        ) : services.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {labels.noServices}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {services.map((service) => {
              const href = bookServiceHref(service.id);
              return (
                <Box
                  component="li"
                  key={service.id}
                  sx={(t) => ({
                    display: 'flex',
                    alignItems: 'center',
                    gap: 2,
                    p: 1.5,
                    borderRadius: 1,
                    border: `1px solid ${(t.vars ?? t).palette.divider}`,
                  })}
                >
                  {service.image ? <ServiceThumb image={service.image} /> : null}
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="subtitle2" component="p">
                      {service.name}
                    </Typography>
                    {service.description ? (
                      <Typography variant="body2" color="text.secondary">
                        {service.description}
                      </Typography>
                    ) : null}
                    <Typography variant="body2" color="text.secondary">
                      {`${labels.duration(service.duration)} · ${euro(service.price)}`}
                    </Typography>
                  </Box>
                  {serviceAction?.(service)}
                  <Button
                    component={link}
                    href={href}
                    onClick={onBook(href)}
                    variant="outlined"
                    size="small"
                    aria-label={labels.bookService(service.name)}
                  >
                    {labels.book}
                  </Button>
                </Box>
              );
            })}
          </Box>
        )}
      </Section>

      <Section title={labels.featuresHeading}>
        {features.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {labels.noFeatures}
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {features.map((f) => (
              <li key={f}>
                <Chip label={labels.features[f]} size="small" variant="outlined" />
              </li>
            ))}
          </Box>
        )}
      </Section>

      <Section title={labels.reviewsHeading}>
        {shop.reviewCount > 0 ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {labels.basedOn(shop.reviewCount)}
            </Typography>
            <RatingDistribution
              distribution={shop.ratingDistribution}
              labels={labels.distribution}
            />
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {labels.noReviews}
          </Typography>
        )}
      </Section>
    </Box>
  );
}
