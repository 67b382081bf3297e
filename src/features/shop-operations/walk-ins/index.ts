/** Walk-in and phone bookings, with their repeat option (issue 15). */
export { WalkInDialog, type WalkInDialogProps } from './walk-in-dialog';
export { WalkInButton } from './walk-in-button';
