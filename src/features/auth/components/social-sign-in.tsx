import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * Google / Facebook buttons (spec 01 "Login"). No client ids are configured on this site, so the
 * buttons are disabled and say why; the accounts issue wires the providers.
 */
export function SocialSignIn() {
  const intl = useIntl();
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="social-sign-in-title">
      <Typography
        id="social-sign-in-title"
        variant="subtitle2"
        component="h2"
        color="text.secondary"
        align="center"
      >
        <FormattedMessage id="auth.social.title" />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="outlined"
          fullWidth
          startIcon={<GoogleIcon />}
          disabled
          aria-describedby="social-sign-in-note"
        >
          {intl.formatMessage({ id: 'auth.social.google' })}
        </Button>
        <Button
          variant="outlined"
          fullWidth
          startIcon={<FacebookIcon />}
          disabled
          aria-describedby="social-sign-in-note"
        >
          {intl.formatMessage({ id: 'auth.social.facebook' })}
        </Button>
      </Stack>
      <Typography id="social-sign-in-note" variant="body2" color="text.secondary" align="center">
        <FormattedMessage id="auth.social.unavailable" />
      </Typography>
    </Stack>
  );
}
