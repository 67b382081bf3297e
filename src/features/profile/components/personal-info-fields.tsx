import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import BrushRounded from '@mui/icons-material/BrushRounded';
import ContentCutRounded from '@mui/icons-material/ContentCutRounded';
import FaceRetouchingNaturalRounded from '@mui/icons-material/FaceRetouchingNaturalRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UserRole } from '@/domain/auth';
import {
  PREFERRED_SERVICES,
  PREFERRED_SERVICE_CATEGORY,
  PREFERRED_TIMES,
  PROFILE_BUSINESS_TYPES,
  PROFILE_COUNTRIES,
  REMINDER_HOURS,
  TAG_MAX,
} from '@/domain/profile';
import { useTagInputLabels } from '@/lib/ui/profile-labels';
import { TagInput } from '@design-system/components/TagInput/TagInput';
import { emailChanged, isCustomerRole, type ProfileFormValues } from '../profile-form';
import { useFieldBinder } from './form-field';

const CATEGORY_ICONS: Record<string, ReactElement> = {
  hair: <ContentCutRounded fontSize="small" />,
  nails: <BrushRounded fontSize="small" />,
  skincare: <FaceRetouchingNaturalRounded fontSize="small" />,
  wellness: <SpaRounded fontSize="small" />,
  beauty: <AutoAwesomeRounded fontSize="small" />,
};

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 2, p: 0 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Stack>
  );
}

export interface PersonalInfoFieldsProps {
  formik: FormikProps<ProfileFormValues>;
  role: UserRole;
  /** the address as saved: a different one in the form asks for the current password */
  savedEmail: string;
  editing: boolean;
  /** the health section's "share with my shops" switch (shown when it is saved: the customer's own calls) */
  shareToggle?: boolean;
}

