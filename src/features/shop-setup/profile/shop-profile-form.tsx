import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Formik, setNestedObjectValues, type FormikTouched } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ShopProfile, ShopProfileSaved, ShopProfileUpdate } from '@/domain/shop-profile';
import { ApiError } from '@/lib/api';
import { ProfileAddressSection } from './profile-address-section';
import { ProfileBasicsSection } from './profile-basics-section';
import { ProfileDetailsSection } from './profile-details-section';
import type { ProfileFormik } from './profile-field';
import {
  formValuesOf,
  serverErrorsOf,
  updateOf,
  validateProfile,
  type ShopProfileFormValues,
} from './profile-form-values';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface ShopProfileFormProps {
  profile: ShopProfile;
  onSave: (update: ShopProfileUpdate) => Promise<ShopProfileSaved>;
  /** stories and tests: start from other values, touched, or in a save state */
  initialValues?: Partial<ShopProfileFormValues>;
  initialTouched?: boolean;
  initialSaveState?: SaveState;
  /** unsaved edits kept from an earlier visit of this tab: restored (and shown as unsaved) on mount */
  draft?: ShopProfileFormValues | null;
  /** called when the form goes away: its values when they differ from the saved profile, else null */
  onLeave?: (draft: ShopProfileFormValues | null) => void;
}

/**
 * Keeps unsaved edits when the form unmounts (another settings tab was chosen) and puts them back when it
 * mounts again, so switching tabs loses nothing; leaving the page itself is asked about (useLeaveGuard).
 */
function DraftKeeper({
  formik,
  draft,
  onLeave,
}: {
  formik: ProfileFormik;
  draft?: ShopProfileFormValues | null;
  onLeave?: (draft: ShopProfileFormValues | null) => void;
}) {
  const latest = useRef(formik);
  useEffect(() => {
    latest.current = formik;
  });
  const { setValues } = formik;
  useEffect(() => {
    if (draft) void setValues(draft, false);
  }, [draft, setValues]);
  useEffect(
    () => () => {
      const { dirty, values } = latest.current;
      onLeave?.(dirty ? values : null);
    },
    [onLeave],
  );
  return null;
}

/** Asks before the page is left with unsaved changes (reload, close, another site). */
function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

function SaveBar({ formik, state }: { formik: ProfileFormik; state: SaveState }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  useLeaveGuard(formik.dirty);
  const saving = state === 'saving';
  const invalid = formik.submitCount > 0 && Object.keys(formik.errors).length > 0;
  const message =
    state === 'failed'
      ? { severity: 'error' as const, id: 'shopSetup.profile.saveFailed' }
      : invalid
        ? { severity: 'error' as const, id: 'shopSetup.profile.invalid' }
        : state === 'saved' && !formik.dirty
          ? { severity: 'success' as const, id: 'shopSetup.profile.saved' }
          : formik.dirty
            ? { severity: 'info' as const, id: 'shopSetup.profile.unsaved' }
            : null;
  return (
    <Paper
      elevation={3}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        p: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Stack sx={{ flex: '1 1 200px', minWidth: 0 }} aria-live="polite">
        {message && (
          <Alert severity={message.severity} sx={{ py: 0 }}>
            {t(message.id)}
          </Alert>
        )}
      </Stack>
      <Button onClick={() => formik.resetForm()} disabled={!formik.dirty || saving} color="inherit">
        {t('shopSetup.profile.discard')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={saving}
        startIcon={
          saving ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined
        }
      >
        {t(saving ? 'shopSetup.profile.saving' : 'shopSetup.profile.save')}
      </Button>
    </Paper>
  );
}

/**
 * The shop profile form (spec 03 "Shop profile"): formik + the server's own schema, checked on blur, saved as a
 * whole; a save bar says saving, saved or failed, and the page asks before unsaved changes are lost.
 */
export function ShopProfileForm({
  profile,
  onSave,
  initialValues,
  initialTouched = false,
  initialSaveState = 'idle',
  draft = null,
  onLeave,
}: ShopProfileFormProps) {
  const [state, setState] = useState<SaveState>(initialSaveState);
  const [geocoded, setGeocoded] = useState<boolean | null>(null);
  const values = { ...formValuesOf(profile), ...initialValues };
  return (
    <Formik<ShopProfileFormValues>
      initialValues={values}
      initialTouched={
        initialTouched
          ? (setNestedObjectValues(values, true) as FormikTouched<ShopProfileFormValues>)
          : {}
      }
      initialErrors={{}}
      validate={validateProfile}
      validateOnChange={false}
      validateOnMount={initialTouched}
      onSubmit={async (submitted, helpers) => {
        setState('saving');
        try {
          const saved = await onSave(updateOf(submitted));
          helpers.resetForm({ values: formValuesOf(saved.shop) });
          setGeocoded(saved.geocoded);
          setState('saved');
        } catch (error) {
          if (error instanceof ApiError && error.errors)
            helpers.setErrors(serverErrorsOf(error.errors));
          setState('failed');
        }
      }}
    >
      {(formik) => {
        const disabled = state === 'saving';
        return (
          <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={3}>
            <ProfileBasicsSection formik={formik} disabled={disabled} />
            <Divider />
            <ProfileAddressSection formik={formik} disabled={disabled} geocoded={geocoded} />
            <Divider />
            <ProfileDetailsSection formik={formik} disabled={disabled} />
            <SaveBar formik={formik} state={state} />
            <DraftKeeper formik={formik} draft={draft} onLeave={onLeave} />
          </Stack>
        );
      }}
    </Formik>
  );
}
