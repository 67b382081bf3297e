/** A booking series' choices (src/domain/booking-series.ts): how often, and how many times in all. */
export const SERIES_FREQUENCIES = ['weekly', 'monthly'] as const;
export type SeriesFrequency = (typeof SERIES_FREQUENCIES)[number];
export const SERIES_MIN_COUNT = 2;
export const SERIES_MAX_COUNT = 12;