/** The personal-info inputs (spec 02 §2.6); customer-only and shop-only groups by role (spec 02 §6). */
export function PersonalInfoFields({
  formik,
  role,
  savedEmail,
  editing,
  shareToggle = false,
}: PersonalInfoFieldsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const bind = useFieldBinder(formik, !editing);
  const tagLabels = useTagInputLabels();
  const customer = isCustomerRole(role);
  const regions = useMemo(() => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [intl.locale]);
  const serviceOptions = useMemo(
    () =>
      PREFERRED_SERVICES.map((value) => ({
        value,
        label: intl.formatMessage({ id: `profile.service.${value}` }),
        icon: CATEGORY_ICONS[PREFERRED_SERVICE_CATEGORY[value]],
      })),
    [intl],
  );
  const { values, setFieldValue } = formik;
  const currentPasswordField = bind('currentPassword');
  const toggle = (name: string, checked: boolean) => void setFieldValue(name, checked);

  return (
    <Stack spacing={4}>
      <Section titleId="profile.section.contact">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...bind('name')}
              label={t(customer ? 'profile.field.name' : 'profile.field.businessName')}
              autoComplete={customer ? 'name' : 'organization'}
              required
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...bind('email')}
              type="email"
              label={t('profile.field.email')}
              autoComplete="email"
              required
              fullWidth
            />
          </Grid>
          {/* only an edit makes the email differ; kept (disabled) while saving so its error stays visible */}
          {emailChanged(values, savedEmail) && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...currentPasswordField}
                type="password"
                label={t('profile.field.currentPasswordForEmail')}
                helperText={
                  currentPasswordField.helperText ?? t('profile.field.currentPasswordForEmailHelp')
                }
                autoComplete="current-password"
                fullWidth
              />
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...bind('phone')}
              type="tel"
              label={t('profile.field.phone')}
              autoComplete="tel"
              required
              fullWidth
            />
          </Grid>
          {customer && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...bind('dateOfBirth')}
                type="date"
                label={t('profile.field.dateOfBirth')}
                autoComplete="bday"
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
          )}
        </Grid>
      </Section>

      <Section titleId="profile.section.address">
        <Grid container spacing={2}>
          <Grid size={12}>
            <TextField
              {...bind('address')}
              label={t('profile.field.address')}
              autoComplete="street-address"
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...bind('city')}
              label={t('profile.field.city')}
              autoComplete="address-level2"
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...bind('postalCode')}
              label={t('profile.field.postalCode')}
              autoComplete="postal-code"
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...bind('country')} select label={t('profile.field.country')} fullWidth>
              <MenuItem value="">{t('profile.field.countryNone')}</MenuItem>
              {PROFILE_COUNTRIES.map((code) => (
                <MenuItem key={code} value={code}>
                  {regions?.of(code) ?? code}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...bind('state')}
              label={t('profile.field.state')}
              autoComplete="address-level1"
              fullWidth
            />
          </Grid>
        </Grid>
      </Section>

      {!customer && (
        <Section titleId="profile.section.business">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...bind('businessType')}
                select
                label={t('profile.field.businessType')}
                fullWidth
              >
                <MenuItem value="">{t('profile.field.businessTypeNone')}</MenuItem>
                {PROFILE_BUSINESS_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`profile.businessType.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...bind('taxId')} label={t('profile.field.taxId')} fullWidth />
            </Grid>
            <Grid size={12}>
              <TextField
                {...bind('description')}
                label={t('profile.field.description')}
                multiline
                minRows={3}
                fullWidth
              />
            </Grid>
          </Grid>
        </Section>
      )}

      <Section titleId="profile.section.preferences">
        <TagInput
          label={t('profile.field.preferredServices')}
          inputLabel={t('profile.field.addService')}
          tags={values.preferredServices}
          options={serviceOptions}
          onChange={(next) => void setFieldValue('preferredServices', next)}
          labels={tagLabels}
          disabled={!editing}
        />
        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ mb: 1 }}>
            {t('profile.field.communication')}
          </FormLabel>
          <FormGroup>
            {(['email', 'sms', 'marketing'] as const).map((key) => (
              <FormControlLabel
                key={key}
                control={
                  <Switch
                    checked={values.communicationPrefs[key]}
                    onChange={(_e, checked) => toggle(`communicationPrefs.${key}`, checked)}
                    disabled={!editing}
                  />
                }
                label={t(`profile.field.comm${key[0]!.toUpperCase()}${key.slice(1)}`)}
              />
            ))}
          </FormGroup>
        </FormControl>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...bind('bookingPrefs.reminderTime')}
              select
              label={t('profile.field.reminderTime')}
              onChange={(e) =>
                void setFieldValue('bookingPrefs.reminderTime', Number(e.target.value))
              }
              fullWidth
            >
              {REMINDER_HOURS.map((hours) => (
                <MenuItem key={hours} value={hours}>
                  {t('profile.field.reminderHours', { hours })}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...bind('bookingPrefs.preferredTime')}
              select
              label={t('profile.field.preferredTime')}
              fullWidth
            >
              {PREFERRED_TIMES.map((time) => (
                <MenuItem key={time} value={time}>
                  {t(`profile.time.${time}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </Grid>
      </Section>

      {customer && (
        <Section titleId="profile.section.health">
          <TagInput
            label={t('profile.field.allergies')}
            inputLabel={t('profile.field.allergyInput')}
            helperText={t('profile.field.allergyHint')}
            tags={values.allergies}
            onChange={(next) => void setFieldValue('allergies', next)}
            labels={tagLabels}
            disabled={!editing}
            maxLength={TAG_MAX}
          />
          <TextField
            {...bind('medicalConditions')}
            label={t('profile.field.medicalConditions')}
            multiline
            minRows={3}
            fullWidth
          />
          <Typography variant="subtitle2" component="p">
            <FormattedMessage id="profile.field.emergencyContact" />
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...bind('emergencyContact.name')}
                label={t('profile.field.emergencyName')}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...bind('emergencyContact.phone')}
                type="tel"
                label={t('profile.field.emergencyPhone')}
                fullWidth
              />
            </Grid>
          </Grid>
          {shareToggle && (
            <FormControlLabel
              control={
                <Switch
                  checked={values.shareMedicalInfo}
                  onChange={(_e, checked) => toggle('shareMedicalInfo', checked)}
                  disabled={!editing}
                />
              }
              label={
                <Stack component="span">
                  <span>{t('profile.field.shareMedicalInfo')}</span>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t('profile.field.shareMedicalInfoHint')}
                  </Typography>
                </Stack>
              }
              sx={{ alignItems: 'flex-start', '& .MuiSwitch-root': { mt: -0.5 } }}
            />
          )}
        </Section>
      )}
    </Stack>
  );
}
