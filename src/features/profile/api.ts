import type { CustomerPreferences, CustomerPreferencesUpdate } from '@/domain/customer-preferences';
import type { MedicalInfo, MedicalInfoUpdate } from '@/domain/medical-info';
import type {
  AccountSettings,
  ChangePasswordPayload,
  CustomerProfileUpdate,
  DataExport,
  SettingsUpdate,
  ShopProfileUpdate,
  UserProfile,
} from '@/domain/profile';
import { api } from '@/lib/api';

/** The profile area's calls (spec 02 §7 "Profile"); each returns the envelope's data or throws ApiError. */
export async function fetchProfile(signal?: AbortSignal): Promise<UserProfile> {
  return (await api.get<{ user: UserProfile }>('users/profile', { signal })).user;
}

export async function updateProfile(
  update: CustomerProfileUpdate | ShopProfileUpdate,
): Promise<UserProfile> {
  return (await api.put<{ user: UserProfile }>('users/profile', update)).user;
}

export async function changePassword(payload: ChangePasswordPayload): Promise<void> {
  await api.put<null>('users/profile/password', payload);
}

export async function fetchSettings(signal?: AbortSignal): Promise<AccountSettings> {
  return (await api.get<{ settings: AccountSettings }>('users/profile/settings', { signal }))
    .settings;
}

/** A partial of AccountSettings (SettingsUpdate infers the nested groups as required). */
export type SettingsPatch = Partial<SettingsUpdate>;

export async function updateSettings(update: SettingsPatch): Promise<AccountSettings> {
  return (await api.put<{ settings: AccountSettings }>('users/profile/settings', update)).settings;
}

export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('avatar', file);
  return (await api.upload<{ avatarUrl: string }>('users/profile/avatar', form)).avatarUrl;
}

export async function deleteAvatar(): Promise<void> {
  await api.delete<{ avatarUrl: null }>('users/profile/avatar');
}

export async function deleteAccount(): Promise<void> {
  await api.delete<null>('users/profile');
}

export async function exportData(): Promise<DataExport> {
  return api.post<DataExport>('customer/export-data', { format: 'json' });
}

/** GET /api/customer/preferences (customers): spec 02 §7 "Customer area". */
export async function fetchPreferences(signal?: AbortSignal): Promise<CustomerPreferences> {
  return (await api.get<{ preferences: CustomerPreferences }>('customer/preferences', { signal }))
    .preferences;
}

/** PUT /api/customer/preferences: a partial; what is left out stays as saved. */
export async function updatePreferences(
  update: CustomerPreferencesUpdate,
): Promise<CustomerPreferences> {
  return (await api.put<{ preferences: CustomerPreferences }>('customer/preferences', update))
    .preferences;
}

export async function fetchMedicalInfo(signal?: AbortSignal): Promise<MedicalInfo> {
  return (await api.get<{ medicalInfo: MedicalInfo }>('customer/medical-info', { signal }))
    .medicalInfo;
}

/** PUT /api/customer/medical-info: the server stamps lastUpdated. */
export async function updateMedicalInfo(update: MedicalInfoUpdate): Promise<MedicalInfo> {
  return (await api.put<{ medicalInfo: MedicalInfo }>('customer/medical-info', update)).medicalInfo;
}
