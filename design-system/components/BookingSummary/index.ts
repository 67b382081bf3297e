export { BookingSummary, splitDuration, type BookingSummaryProps } from './BookingSummary';
export type { BookingSummaryLabels } from './labels';
