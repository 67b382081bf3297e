import type { ReminderLeadHours } from '@/domain/booking';
import { customerDetailsSchema } from '@/domain/booking-schemas';
import { normalizePhone } from '@/domain/auth';
import { ValidationError } from 'yup';

export interface CustomerDetailsValues {
  name: string;
  email: string;
  phone: string;
  specialRequests: string;
  firstTimeCustomer: boolean;
  sendReminders: boolean;
  reminderHours: ReminderLeadHours;
  acceptTerms: boolean;
}

/** spec 02 §5: "Complete Booking enabled only when name, email, phone are non-empty and terms accepted". */
export function canCompleteBooking(
  values: Pick<CustomerDetailsValues, 'name' | 'email' | 'phone' | 'acceptTerms'>,
): boolean {
  return (
    values.name.trim() !== '' &&
    values.email.trim() !== '' &&
    values.phone.trim() !== '' &&
    values.acceptTerms
  );
}

export type CustomerDetailsErrorLabel = 'phoneRequired' | 'phoneInvalid' | 'specialRequestsTooLong';

const fieldRules = customerDetailsSchema.pick(['phone', 'specialRequests']);

/**
 * The booking schema's rules for the editable text fields, on the phone as it will be sent (spaces,
 * hyphens and parentheses removed). Answers which label explains each failure.
 */
export function validateCustomerDetails(
  values: Pick<CustomerDetailsValues, 'phone' | 'specialRequests'>,
): Partial<Record<'phone' | 'specialRequests', CustomerDetailsErrorLabel>> {
  try {
    fieldRules.validateSync(
      { phone: normalizePhone(values.phone), specialRequests: values.specialRequests },
      { abortEarly: false },
    );
    return {};
  } catch (failure) {
    if (!(failure instanceof ValidationError)) throw failure;
    const errors: Partial<Record<'phone' | 'specialRequests', CustomerDetailsErrorLabel>> = {};
    for (const issue of failure.inner) {
      if (issue.path === 'phone' && !errors.phone)
        errors.phone = issue.message === 'validation.required' ? 'phoneRequired' : 'phoneInvalid';
      if (issue.path === 'specialRequests') errors.specialRequests = 'specialRequestsTooLong';
    }
    return errors;
  }
}

/** What the dialog hands to `onSubmit`: the phone normalised, the requests trimmed. */
export function toSubmittedValues(values: CustomerDetailsValues): CustomerDetailsValues {
  return {
    ...values,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: normalizePhone(values.phone.trim()),
    specialRequests: values.specialRequests.trim(),
  };
}
