import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { loginSchema, type LoginPayload } from '@/domain/auth';
import { DemoCredentials } from './demo-credentials';
import { PATHS } from '@/domain/links';

export interface LoginFormProps {
  /** Signs in; reject with an Error whose message is shown (already translated), resolve on success. */
  onSubmit: (values: LoginPayload) => Promise<void>;
  /** Show the test-credentials helper (development or demo mode). */
  showDemoAccounts?: boolean;
  initialValues?: Partial<LoginPayload>;
  /** Start with these fields touched (stories: the invalid state). */
  initialTouched?: Partial<Record<keyof LoginPayload, boolean>>;
  /** A failure message to start with (stories: the failed state). */
  initialError?: string;
  /** Busy from outside (e.g. while the app moves on after success): the form is disabled. */
  busy?: boolean;
}

/** Email + password form (spec 01 "Login", §5), validated with the shared loginSchema. */
export function LoginForm({
  onSubmit,
  showDemoAccounts = false,
  initialValues,
  initialTouched,
  initialError,
  busy = false,
}: LoginFormProps) {
  const intl = useIntl();
  const [showPassword, setShowPassword] = useState(false);
  const formik = useFormik<LoginPayload>({
    initialValues: { email: initialValues?.email ?? '', password: initialValues?.password ?? '' },
    initialTouched,
    initialStatus: initialError ? { error: initialError } : undefined,
    validateOnMount: Boolean(initialTouched),
    validationSchema: loginSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await onSubmit(loginSchema.cast(values));
      } catch (error) {
        helpers.setStatus({
          error:
            error instanceof Error ? error.message : intl.formatMessage({ id: 'auth.loginFailed' }),
        });
      }
    },
  });

  const fieldError = (name: keyof LoginPayload) => {
    const id = formik.touched[name] ? formik.errors[name] : undefined;
    return id ? intl.formatMessage({ id }) : undefined;
  };
  const status = formik.status as { error?: string } | undefined;
  const submitting = formik.isSubmitting || busy;
  const emailError = fieldError('email');
  const passwordError = fieldError('password');

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={formik.handleSubmit}
      aria-busy={submitting}
    >
      {status?.error && (
        <Alert severity="error" role="alert">
          {status.error}
        </Alert>
      )}
      <TextField
        id="login-email"
        name="email"
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'auth.email' })}
        value={formik.values.email}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(emailError)}
        helperText={emailError}
        required
        fullWidth
      />
      <TextField
        id="login-password"
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        label={intl.formatMessage({ id: 'auth.password' })}
        value={formik.values.password}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(passwordError)}
        helperText={passwordError}
        required
        fullWidth
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  onClick={() => setShowPassword((v) => !v)}
                  aria-label={intl.formatMessage({
                    id: showPassword ? 'auth.hidePassword' : 'auth.showPassword',
                  })}
                  aria-pressed={showPassword}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Link
        component={RouterLink}
        to={PATHS.forgotPassword}
        variant="body2"
        sx={{ alignSelf: 'flex-end' }}
      >
        <FormattedMessage id="auth.forgotPassword" />
      </Link>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={submitting}
        startIcon={
          submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
        }
      >
        <FormattedMessage id={submitting ? 'auth.signingIn' : 'auth.signIn'} />
      </Button>
      {showDemoAccounts && (
        <DemoCredentials
          onUse={(email, password) => {
            void formik.setValues({ email, password }, true);
          }}
        />
      )}
    </Stack>
  );
}
