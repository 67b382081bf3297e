import type { BookingAction } from './booking';

/**
 * The fee a no-show records on the booking (spec 03 policies, `noShow.feeAmount`): the shop's no-show fee when
 * the booking is marked a no-show, in cents, or null when the action is another one or the policy charges
 * nothing. Read from the shop's policy at the moment of marking, by the server and the mocks alike.
 */
export function noShowFeeCents(
  action: BookingAction,
  policyFeeCents: number | null | undefined,
): number | null {
  if (action !== 'no-show') return null;
  const fee = Math.round(Number(policyFeeCents ?? 0));
  return Number.isFinite(fee) && fee > 0 ? fee : null;
}
