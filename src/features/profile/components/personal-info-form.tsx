import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CustomerPreferences, CustomerPreferencesUpdate } from '@/domain/customer-preferences';
import type { MedicalInfo, MedicalInfoUpdate } from '@/domain/medical-info';
import type { CustomerProfileUpdate, UserProfile } from '@/domain/profile';
import { ApiError } from '@/lib/api';
import {
  allTouched,
  profileToValues,
  validateProfile,
  valuesToCare,
  valuesToPayload,
  withoutCareFields,
  type CustomerCare,
  type ProfileFormValues,
} from '../profile-form';
import { useTimedNotice, type Notice } from '../use-timed-message';
import { NoticeAlert } from './notice-alert';
import { AvatarField } from './avatar-field';
import { PersonalInfoFields } from './personal-info-fields';
import { errorText, type ErrorWording } from '@/lib/error-text';

const FIELD_FAILURES: ErrorWording = {
  VALIDATION_FAILED: 'profile.updateError',
  CURRENT_PASSWORD_WRONG: 'profile.updateError',
  EMAIL_CHANGE_NEEDS_PASSWORD: 'profile.updateError',
};

/** Which save failed, told by the spec's text for it (spec 02 §8); field failures are said at their fields. */
const SAVE_FAILURES = {
  profile: 'profile.updateError',
  preferences: 'profile.care.preferencesSaveError',
  medicalInfo: 'profile.care.medicalSaveError',
} as const;

/** A customer's preferences and health sections, saved through their own calls. */
export interface CareSavers {
  savePreferences: (update: CustomerPreferencesUpdate) => Promise<CustomerPreferences>;
  saveMedicalInfo: (update: MedicalInfoUpdate) => Promise<MedicalInfo>;
}

export interface PersonalInfoFormProps {
  /** The loaded profile: the read-only view, and what Cancel restores. */
  profile: UserProfile;
  /** Sends the role's fields (PUT /api/users/profile) and resolves with the saved profile. */
  onSave: (payload: ReturnType<typeof valuesToPayload>) => Promise<UserProfile>;
  onUploadAvatar: (file: File) => Promise<string>;
  onRemoveAvatar: () => Promise<void>;
  /**
   * A customer's preferences and medical info (GET /api/customer/preferences and /medical-info) with their
   * savers: the two sections show and save these, and PUT /api/users/profile carries the rest. Without them
   * every section goes through the profile.
   */
  care?: CustomerCare | null;
  careSavers?: CareSavers;
  /** Stories and tests: start in edit mode, with some values, touched and validated, or a status. */
  initialEditing?: boolean;
  initialValues?: Partial<ProfileFormValues>;
  initialTouched?: boolean;
  initialSaving?: boolean;
  initialNotice?: Notice | null;
}

/**
 * Personal info (spec 02 §2.6): read-only until Edit; Cancel restores the loaded profile and clears errors;
 * Save validates everything with the role's shared schema, shows a saving state, and on success leaves
 * edit mode with profile.updateSuccess for 3 seconds.
 */
export function PersonalInfoForm({
  profile,
  onSave,
  onUploadAvatar,
  onRemoveAvatar,
  care = null,
  careSavers,
  initialEditing = false,
  initialValues,
  initialTouched = false,
  initialSaving = false,
  initialNotice = null,
}: PersonalInfoFormProps) {
  const intl = useIntl();
  const [editing, setEditing] = useState(initialEditing);
  const [saving, setSaving] = useState(initialSaving);
  const [notice, showNotice] = useTimedNotice(initialNotice);
  const ownCalls = care !== null && careSavers !== undefined;
  const start = { ...profileToValues(profile, care), ...initialValues };

  const formik = useFormik<ProfileFormValues>({
    initialValues: start,
    initialTouched: initialTouched
      ? (allTouched(start) as FormikTouched<ProfileFormValues>)
      : undefined,
    validateOnMount: initialTouched,
    validateOnChange: false,
    validateOnBlur: true,
    validate: (values) => validateProfile(values, profile.role, profile.email),
    onSubmit: async (values) => {
      setSaving(true);
      showNotice(null);
      let step: keyof typeof SAVE_FAILURES = 'profile';
      try {
        const payload = valuesToPayload(values, profile.role, profile.email);
        const saved = await onSave(
          ownCalls ? withoutCareFields(payload as CustomerProfileUpdate) : payload,
        );
        let savedCare: CustomerCare | null = null;
        if (ownCalls && careSavers) {
          const parts = valuesToCare(values);
          step = 'preferences';
          const preferences = await careSavers.savePreferences(parts.preferences);
          step = 'medicalInfo';
          const medicalInfo = await careSavers.saveMedicalInfo(parts.medicalInfo);
          savedCare = { preferences, medicalInfo };
        }
        formik.resetForm({ values: profileToValues(saved, savedCare) });
        setEditing(false);
        showNotice({
          severity: 'success',
          text: intl.formatMessage({ id: 'profile.updateSuccess' }),
        });
      } catch (error) {
        if (error instanceof ApiError && error.errors)
          formik.setErrors(error.errors as FormikErrors<ProfileFormValues>);
        showNotice({
          severity: 'error',
          // field failures are said at their fields; the alert only says the save failed
          text:
            step === 'profile'
              ? errorText(error, intl, SAVE_FAILURES.profile, FIELD_FAILURES)
              : errorText(error, intl, SAVE_FAILURES[step], {
                  VALIDATION_FAILED: SAVE_FAILURES[step],
                }),
        });
      } finally {
        setSaving(false);
      }
    },
  });

  const cancel = () => {
    formik.resetForm({ values: profileToValues(profile, care) });
    setEditing(false);
    showNotice(null);
  };

  const invalid = Object.keys(formik.errors).length > 0;
  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-busy={saving || undefined}>
      <Stack spacing={3}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <AvatarField
            name={formik.values.name || profile.name}
            avatarUrl={profile.avatarUrl}
            editing={editing}
            onUpload={onUploadAvatar}
            onRemove={onRemoveAvatar}
          />
          {!editing && (
            <Button
              variant="contained"
              startIcon={<EditRounded />}
              onClick={() => {
                setEditing(true);
                showNotice(null);
              }}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
            >
              <FormattedMessage id="profile.edit" />
            </Button>
          )}
        </Stack>
        <NoticeAlert notice={notice} />
        <Divider />
        <PersonalInfoFields
          formik={formik}
          role={profile.role}
          savedEmail={profile.email}
          editing={editing && !saving}
          shareToggle={ownCalls}
        />
        {editing && (
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={cancel} disabled={saving} color="inherit">
              <FormattedMessage id="profile.cancel" />
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={saving || invalid}
              aria-busy={saving || undefined}
              startIcon={
                saving ? (
                  <CircularProgress size={16} color="inherit" aria-hidden="true" />
                ) : undefined
              }
            >
              <FormattedMessage id={saving ? 'profile.saving' : 'profile.save'} />
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
