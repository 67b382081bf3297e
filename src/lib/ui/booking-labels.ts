/**
 * Texts for the booking design-system components (calendar, time slots, service and staff pickers, summary,
 * shop header). Their copy lives under bookingUi.*, which loads with the pages part of the catalog, like the
 * booking page itself; the shop header reuses the shop details' wording for hours, types and features.
 */
import { useMemo } from 'react';
import { BUSINESS_TYPES, SHOP_FEATURES, WEEKDAYS } from '@/domain/shop';
import {
  splitDuration,
  type BookingCalendarLabels,
  type BookingShopHeaderLabels,
  type BookingSummaryLabels,
  type ServicePickerLabels,
  type StaffPickerLabels,
  type TimeSlotGridLabels,
} from '@design-system/components';
import { record, useT } from './design-system-labels';

export function useBookingCalendarLabels(): BookingCalendarLabels {
  const t = useT();
  return useMemo(
    () => ({
      legend: t('bookingUi.calendar.legend'),
      dots: {
        green: t('bookingUi.calendar.dot.green'),
        yellow: t('bookingUi.calendar.dot.yellow'),
        orange: t('bookingUi.calendar.dot.orange'),
      },
      dayAvailable: (date, count) => t('bookingUi.calendar.dayAvailable', { date, count }),
      dayUnavailable: (date, reason) => t('bookingUi.calendar.dayUnavailable', { date, reason }),
      closed: t('bookingUi.calendar.closed'),
      full: t('bookingUi.calendar.full'),
      past: t('bookingUi.calendar.past'),
      notBookable: t('bookingUi.calendar.notBookable'),
      previousMonth: t('bookingUi.calendar.previousMonth'),
      nextMonth: t('bookingUi.calendar.nextMonth'),
      loading: t('bookingUi.calendar.loading'),
      retry: t('bookingUi.calendar.retry'),
    }),
    [t],
  );
}

export function useTimeSlotGridLabels(): TimeSlotGridLabels {
  const t = useT();
  return useMemo(
    () => ({
      title: t('bookingUi.slots.title'),
      periods: {
        morning: t('bookingUi.slots.period.morning'),
        afternoon: t('bookingUi.slots.period.afternoon'),
        evening: t('bookingUi.slots.period.evening'),
      },
      empty: t('bookingUi.slots.empty'),
      reasons: {
        booked: t('bookingUi.slots.reason.booked'),
        past: t('bookingUi.slots.reason.past'),
        notice: t('bookingUi.slots.reason.notice'),
        break: t('bookingUi.slots.reason.break'),
      },
      // a free time is named by the time alone; an unavailable one says why
      slotAria: (time, reason) =>
        reason ? t('bookingUi.slots.unavailable', { time, reason }) : time,
      loading: t('bookingUi.slots.loading'),
      retry: t('bookingUi.slots.retry'),
    }),
    [t],
  );
}

export function useServicePickerLabels(): ServicePickerLabels {
  const t = useT();
  return useMemo(
    () => ({
      title: t('bookingUi.services.title'),
      duration: (minutes) => t('bookingUi.services.duration', { minutes }),
      notBookable: t('bookingUi.services.notBookable'),
      selectedCount: (count) => t('bookingUi.services.selectedCount', { count }),
    }),
    [t],
  );
}

export function useStaffPickerLabels(): StaffPickerLabels {
  const t = useT();
  return useMemo(
    () => ({
      title: t('bookingUi.staff.title'),
      anyAvailable: t('bookingUi.staff.anyAvailable'),
      anyHint: t('bookingUi.staff.anyHint'),
    }),
    [t],
  );
}

export function useBookingSummaryLabels(): BookingSummaryLabels {
  const t = useT();
  return useMemo(
    () => ({
      title: t('bookingUi.summary.title'),
      noServices: t('bookingUi.summary.noServices'),
      date: t('bookingUi.summary.date'),
      time: t('bookingUi.summary.time'),
      staff: t('bookingUi.summary.staff'),
      total: t('bookingUi.summary.total'),
      durationTerm: t('bookingUi.summary.duration'),
      duration: (total) => {
        const { hours, minutes } = splitDuration(total);
        if (hours === 0) return t('bookingUi.duration.minutes', { minutes });
        if (minutes === 0) return t('bookingUi.duration.hours', { hours });
        return t('bookingUi.duration.hoursMinutes', { hours, minutes });
      },
      notChosen: t('bookingUi.summary.notChosen'),
      servicesCount: (count) => t('bookingUi.summary.servicesCount', { count }),
    }),
    [t],
  );
}

export function useBookingShopHeaderLabels(): BookingShopHeaderLabels {
  const t = useT();
  return useMemo(
    () => ({
      businessType: record(BUSINESS_TYPES, (k) => t(`businessType.${k}`)),
      features: record(SHOP_FEATURES, (k) => t(`feature.${k}`)),
      weekdays: record(WEEKDAYS, (k) => t(`shopDetails.day.${k}`)),
      rating: (rating) => t('shopCard.rating', { rating }),
      reviews: (count) => t('shopCard.reviews', { count }),
      noRating: t('shopDetails.noRating'),
      gallery: t('bookingUi.shopHeader.gallery'),
      photoAlt: (name, index) => t('shopDetails.photoAlt', { name, index }),
      morePhotos: (count) => t('bookingUi.shopHeader.morePhotos', { count }),
      morePhotosAria: (count) => t('bookingUi.shopHeader.morePhotosAria', { count }),
      address: t('bookingUi.shopHeader.address'),
      hours: t('bookingUi.shopHeader.hours'),
      closed: t('shopDetails.closed'),
      hoursRange: (start, end) => t('shopDetails.hoursRange', { start, end }),
      featuresHeading: t('bookingUi.shopHeader.features'),
    }),
    [t],
  );
}
