import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/domain/demo';

export interface DemoCredentialsProps {
  /** Fills the form with an account. */
  onUse: (email: string, password: string) => void;
}

/** Test-credentials helper box on the login page (development and demo mode only). */
export function DemoCredentials({ onUse }: DemoCredentialsProps) {
  const intl = useIntl();
  return (
    <Alert
      severity="info"
      variant="outlined"
      role="note"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>
        <FormattedMessage id="auth.demo.title" />
      </AlertTitle>
      <Typography variant="body2">
        <FormattedMessage
          id="auth.demo.description"
          values={{ password: <code>{DEMO_PASSWORD}</code> }}
        />
      </Typography>
      <List dense disablePadding aria-label={intl.formatMessage({ id: 'auth.demo.title' })}>
        {DEMO_ACCOUNTS.map((account) => (
          <ListItem key={account.email} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 600, mr: 1 }}>
                <FormattedMessage id={`auth.demo.role.${account.role}`} />
              </Typography>
              <Typography variant="body2" component="span" sx={{ wordBreak: 'break-all' }}>
                {account.email}
              </Typography>
            </Box>
            <Button
              size="small"
              onClick={() => onUse(account.email, DEMO_PASSWORD)}
              aria-label={intl.formatMessage(
                { id: 'auth.demo.useAria' },
                { role: intl.formatMessage({ id: `auth.demo.role.${account.role}` }) },
              )}
            >
              <FormattedMessage id="auth.demo.use" />
            </Button>
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
