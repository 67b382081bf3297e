import type { AdminShopSummary, ApprovalStatus } from '@/domain/admin';
import { api } from '@/lib/api';

/** The admin's review calls (admin role only; 403 for anyone else). */
export async function fetchAdminShops(
  status: ApprovalStatus,
  signal?: AbortSignal,
): Promise<{ items: AdminShopSummary[]; total: number }> {
  return api.get<{ items: AdminShopSummary[]; total: number }>('admin/shops', {
    searchParams: { status },
    signal,
  });
}

export async function approveShop(id: string): Promise<AdminShopSummary> {
  return (
    await api.post<{ shop: AdminShopSummary }>(`admin/shops/${encodeURIComponent(id)}/approve`)
  ).shop;
}

export async function rejectShop(id: string, reason: string): Promise<AdminShopSummary> {
  return (
    await api.post<{ shop: AdminShopSummary }>(`admin/shops/${encodeURIComponent(id)}/reject`, {
      reason,
    })
  ).shop;
}
