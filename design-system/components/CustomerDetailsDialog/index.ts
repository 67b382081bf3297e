export { CustomerDetailsDialog, type CustomerDetailsDialogProps } from './CustomerDetailsDialog';
export type { CustomerDetailsDialogLabels } from './labels';
export {
  canCompleteBooking,
  validateCustomerDetails,
  type CustomerDetailsValues,
} from './customer-details-form';
