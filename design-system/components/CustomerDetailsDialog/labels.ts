import type { ReminderLeadHours } from '@/domain/booking';

/** Every text of the customer-details modal (spec 02 §2.4 / §5 "Customer modal"). */
export interface CustomerDetailsDialogLabels {
  heading: string;
  /** under the heading: "Check your details and confirm." */
  intro: string;
  name: string;
  email: string;
  /** helper under the read-only name and email: "From your account" */
  fromAccount: string;
  phone: string;
  specialRequests: string;
  /** "{count}/{max}" */
  specialRequestsCounter: (count: number, max: number) => string;
  firstTimeCustomer: string;
  sendReminders: string;
  reminderLeadTime: string;
  /** "{hours} hours before" */
  reminderOption: (hours: ReminderLeadHours) => string;
  acceptTerms: string;
  complete: string;
  /** Complete button text while submitting */
  completing: string;
  cancel: string;
  phoneRequired: string;
  phoneInvalid: string;
  specialRequestsTooLong: string;
}
