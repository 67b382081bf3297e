import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RESEND_COUNTDOWN_S } from '@/domain/constants';
import { forgotPasswordSchema } from '@/domain/auth';
import { touchedError, useFocusFirstInvalid } from './form-helpers';

export interface ForgotPasswordFormProps {
  /** Sends the reset email; reject with an Error whose message is shown (already translated). */
  onSubmit: (email: string) => Promise<void>;
  initialEmail?: string;
  /** Start touched and validated (stories: the invalid state). */
  initialTouched?: boolean;
  /** A failure message to start with (stories: the failed state). */
  initialError?: string;
  /** Start in the sent state for this email (stories). */
  initialSentTo?: string;
  /** Seconds of the resend countdown to start with (stories; default 60). */
  initialCountdown?: number;
  /** Busy from outside: shows the sending state. */
  busy?: boolean;
}

const EMAIL_ID = 'forgot-email';
const IDS = { email: EMAIL_ID };

/**
 * Forgot password (spec 01 §2, §4, §5): idle → sending → sent, with a 60-second countdown before the link
 * can be sent again. The email is checked on blur and on submit (error cleared on input); submit is
 * disabled while the entered email has an error or while sending.
 */
export function ForgotPasswordForm({
  onSubmit,
  initialEmail = '',
  initialTouched = false,
  initialError,
  initialSentTo,
  initialCountdown = RESEND_COUNTDOWN_S,
  busy = false,
}: ForgotPasswordFormProps) {
  const intl = useIntl();
  const [sentTo, setSentTo] = useState<string | null>(initialSentTo ?? null);
  const [countdown, setCountdown] = useState(initialSentTo ? initialCountdown : 0);
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const resendRef = useRef<HTMLButtonElement>(null);

  const formik = useFormik({
    initialValues: { email: initialEmail },
    initialTouched: initialTouched ? { email: true } : undefined,
    initialStatus: initialError ? { error: initialError } : undefined,
    validateOnMount: initialTouched,
    validateOnChange: false,
    // Blur checks the field that was left (a whole-form check could land after the next input and
    // bring back an error the user just cleared); submit checks everything.
    validateOnBlur: false,
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const email = values.email.trim();
      try {
        await onSubmit(email);
        setSentTo(email);
        setCountdown(RESEND_COUNTDOWN_S);
      } catch (error) {
        helpers.setStatus({ error: failureText(error) });
      }
    },
  });
  useFocusFirstInvalid(formik, IDS);

  function failureText(error: unknown) {
    return error instanceof Error && error.message
      ? error.message
      : intl.formatMessage({ id: 'auth.forgot.failed' });
  }

  const counting = sentTo !== null && countdown > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => setCountdown((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);

  const resend = async () => {
    if (!sentTo) return;
    setResending(true);
    setResendError(null);
    try {
      await onSubmit(sentTo);
      setCountdown(RESEND_COUNTDOWN_S);
    } catch (error) {
      setResendError(failureText(error));
    } finally {
      setResending(false);
    }
  };

  if (sentTo !== null) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          <AlertTitle>
            <FormattedMessage id="auth.forgot.sentTitle" />
          </AlertTitle>
          <FormattedMessage id="auth.forgot.sent" values={{ email: <strong>{sentTo}</strong> }} />
        </Alert>
        {resendError && (
          <Alert severity="error" role="alert">
            {resendError}
          </Alert>
        )}
        {countdown > 0 ? (
          <Typography color="text.secondary" aria-live="off" data-testid="resend-countdown">
            <FormattedMessage id="auth.forgot.resendIn" values={{ seconds: countdown }} />
          </Typography>
        ) : (
          <Button
            ref={resendRef}
            variant="outlined"
            onClick={() => void resend()}
            disabled={resending || busy}
            startIcon={
              resending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
            }
          >
            <FormattedMessage id={resending ? 'auth.forgot.sending' : 'auth.forgot.resend'} />
          </Button>
        )}
      </Stack>
    );
  }

  const status = formik.status as { error?: string } | undefined;
  const sending = formik.isSubmitting || busy;
  const emailError = touchedError(formik, 'email', intl);
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    formik.handleChange(event);
    formik.setFieldError('email', undefined);
  };

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
      <TextField
        id={EMAIL_ID}
        name="email"
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'auth.email' })}
        value={formik.values.email}
        onChange={onInput}
        onBlur={(event) => {
          formik.handleBlur(event);
          void formik.validateField('email');
        }}
        error={Boolean(emailError)}
        helperText={emailError}
        disabled={sending}
        required
        fullWidth
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={sending || Boolean(formik.errors.email)}
        startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        <FormattedMessage id={sending ? 'auth.forgot.sending' : 'auth.forgot.submit'} />
      </Button>
    </Stack>
  );
}
