import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import {
  NOTIFICATION_CHANNELS,
  type ShopNotificationSettings as Settings,
} from '@/domain/shop-hours';
import { errorText } from '@/lib/error-text';
import { useNotificationSettings, useSaveNotificationSettings } from './use-shop-hours';

type Status = { kind: 'saved' } | { kind: 'failed'; text: string } | null;

function NotificationsForm({ shopId, settings }: { shopId: string; settings: Settings }) {
  const intl = useIntl();
  const save = useSaveNotificationSettings(shopId);
  const [values, setValues] = useState(settings.notifications);
  const [status, setStatus] = useState<Status>(null);
  const changed = NOTIFICATION_CHANNELS.some((c) => values[c] !== settings.notifications[c]);
  const submit = async () => {
    setStatus(null);
    try {
      await save.mutateAsync({ notifications: values });
      setStatus({ kind: 'saved' });
    } catch (error) {
      setStatus({
        kind: 'failed',
        text: errorText(error, intl, 'shopSetup.notifications.saveFailed'),
      });
    }
  };
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-labelledby="notifications-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography id="notifications-title" variant="h5" component="h2">
        <FormattedMessage id="shopSetup.notifications.title" />
      </Typography>
      <FormGroup>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <Stack key={channel} sx={{ mb: 1 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={values[channel]}
                  disabled={save.isPending}
                  onChange={(event) => setValues({ ...values, [channel]: event.target.checked })}
                  slotProps={{ input: { 'aria-describedby': `notification-${channel}-hint` } }}
                />
              }
              label={intl.formatMessage({ id: `shopSetup.notifications.${channel}` })}
            />
            <FormHelperText id={`notification-${channel}-hint`} sx={{ mt: 0 }}>
              <FormattedMessage id={`shopSetup.notifications.${channel}Hint`} />
            </FormHelperText>
          </Stack>
        ))}
      </FormGroup>
      {status?.kind === 'saved' && (
        <Alert severity="success" role="status">
          <FormattedMessage id="shopSetup.notifications.saved" />
        </Alert>
      )}
      {status?.kind === 'failed' && <Alert severity="error">{status.text}</Alert>}
      <div>
        <Button type="submit" variant="contained" disabled={save.isPending || !changed}>
          <FormattedMessage
            id={save.isPending ? 'shopSetup.hours.saving' : 'shopSetup.notifications.save'}
          />
        </Button>
      </div>
    </Stack>
  );
}

/** The notifications tab of the shop's settings (spec 03 §7 personal-area-settings): email, SMS, push, new bookings. */
export function ShopNotificationSettings({ shopId }: { shopId: string }) {
  const intl = useIntl();
  const query = useNotificationSettings(shopId);
  if (query.isError)
    return (
      <ErrorState
        title={intl.formatMessage({ id: 'shopSetup.notifications.loadFailed' })}
        retryLabel={intl.formatMessage({ id: 'shopSetup.hours.retry' })}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        headingLevel={3}
      />
    );
  if (!query.data)
    return (
      <Stack spacing={2} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={40} />
        ))}
      </Stack>
    );
  return <NotificationsForm key={shopId} shopId={shopId} settings={query.data} />;
}
