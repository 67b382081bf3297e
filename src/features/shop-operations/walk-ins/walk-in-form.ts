import { isValidPhone } from '@/domain/phone';
import type { WalkInSource } from '@/domain/walk-ins';
import type { WalkInBody, WalkInCustomer } from './api';
import type { CustomerChoice } from './customer-picker';

/** What the walk-in dialog holds besides the customer and the repeat option. */
export interface WalkInDraft {
  serviceIds: string[];
  staffId: string | null;
  date: string;
  time: string | null;
  source: WalkInSource;
  notes: string;
}

export type WalkInErrors = Partial<
  Record<'customer' | 'name' | 'phone' | 'email' | 'services' | 'time', string>
>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The request's customer part, or the fields that are missing (message ids), checked as the server does. */
export function customerPart(choice: CustomerChoice): WalkInCustomer | WalkInErrors {
  if (choice.mode === 'existing')
    return choice.customer
      ? { customerId: choice.customer.id }
      : { customer: 'shopOps.walkIns.customer.required' };
  const errors: WalkInErrors = {};
  if (!choice.name.trim()) errors.name = 'validation.required';
  if (!choice.phone.trim()) errors.phone = 'validation.required';
  else if (!isValidPhone(choice.phone)) errors.phone = 'validation.phoneInvalid';
  if (choice.email.trim() && !EMAIL.test(choice.email.trim())) errors.email = 'auth.emailInvalid';
  if (Object.keys(errors).length > 0) return errors;
  const email = choice.email.trim();
  return {
    customer: { name: choice.name.trim(), phone: choice.phone.trim(), ...(email ? { email } : {}) },
  };
}

const isCustomer = (part: WalkInCustomer | WalkInErrors): part is WalkInCustomer =>
  'customerId' in part || typeof (part as { customer?: unknown }).customer === 'object';

/** The request body, or the errors to show (message ids per field). */
export function walkInRequest(
  choice: CustomerChoice,
  draft: WalkInDraft,
): { ok: true; body: WalkInBody } | { ok: false; errors: WalkInErrors } {
  const part = customerPart(choice);
  const errors: WalkInErrors = isCustomer(part) ? {} : { ...part };
  if (draft.serviceIds.length === 0) errors.services = 'shopOps.walkIns.services.required';
  if (!draft.time) errors.time = 'shopOps.walkIns.time.required';
  if (!isCustomer(part) || Object.keys(errors).length > 0 || !draft.time)
    return { ok: false, errors };
  const notes = draft.notes.trim();
  return {
    ok: true,
    body: {
      ...part,
      serviceIds: draft.serviceIds,
      staffId: draft.staffId,
      date: draft.date,
      time: draft.time,
      source: draft.source,
      ...(notes ? { notes } : {}),
    },
  };
}
