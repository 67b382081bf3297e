import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { meetsPasswordRequirements, resetPasswordFormSchema } from '@/domain/auth';
import { PasswordChecklist, PasswordField } from '@design-system/components';
import { usePasswordChecklistLabels, usePasswordFieldLabels } from '@/lib/ui/auth-labels';
import { hasErrors, touchedError, useFocusFirstInvalid } from './form-helpers';
import { PATHS } from '@/domain/links';

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface ResetPasswordFormProps {
  /** Saves the new password; reject with an Error whose message is shown (already translated). */
  onSubmit: (password: string) => Promise<void>;
  initialValues?: Partial<ResetPasswordValues>;
  /** Start with these fields touched and validated (stories: the invalid state). */
  initialTouched?: Partial<Record<keyof ResetPasswordValues, boolean>>;
  /** A failure message to start with (stories: the failed state). */
  initialError?: string;
  /** Start in the success state (stories). */
  initialDone?: boolean;
  /** Busy from outside: the form is disabled and the button says so. */
  busy?: boolean;
}

const IDS = { password: 'reset-password', confirmPassword: 'reset-confirm-password' };
const CHECKLIST_ID = 'reset-password-checklist';

/**
 * The new-password form of /reset-password (spec 01 §2, §5): new password with show/hide and a live
 * checklist of the four requirements, then the confirmation (re-checked whenever the password changes).
 * Submit is enabled only when both are filled, the requirements are met and no error remains.
 */
export function ResetPasswordForm({
  onSubmit,
  initialValues,
  initialTouched,
  initialError,
  initialDone = false,
  busy = false,
}: ResetPasswordFormProps) {
  const intl = useIntl();
  const toggleLabels = usePasswordFieldLabels();
  const checklistLabels = usePasswordChecklistLabels();
  const [done, setDone] = useState(initialDone);
  const formik = useFormik<ResetPasswordValues>({
    initialValues: { password: '', confirmPassword: '', ...initialValues },
    initialTouched,
    initialStatus: initialError ? { error: initialError } : undefined,
    validateOnMount: true,
    validationSchema: resetPasswordFormSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await onSubmit(values.password);
        setDone(true);
      } catch (error) {
        helpers.setStatus({
          error:
            error instanceof Error && error.message
              ? error.message
              : intl.formatMessage({ id: 'auth.reset.failed' }),
        });
      }
    },
  });
  useFocusFirstInvalid(formik, IDS);

  if (done) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          <FormattedMessage id="auth.reset.success" />
        </Alert>
        <Button component={RouterLink} to={PATHS.login} variant="contained" size="large" fullWidth>
          <FormattedMessage id="auth.reset.goToLogin" />
        </Button>
      </Stack>
    );
  }

  const { values } = formik;
  const status = formik.status as { error?: string } | undefined;
  const sending = formik.isSubmitting || busy;
  const passwordError = touchedError(formik, 'password', intl);
  const confirmError = touchedError(formik, 'confirmPassword', intl);
  const canSubmit =
    values.password !== '' &&
    values.confirmPassword !== '' &&
    meetsPasswordRequirements(values.password) &&
    !hasErrors(formik.errors) &&
    !sending;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={formik.handleSubmit}
      aria-busy={sending}
    >
      {status?.error && (
        <Alert severity="error" role="alert">
          {status.error}
        </Alert>
      )}
      <PasswordField
        id={IDS.password}
        name="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'auth.reset.newPassword' })}
        value={values.password}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(passwordError)}
        helperText={passwordError}
        disabled={sending}
        required
        fullWidth
        toggleLabels={toggleLabels}
        slotProps={{
          htmlInput: {
            'aria-describedby': passwordError
              ? `${IDS.password}-helper-text ${CHECKLIST_ID}`
              : CHECKLIST_ID,
          },
        }}
      />
      <PasswordChecklist id={CHECKLIST_ID} password={values.password} labels={checklistLabels} />
      <TextField
        id={IDS.confirmPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'auth.reset.confirmPassword' })}
        value={values.confirmPassword}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(confirmError)}
        helperText={confirmError}
        disabled={sending}
        required
        fullWidth
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!canSubmit}
        startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        <FormattedMessage id={sending ? 'auth.reset.submitting' : 'auth.reset.submit'} />
      </Button>
      <Link component={RouterLink} to={PATHS.login} variant="body2" sx={{ alignSelf: 'center' }}>
        <FormattedMessage id="auth.backToLogin" />
      </Link>
    </Stack>
  );
}
