/**
 * Texts for the details modal, the map's shop card and the favourite shop card (design-system components
 * take their texts as props). Page copy lives under shopDetails.*, map.* and favorites.*, which load with the
 * pages part of the catalog, so these hooks are for non-home screens only.
 */
import { useMemo } from 'react';
import { BUSINESS_TYPES, SHOP_FEATURES, WEEKDAYS } from '@/domain/shop';
import { PAYMENT_METHODS, SOCIAL_NETWORKS } from '@/domain/shop-profile';
import type {
  FavoriteShopCardLabels,
  MapShopCardLabels,
  ShopDetailsLabels,
} from '@design-system/components';
import { record, useT } from './design-system-labels';

export function useShopDetailsLabels(): ShopDetailsLabels {
  const t = useT();
  return useMemo(
    () => ({
      businessType: record(BUSINESS_TYPES, (k) => t(`businessType.${k}`)),
      features: record(SHOP_FEATURES, (k) => t(`feature.${k}`)),
      weekdays: record(WEEKDAYS, (k) => t(`shopDetails.day.${k}`)),
      rating: (rating) => t('shopCard.rating', { rating }),
      reviews: (count) => t('shopCard.reviews', { count }),
      noRating: t('shopDetails.noRating'),
      distance: (distance) => t('shopCard.distance', { distance }),
      addFavorite: t('shopCard.addFavorite'),
      removeFavorite: t('shopCard.removeFavorite'),
      close: t('shopDetails.close'),
      gallery: t('shopDetails.gallery'),
      morePhotos: (count) => t('shopDetails.morePhotos', { count }),
      photoAlt: (name, index) => t('shopDetails.photoAlt', { name, index }),
      about: t('shopDetails.about'),
      noDescription: t('shopDetails.noDescription'),
      profile: {
        heading: t('shopDetails.profile.heading'),
        experience: t('shopDetails.profile.experience'),
        years: (count) => t('shopDetails.profile.years', { count }),
        specialties: t('shopDetails.profile.specialties'),
        languages: t('shopDetails.profile.languages'),
        paymentMethods: t('shopDetails.profile.paymentMethods'),
        payment: record(PAYMENT_METHODS, (k) => t(`shopSetup.profile.payment.${k}`)),
        certifications: t('shopDetails.profile.certifications'),
        awards: t('shopDetails.profile.awards'),
        links: record(['website', ...SOCIAL_NETWORKS] as const, (k) =>
          t(`shopDetails.profile.link.${k}`),
        ),
        opensInNewTab: t('shopDetails.profile.opensInNewTab'),
      },
      contact: t('shopDetails.contact'),
      address: t('shopDetails.address'),
      phone: t('shopDetails.phone'),
      email: t('shopDetails.email'),
      priceRange: t('shopDetails.priceRange'),
      notAvailable: t('shopDetails.notAvailable'),
      priceBetween: (min, max) => t('shopDetails.priceBetween', { min, max }),
      hours: t('shopDetails.hours'),
      closed: t('shopDetails.closed'),
      hoursRange: (start, end) => t('shopDetails.hoursRange', { start, end }),
      specialDates: t('shopDetails.specialDates'),
      services: t('shopDetails.services'),
      servicesLoading: t('shopDetails.servicesLoading'),
      noServices: t('shopDetails.noServices'),
      duration: (minutes) => t('shopDetails.duration', { minutes }),
      book: t('shopDetails.book'),
      bookService: (name) => t('shopDetails.bookService', { name }),
      featuresHeading: t('shopDetails.features'),
      noFeatures: t('shopDetails.noFeatures'),
      reviewsHeading: t('shopDetails.reviews'),
      noReviews: t('shopDetails.noReviews'),
      basedOn: (count) => t('shopDetails.basedOn', { count }),
      distribution: {
        stars: (stars) => t('shopDetails.stars', { stars }),
        bar: (stars, percent) => t('shopDetails.starsBar', { stars, percent }),
      },
    }),
    [t],
  );
}

export function useMapShopCardLabels(): MapShopCardLabels {
  const t = useT();
  return useMemo(
    () => ({
      businessType: record(BUSINESS_TYPES, (k) => t(`businessType.${k}`)),
      rating: (rating) => t('shopCard.rating', { rating }),
      reviews: (count) => t('shopCard.reviews', { count }),
      noRating: t('shopDetails.noRating'),
      distance: (distance) => t('shopCard.distance', { distance }),
      details: t('map.viewDetails'),
      book: t('map.bookNow'),
      close: t('map.closeCard'),
    }),
    [t],
  );
}

export function useFavoriteShopCardLabels(): FavoriteShopCardLabels {
  const t = useT();
  return useMemo(
    () => ({
      businessType: record(BUSINESS_TYPES, (k) => t(`businessType.${k}`)),
      added: (date) => t('favorites.card.added', { date }),
      rating: (rating) => t('shopCard.rating', { rating }),
      reviews: (count) => t('shopCard.reviews', { count }),
      noRating: t('shopCard.noRating'),
      unavailable: t('favorites.card.unavailable'),
      notes: t('favorites.card.notes'),
      noNotes: t('favorites.card.noNotes'),
      editNotes: t('favorites.card.editNotes'),
      saveNotes: t('favorites.card.saveNotes'),
      cancel: t('favorites.card.cancel'),
      notesFailed: t('favorites.card.notesFailed'),
      notesCounter: (count, max) => t('favorites.card.notesCounter', { count, max }),
      remove: t('favorites.card.remove'),
      removeNamed: (name) => t('favorites.card.removeNamed', { name }),
      details: t('favorites.card.details'),
      book: t('favorites.card.book'),
    }),
    [t],
  );
}
