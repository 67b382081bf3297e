import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { UserRole } from '@/domain/auth';
import type { AccountSettings, DataExport } from '@/domain/profile';
import type { SettingsPatch } from '../api';
import { useAccountSettings } from '../profile-queries';
import { AccountSettingsPanel } from './account-settings-panel';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';

export interface SettingsTabProps {
  /** whose settings (the cached settings are per user) */
  userId: string;
  role: UserRole;
  onUpdate: (update: SettingsPatch) => Promise<AccountSettings>;
  onLanguageChange: (language: AccountSettings['language']) => void | Promise<void>;
  onExport: () => Promise<DataExport>;
  onDelete: () => Promise<void>;
  onDeleted: () => void;
}

/** The account-settings tab: loads the settings, then the panel, data export and account deletion. */
export function SettingsTab({
  userId,
  role,
  onUpdate,
  onLanguageChange,
  onExport,
  onDelete,
  onDeleted,
}: SettingsTabProps) {
  const settings = useAccountSettings(userId);
  return (
    <Stack spacing={4}>
      {settings ? (
        <AccountSettingsPanel
          role={role}
          settings={settings}
          onUpdate={onUpdate}
          onLanguageChange={onLanguageChange}
        />
      ) : (
        <Stack spacing={2} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={40} />
          ))}
        </Stack>
      )}
      <Divider />
      <DataExportSection onExport={onExport} />
      <Divider />
      <DeleteAccountSection onDelete={onDelete} onDeleted={onDeleted} />
    </Stack>
  );
}
