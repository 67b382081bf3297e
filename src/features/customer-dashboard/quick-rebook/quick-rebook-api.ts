import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '@/domain/booking';
import type { QuickRebookProposal } from '@/domain/quick-rebook';
import { api } from '@/lib/api';

/**
 * POST /api/customer/quick-rebook (spec 02 §7, issue 17): without `confirm` the server only proposes the first
 * free time; with it, and the proposal's date, time and person, it books that time through the customers' own
 * create path.
 */
export async function proposeQuickRebook(
  bookingId: string,
  preferredDate: string | null,
): Promise<QuickRebookProposal> {
  const body = preferredDate ? { bookingId, preferredDate } : { bookingId };
  return (await api.post<{ proposal: QuickRebookProposal }>('customer/quick-rebook', body))
    .proposal;
}

/** Books a proposal; the key makes a retried confirmation (a lost answer) answer the same booking. */
export async function confirmQuickRebook(
  proposal: QuickRebookProposal,
  idempotencyKey: string,
): Promise<Booking> {
  const body = {
    bookingId: proposal.bookingId,
    confirm: true,
    date: proposal.date,
    startTime: proposal.startTime,
    staffId: proposal.staffId,
  };
  return (
    await api.post<{ booking: Booking }>('customer/quick-rebook', body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).booking;
}

/**
 * A proposal, asked for each time the dialog opens (a free time is only worth what it is now): never reused from
 * the cache, and not retried (NO_FREE_TIME will not change by asking again at once).
 */
export const quickRebookProposalQuery = (
  userId: string,
  bookingId: string,
  preferredDate: string | null,
) =>
  queryOptions({
    queryKey: ['customer-dashboard', userId, 'quick-rebook', bookingId, preferredDate] as const,
    queryFn: () => proposeQuickRebook(bookingId, preferredDate),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
