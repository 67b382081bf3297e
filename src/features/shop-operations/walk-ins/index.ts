/** Walk-in and phone bookings, with their repeat option (issue 15). */
export { WalkInDialog } from './walk-in-dialog';
export { WalkInButton } from './walk-in-button';
