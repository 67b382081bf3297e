/** Walk-in and phone bookings, with their repeat option (issue 15). */
export { WalkInDialog, type WalkInDialogProps } from './walk-in-dialog';
export { WalkInButton } from './walk-in-button';
/** the repeat option and its preview's conflicts, also for the customer's booking page */
export { SeriesRepeat, NO_REPEAT, type RepeatChoice } from './series-repeat';
