import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { UserRole } from '@/domain/auth';
import { PROFILE_TIMEZONES, type AccountSettings } from '@/domain/profile';
import type { SettingsPatch } from '../api';
import { errorText } from '@/lib/error-text';
import { useTimedNotice, type Notice } from '../use-timed-message';
import { NoticeAlert } from './notice-alert';

type Group = 'notifications' | 'privacy';
const NOTIFICATION_KEYS = [
  'bookingConfirmations',
  'promotions',
  'reminders',
  'newBookings',
] as const;
const PRIVACY_KEYS = ['profileVisible', 'showEmail', 'showPhone'] as const;

export interface AccountSettingsPanelProps {
  role: UserRole;
  settings: AccountSettings;
  /** PUT /api/users/profile/settings with a partial; resolves with the stored settings. */
  onUpdate: (update: SettingsPatch) => Promise<AccountSettings>;
  /** The language was saved: switch the interface to it. */
  onLanguageChange?: (language: AccountSettings['language']) => void | Promise<void>;
  /** Stories: controls shown as saving, or a status line. */
  initialPending?: readonly string[];
  initialNotice?: Notice | null;
}

/**
 * Account settings (spec 02 §2.6): notification and privacy toggles, language, time zone. Each change saves
 * at once; a failure puts the control back and shows the error; success messages vanish after 3 seconds.
 */
export function AccountSettingsPanel({
  role,
  settings: loaded,
  onUpdate,
  onLanguageChange,
  initialPending = [],
  initialNotice = null,
}: AccountSettingsPanelProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [settings, setSettings] = useState(loaded);
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set(initialPending));
  const [notice, showNotice] = useTimedNotice(initialNotice);

  const mark = (key: string, on: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  async function save(
    key: string,
    update: SettingsPatch,
    apply: (s: AccountSettings) => AccountSettings,
    revert: (s: AccountSettings) => AccountSettings,
    successId: string,
  ): Promise<boolean> {
    setSettings(apply);
    mark(key, true);
    try {
      const stored = await onUpdate(update);
      setSettings((current) => ({ ...current, ...stored }));
      showNotice({ severity: 'success', id: successId });
      return true;
    } catch (error) {
      setSettings(revert);
      showNotice({ severity: 'error', text: errorText(error, intl, 'settingsUpdateError') });
      return false;
    } finally {
      mark(key, false);
    }
  }

  const toggle = (group: Group, name: string, value: boolean) =>
    void save(
      `${group}.${name}`,
      { [group]: { [name]: value } },
      (s) => ({ ...s, [group]: { ...s[group], [name]: value } }),
      (s) => ({ ...s, [group]: { ...s[group], [name]: !value } }),
      'settingsUpdated',
    );

  const changeLanguage = async (language: AccountSettings['language']) => {
    const previous = settings.language;
    const saved = await save(
      'language',
      { language },
      (s) => ({ ...s, language }),
      (s) => ({ ...s, language: previous }),
      'languageUpdated',
    );
    if (saved) await onLanguageChange?.(language);
  };

  const changeTimezone = (timezone: AccountSettings['timezone']) => {
    const previous = settings.timezone;
    void save(
      'timezone',
      { timezone },
      (s) => ({ ...s, timezone }),
      (s) => ({ ...s, timezone: previous }),
      'timezoneUpdated',
    );
  };

  const switchGroup = (group: Group, keys: readonly string[], titleId: string) => (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ mb: 1, typography: 'h6', color: 'text.primary' }}>
        {t(titleId)}
      </FormLabel>
      <FormGroup>
        {keys.map((name) => (
          <FormControlLabel
            key={name}
            control={
              <Switch
                checked={(settings[group] as Record<string, boolean>)[name] ?? false}
                onChange={(_e, checked) => toggle(group, name, checked)}
                disabled={pending.has(`${group}.${name}`)}
              />
            }
            label={t(`profile.settings.${name}`)}
          />
        ))}
      </FormGroup>
    </FormControl>
  );

  const notificationKeys = NOTIFICATION_KEYS.filter(
    (k) => k !== 'newBookings' || role !== 'customer',
  );
  return (
    <Stack spacing={4}>
      <NoticeAlert notice={notice} />
      {switchGroup('notifications', notificationKeys, 'profile.settings.notifications')}
      {switchGroup('privacy', PRIVACY_KEYS, 'profile.settings.privacy')}
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ mb: 2, typography: 'h6', color: 'text.primary' }}>
          {t('profile.settings.region')}
        </FormLabel>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              id="settings-language"
              label={t('profile.settings.language')}
              value={settings.language}
              onChange={(e) => void changeLanguage(e.target.value as AccountSettings['language'])}
              disabled={pending.has('language')}
              fullWidth
            >
              <MenuItem value="en" lang="en">
                {t('profile.settings.languageEn')}
              </MenuItem>
              <MenuItem value="it" lang="it">
                {t('profile.settings.languageIt')}
              </MenuItem>
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              id="settings-timezone"
              label={t('profile.settings.timezone')}
              value={settings.timezone}
              onChange={(e) => changeTimezone(e.target.value as AccountSettings['timezone'])}
              disabled={pending.has('timezone')}
              fullWidth
            >
              {PROFILE_TIMEZONES.map((zone) => (
                <MenuItem key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </Grid>
      </FormControl>
    </Stack>
  );
}
