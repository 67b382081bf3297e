import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@design-system/components/ConfirmDialog/ConfirmDialog';
import { hasErrorCode } from '@/lib/error-code';
import { errorText } from '@/lib/error-text';

export interface ServiceDeleteDialogProps {
  /** the service's name; null = closed */
  name: string | null;
  enabled: boolean;
  busy: boolean;
  /** the last delete's failure, if any */
  error: unknown;
  onClose: () => void;
  onConfirm: () => void;
  /** disables the service (offered when upcoming bookings keep it from being deleted) */
  onDisable: () => void;
  disabling: boolean;
}

/**
 * Asks before deleting a service. A refusal because upcoming bookings use it shows the server's reason (how
 * many) and offers to disable the service instead, which stops new bookings and keeps the existing ones.
 */
export function ServiceDeleteDialog({
  name,
  enabled,
  busy,
  error,
  onClose,
  onConfirm,
  onDisable,
  disabling,
}: ServiceDeleteDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id }, { name: name ?? '' });
  const inUse = hasErrorCode(error, 'SHOP_SERVICE_HAS_BOOKINGS');
  return (
    <ConfirmDialog
      open={name !== null}
      title={t('shopSetup.services.deleteTitle')}
      description={t('shopSetup.services.deleteBody')}
      tone="danger"
      busy={busy}
      confirmDisabled={inUse || disabling}
      labels={{
        confirm: t('shopSetup.services.deleteConfirm'),
        cancel: t('shopSetup.services.cancel'),
        busy: t('shopSetup.services.deleting'),
      }}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      {error ? (
        <Alert
          severity={inUse ? 'warning' : 'error'}
          role="alert"
          action={
            inUse && enabled ? (
              <Button color="inherit" size="small" onClick={onDisable} disabled={disabling}>
                {t(
                  disabling ? 'shopSetup.services.disabling' : 'shopSetup.services.disableInstead',
                )}
              </Button>
            ) : undefined
          }
        >
          {errorText(error, intl, 'shopSetup.services.deleteError')}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
