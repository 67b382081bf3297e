import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useFormik } from 'formik';
import type { ChangeEvent, FocusEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { registerSchema, type RegisterPayload, type RegisterRole } from '@/domain/auth';
import { PasswordField } from '@design-system/components';
import { usePasswordFieldLabels } from '@/lib/ui/auth-labels';
import { hasErrors, touchedError, useFocusFirstInvalid } from './form-helpers';
import { PATHS } from '@/domain/links';

export interface RegisterValues {
  role: RegisterRole;
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

type FieldName = Exclude<keyof RegisterValues, 'role'>;

export interface RegisterFormProps {
  /** Registers with the trimmed values; reject with an Error whose message is shown (already translated). */
  onSubmit: (values: RegisterPayload) => Promise<void>;
  /** Set after a successful registration: shows the role's success text and locks the form. */
  success?: RegisterRole | null;
  initialValues?: Partial<RegisterValues>;
  /** Start with these fields touched and validated (stories: the invalid state). */
  initialTouched?: Partial<Record<keyof RegisterValues, boolean>>;
  /** A failure message to start with (stories: the failed state). */
  initialError?: string;
  /** Busy from outside: the form is disabled and the button says so. */
  busy?: boolean;
}

const EMPTY: RegisterValues = {
  role: 'customer',
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

const IDS: Record<FieldName, string> = {
  name: 'register-name',
  email: 'register-email',
  phone: 'register-phone',
  password: 'register-password',
  confirmPassword: 'register-confirm-password',
  acceptTerms: 'register-terms',
};

/**
 * Registration (spec 01 "Register", §5): role customer or shop, name (business name for a shop), email,
 * phone, password, confirmation and terms. Checked with the shared registerSchema on blur and on submit;
 * a field's error clears as soon as it is edited. Submit stays disabled until everything is filled, the
 * terms are accepted and no error remains. Name, email and phone are trimmed before sending.
 */
export function RegisterForm({
  onSubmit,
  success = null,
  initialValues,
  initialTouched,
  initialError,
  busy = false,
}: RegisterFormProps) {
  const intl = useIntl();
  const toggleLabels = usePasswordFieldLabels();
  const formik = useFormik<RegisterValues>({
    initialValues: { ...EMPTY, ...initialValues },
    initialTouched,
    initialStatus: initialError ? { error: initialError } : undefined,
    validateOnMount: Boolean(initialTouched),
    validateOnChange: false,
    // Blur checks the field that was left (a whole-form check could land after the next input and
    // bring back an error the user just cleared); submit checks everything.
    validateOnBlur: false,
    validationSchema: registerSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await onSubmit(registerSchema.cast(values, { stripUnknown: true }));
      } catch (error) {
        helpers.setStatus({
          error:
            error instanceof Error && error.message
              ? error.message
              : intl.formatMessage({ id: 'auth.register.failed' }),
        });
      }
    },
  });
  useFocusFirstInvalid(formik, IDS);

  const status = formik.status as { error?: string } | undefined;
  const locked = formik.isSubmitting || busy || success !== null;
  const { values } = formik;
  const filled =
    [values.name, values.email, values.phone, values.password, values.confirmPassword].every(
      (v) => v.trim() !== '',
    ) && values.acceptTerms;
  const canSubmit = filled && !hasErrors(formik.errors) && !locked;

  /** Input clears the field's error (and the failure message); blur validates again. */
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    formik.handleChange(event);
    formik.setFieldError(event.target.name, undefined);
  };

  const onLeave = (event: FocusEvent<HTMLElement>) => {
    formik.handleBlur(event);
    const { name } = event.target as { name?: string };
    if (name) void formik.validateField(name);
  };

  const text = (name: Exclude<FieldName, 'acceptTerms' | 'password' | 'confirmPassword'>) => {
    const error = touchedError(formik, name, intl);
    return {
      id: IDS[name],
      name,
      value: values[name],
      onChange: onInput,
      onBlur: onLeave,
      error: Boolean(error),
      helperText: error,
      required: true,
      fullWidth: true,
      disabled: locked,
    };
  };
  const passwordError = touchedError(formik, 'password', intl);
  const confirmError = touchedError(formik, 'confirmPassword', intl);
  const termsError = touchedError(formik, 'acceptTerms', intl);
  const roleLabelId = 'register-role-label';

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={formik.handleSubmit}
      aria-busy={formik.isSubmitting || busy}
    >
      {success && (
        <Alert severity="success" role="status">
          <FormattedMessage
            id={success === 'shop' ? 'auth.register.successShop' : 'auth.register.successCustomer'}
          />
        </Alert>
      )}
      {status?.error && !success && (
        <Alert severity="error" role="alert">
          {status.error}
        </Alert>
      )}
      <FormControl component="fieldset" disabled={locked}>
        <FormLabel component="legend" id={roleLabelId} sx={{ mb: 1 }}>
          <FormattedMessage id="auth.register.roleLabel" />
        </FormLabel>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={values.role}
          aria-labelledby={roleLabelId}
          disabled={locked}
          onChange={(_, role: RegisterRole | null) => {
            if (role) void formik.setFieldValue('role', role, false);
          }}
        >
          <ToggleButton value="customer">
            <FormattedMessage id="auth.register.role.customer" />
          </ToggleButton>
          <ToggleButton value="shop">
            <FormattedMessage id="auth.register.role.shop" />
          </ToggleButton>
        </ToggleButtonGroup>
        {values.role === 'shop' && (
          <FormHelperText>
            <FormattedMessage id="auth.register.shopHint" />
          </FormHelperText>
        )}
      </FormControl>
      <TextField
        {...text('name')}
        autoComplete={values.role === 'shop' ? 'organization' : 'name'}
        label={intl.formatMessage({
          id: values.role === 'shop' ? 'auth.register.businessName' : 'auth.register.name',
        })}
      />
      <TextField
        {...text('email')}
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'auth.email' })}
      />
      <TextField
        {...text('phone')}
        type="tel"
        autoComplete="tel"
        label={intl.formatMessage({ id: 'auth.phone' })}
      />
      <PasswordField
        id={IDS.password}
        name="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'auth.password' })}
        value={values.password}
        onChange={onInput}
        onBlur={onLeave}
        error={Boolean(passwordError)}
        helperText={passwordError ?? intl.formatMessage({ id: 'auth.register.passwordHint' })}
        required
        fullWidth
        disabled={locked}
        toggleLabels={toggleLabels}
      />
      <PasswordField
        id={IDS.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'auth.confirmPassword' })}
        value={values.confirmPassword}
        onChange={onInput}
        onBlur={onLeave}
        error={Boolean(confirmError)}
        helperText={confirmError}
        required
        fullWidth
        disabled={locked}
        toggleLabels={toggleLabels}
      />
      <FormControl error={Boolean(termsError)} disabled={locked}>
        <FormControlLabel
          control={
            <Checkbox
              id={IDS.acceptTerms}
              name="acceptTerms"
              checked={values.acceptTerms}
              onChange={onInput}
              onBlur={onLeave}
              slotProps={{
                input: {
                  'aria-required': true,
                  'aria-invalid': Boolean(termsError),
                  ...(termsError ? { 'aria-describedby': `${IDS.acceptTerms}-error` } : {}),
                },
              }}
            />
          }
          label={
            <FormattedMessage
              id="auth.register.acceptTerms"
              values={{
                link: (chunks) => (
                  <Link component={RouterLink} to={PATHS.terms} target="_blank" rel="noopener">
                    {chunks}
                  </Link>
                ),
              }}
            />
          }
        />
        {termsError && (
          <FormHelperText id={`${IDS.acceptTerms}-error`}>{termsError}</FormHelperText>
        )}
      </FormControl>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!canSubmit}
        startIcon={
          formik.isSubmitting || busy ? (
            <CircularProgress size={18} color="inherit" aria-hidden />
          ) : undefined
        }
      >
        <FormattedMessage
          id={formik.isSubmitting || busy ? 'auth.register.submitting' : 'auth.register.submit'}
        />
      </Button>
    </Stack>
  );
}
