import LockRounded from '@mui/icons-material/LockRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSetAtom } from 'jotai';
import { useCallback, useState, type ReactElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { UserProfile } from '@/domain/profile';
import { useLogout, useSession } from '@/features/auth';
import { changeLocaleAtom } from '@/i18n';
import { PageShell } from '@/lib/ui/page-shell';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import * as profileApi from '../api';
import { ChangePasswordForm } from '../components/change-password-form';
import { PersonalInfoForm } from '../components/personal-info-form';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { SettingsTab } from '../components/settings-tab';
import {
  useCustomerCare,
  useProfileResource,
  useSaveCustomerCare,
  useSaveProfile,
  useSaveSettings,
} from '../profile-queries';

/** The spec's personal-area load texts (spec 02 §8), joined by a comma when both failed. */
const CARE_LOAD_FAILURES = {
  preferences: 'profile.care.preferencesLoadError',
  medicalInfo: 'profile.care.medicalLoadError',
} as const;

export const PROFILE_TABS = ['personal', 'password', 'settings'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
const TAB_ICONS: Record<ProfileTab, ReactElement> = {
  personal: <PersonRounded />,
  password: <LockRounded />,
  settings: <SettingsRounded />,
};

function TabPanel({
  tab,
  current,
  children,
}: {
  tab: ProfileTab;
  current: ProfileTab;
  children: ReactNode;
}) {
  return (
    <Box
      role="tabpanel"
      id={`profile-panel-${tab}`}
      aria-labelledby={`profile-tab-${tab}`}
      hidden={tab !== current}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      {tab === current ? children : null}
    </Box>
  );
}

/**
 * /profile (spec 02 §2.6): three tabs switched locally (personal info by default, change password, account
 * settings) over the profile loaded from GET /api/users/profile.
 */
export function ProfilePage({ initialTab = 'personal' }: { initialTab?: ProfileTab }) {
  const intl = useIntl();
  const [tab, setTab] = useState<ProfileTab>(initialTab);
  const [session, setSession] = useSession();
  const userId = session?.user.id ?? null;
  const { state, reload, setProfile } = useProfileResource(userId);
  const { mutateAsync: saveProfile } = useSaveProfile(userId);
  const { mutateAsync: saveSettings } = useSaveSettings(userId);
  // a customer's preferences and health sections come from their own calls, loaded beside the profile
  const customer = session?.user.role === 'customer';
  const care = useCustomerCare(userId, customer);
  const careSavers = useSaveCustomerCare(userId);
  const loaded = state.status === 'ready' ? state.value : null;
  const logout = useLogout();
  const changeLocale = useSetAtom(changeLocaleAtom);

  /** Keeps the header's name, email and photo in step with the saved profile. */
  const syncSession = useCallback(
    (profile: Pick<UserProfile, 'name' | 'email' | 'avatarUrl'>) =>
      setSession((session) =>
        session
          ? {
              ...session,
              user: {
                ...session.user,
                name: profile.name,
                email: profile.email,
                avatarUrl: profile.avatarUrl,
              },
            }
          : session,
      ),
    [setSession],
  );

  const save = useCallback(
    async (payload: Parameters<typeof profileApi.updateProfile>[0]) => {
      const saved = await saveProfile(payload);
      syncSession(saved);
      return saved;
    },
    [saveProfile, syncSession],
  );

  const uploadAvatar = useCallback(
    async (file: File) => {
      const avatarUrl = await profileApi.uploadAvatar(file);
      setProfile((p) => ({ ...p, avatarUrl }));
      if (loaded) syncSession({ ...loaded, avatarUrl });
      return avatarUrl;
    },
    [setProfile, syncSession, loaded],
  );

  const removeAvatar = useCallback(async () => {
    await profileApi.deleteAvatar();
    setProfile((p) => ({ ...p, avatarUrl: null }));
    if (loaded) syncSession({ ...loaded, avatarUrl: null });
  }, [setProfile, syncSession, loaded]);

  let content: ReactNode;
  if (state.status === 'loading') content = <ProfileSkeleton />;
  else if (state.status === 'error')
    content = (
      <ErrorState
        title={intl.formatMessage({ id: 'profile.loadError' })}
        description={intl.formatMessage({ id: 'profile.loadErrorHint' })}
        retryLabel={intl.formatMessage({ id: 'profile.retry' })}
        onRetry={reload}
        headingLevel={2}
      />
    );
  else {
    const profile = state.value;
    content = (
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_e, next: ProfileTab) => setTab(next)}
          aria-label={intl.formatMessage({ id: 'profile.tabs.label' })}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {PROFILE_TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              id={`profile-tab-${key}`}
              aria-controls={`profile-panel-${key}`}
              icon={TAB_ICONS[key]}
              iconPosition="start"
              label={intl.formatMessage({ id: `profile.tabs.${key}` })}
              sx={{ minHeight: 56 }}
            />
          ))}
        </Tabs>
        <TabPanel tab="personal" current={tab}>
          {customer && care.state.status === 'loading' ? (
            <ProfileSkeleton />
          ) : customer && care.state.status === 'error' ? (
            <ErrorState
              title={care.state.failed
                .map((part) => intl.formatMessage({ id: CARE_LOAD_FAILURES[part] }))
                .join(', ')}
              description={intl.formatMessage({ id: 'profile.loadErrorHint' })}
              retryLabel={intl.formatMessage({ id: 'profile.retry' })}
              onRetry={care.reload}
              headingLevel={2}
            />
          ) : (
            <PersonalInfoForm
              key={profile.id}
              profile={profile}
              onSave={save}
              onUploadAvatar={uploadAvatar}
              onRemoveAvatar={removeAvatar}
              {...(customer && care.state.status === 'ready'
                ? { care: care.state.value, careSavers }
                : {})}
            />
          )}
        </TabPanel>
        <TabPanel tab="password" current={tab}>
          <ChangePasswordForm onSubmit={profileApi.changePassword} />
        </TabPanel>
        <TabPanel tab="settings" current={tab}>
          <SettingsTab
            userId={profile.id}
            role={profile.role}
            onUpdate={saveSettings}
            onLanguageChange={(language) => changeLocale(language)}
            onExport={profileApi.exportData}
            onDelete={profileApi.deleteAccount}
            onDeleted={() => logout('/')}
          />
        </TabPanel>
      </Paper>
    );
  }

  return (
    <PageShell titleId="pages.profile.title" introId="pages.profile.intro">
      {content}
    </PageShell>
  );
}

export default ProfilePage;
