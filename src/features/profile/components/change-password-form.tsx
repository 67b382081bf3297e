import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik, type FormikErrors } from 'formik';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { meetsPasswordRequirements } from '@/domain/auth';
import { changePasswordFormSchema, type ChangePasswordPayload } from '@/domain/profile';
import { ApiError } from '@/lib/api';
import { useNewPasswordChecklistLabels, usePasswordToggleLabels } from '@/lib/ui/profile-labels';
import { PasswordChecklist } from '@design-system/components/PasswordChecklist/PasswordChecklist';
import { PasswordField } from '@design-system/components/PasswordField/PasswordField';
import { errorText } from '@/lib/error-text';
import { useTimedNotice, type Notice } from '../use-timed-message';
import { NoticeAlert } from './notice-alert';
import { useFieldBinder } from './form-field';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordFormProps {
  /** PUT /api/users/profile/password; throws ApiError on failure. */
  onSubmit: (payload: ChangePasswordPayload) => Promise<void>;
  /** Stories and tests: start with values (touched and validated), submitting, or a status message. */
  initialValues?: Partial<ChangePasswordValues>;
  initialTouched?: boolean;
  initialSubmitting?: boolean;
  initialNotice?: Notice | null;
}

/**
 * Change password (spec 02 §2.6, §5): current and new with show/hide, confirmation, the live checklist.
 * Validated on blur, errors clear on input; submit needs all three filled, the requirements met and no
 * errors. Success clears fields and errors and shows a message for 3 seconds.
 */
export function ChangePasswordForm({
  onSubmit,
  initialValues,
  initialTouched = false,
  initialSubmitting = false,
  initialNotice = null,
}: ChangePasswordFormProps) {
  const intl = useIntl();
  const id = useId();
  const checklistId = `${id}-checklist`;
  const toggleLabels = usePasswordToggleLabels();
  const checklistLabels = useNewPasswordChecklistLabels();
  const [submitting, setSubmitting] = useState(initialSubmitting);
  const [notice, showNotice] = useTimedNotice(initialNotice);
  const start = { ...EMPTY, ...initialValues };

  const formik = useFormik<ChangePasswordValues>({
    initialValues: start,
    initialTouched: initialTouched
      ? { currentPassword: true, newPassword: true, confirmPassword: true }
      : undefined,
    validateOnMount: initialTouched,
    validateOnChange: false,
    validateOnBlur: true,
    validationSchema: changePasswordFormSchema,
    onSubmit: async (values, helpers) => {
      setSubmitting(true);
      showNotice(null);
      try {
        await onSubmit({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        });
        helpers.resetForm({ values: EMPTY });
        showNotice({
          severity: 'success',
          text: intl.formatMessage({ id: 'passwordChangeSuccess' }),
        });
      } catch (error) {
        if (error instanceof ApiError && error.errors)
          helpers.setErrors(error.errors as FormikErrors<ChangePasswordValues>);
        showNotice({ severity: 'error', text: errorText(error, intl, 'passwordChangeError') });
      } finally {
        setSubmitting(false);
      }
    },
  });
  const bind = useFieldBinder(formik, submitting);
  const { values, errors } = formik;
  const ready =
    values.currentPassword !== '' &&
    values.newPassword !== '' &&
    values.confirmPassword !== '' &&
    meetsPasswordRequirements(values.newPassword) &&
    Object.keys(errors).length === 0;

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ maxWidth: 520 }}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">
          <FormattedMessage id="profile.password.intro" />
        </Typography>
        <NoticeAlert notice={notice} />
        <PasswordField
          {...bind('currentPassword')}
          label={intl.formatMessage({ id: 'profile.password.current' })}
          autoComplete="current-password"
          toggleLabels={toggleLabels}
          required
          fullWidth
        />
        <PasswordField
          {...bind('newPassword')}
          label={intl.formatMessage({ id: 'profile.password.new' })}
          autoComplete="new-password"
          toggleLabels={toggleLabels}
          required
          fullWidth
          slotProps={{
            htmlInput: {
              'aria-describedby':
                formik.touched.newPassword && errors.newPassword
                  ? `${checklistId} field-newPassword-helper-text`
                  : checklistId,
            },
          }}
        />
        <PasswordChecklist
          id={checklistId}
          password={values.newPassword}
          labels={checklistLabels}
        />
        <PasswordField
          {...bind('confirmPassword')}
          label={intl.formatMessage({ id: 'profile.password.confirm' })}
          autoComplete="new-password"
          toggleLabels={toggleLabels}
          hideToggle
          required
          fullWidth
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting || !ready}
            aria-busy={submitting || undefined}
            startIcon={
              submitting ? (
                <CircularProgress size={16} color="inherit" aria-hidden="true" />
              ) : undefined
            }
          >
            <FormattedMessage
              id={submitting ? 'profile.password.submitting' : 'profile.password.submit'}
            />
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
