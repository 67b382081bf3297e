export { CancelBookingDialog, type CancelBookingDialogProps } from './CancelBookingDialog';
export type { CancelBookingDialogLabels } from './labels';
