import type {
  PoliciesSettings,
  ShopNotificationSettings,
  WorkingHoursSaved,
  WorkingHoursSettings,
  WorkingHoursUpdate,
} from '@/domain/shop-hours';
import { api } from '@/lib/api';

/**
 * The hours, policies and notification settings calls (server/modules/shop-hours); each returns the envelope's
 * data or throws ApiError (a save that affects bookings: 409 HOURS_AFFECT_BOOKINGS, its `data` lists them).
 */
export function fetchWorkingHours(shopId: string, signal?: AbortSignal) {
  return api.get<WorkingHoursSettings>(`shops/${shopId}/working-hours`, { signal });
}

/** The saved hours, with any booking placed while they were saved that falls outside them (kept). */
export function saveWorkingHours(shopId: string, update: WorkingHoursUpdate) {
  return api.put<WorkingHoursSaved>(`shops/${shopId}/working-hours`, update);
}

export function fetchPolicies(shopId: string, signal?: AbortSignal) {
  return api.get<PoliciesSettings>(`shops/${shopId}/policies`, { signal });
}

export function savePolicies(shopId: string, policies: PoliciesSettings) {
  return api.put<PoliciesSettings>(`shops/${shopId}/policies`, policies);
}

export function fetchNotificationSettings(shopId: string, signal?: AbortSignal) {
  return api.get<ShopNotificationSettings>(`shops/${shopId}/personal-area-settings`, { signal });
}

export function saveNotificationSettings(shopId: string, settings: ShopNotificationSettings) {
  return api.put<ShopNotificationSettings>(`shops/${shopId}/personal-area-settings`, settings);
}
