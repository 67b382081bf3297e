import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import type { BookingCalendar as Calendar } from '@design-system/components';

const loadCalendar = () =>
  import('@design-system/components/BookingCalendar/BookingCalendar').then((m) => ({
    default: m.BookingCalendar,
  }));
const Lazy = lazy(loadCalendar);

/**
 * The booking month, its code (the date picker library and its locales, about a fifth of the booking page's
 * JavaScript) loaded apart from the page: the calendar shows only once a service is chosen, so the page paints
 * without it. `usePreloadBookingCalendar` starts the download after the first paint, so picking a service
 * rarely waits for it; if it does, a placeholder of the calendar's size holds its place (no layout shift).
 */
export function BookingCalendar(props: ComponentProps<typeof Calendar>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={336} aria-hidden="true" />}>
      <Lazy {...props} />
    </Suspense>
  );
}

/** Starts loading the calendar's code once the page is on screen. */
export function usePreloadBookingCalendar(): void {
  useEffect(() => {
    void loadCalendar().catch(() => undefined);
  }, []);
}
