import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SaleTransaction } from '@/domain/sales';
import { useSaleMethods } from '@/features/shop-operations';
import { ApiError } from '@/lib/api';
import { errorText, hasErrorCode } from '@/lib/error-text';
import { useToast } from '@/lib/toast';
import { SaleFormFields } from '../manual-entry/sale-form-fields';
import {
  formValuesOf,
  saleChangesOf,
  validateSaleForm,
  type SaleFormValues,
} from '../manual-entry/sale-form-values';
import { useUpdateSale } from '../use-sales-queries';

/**
 * Changes a transaction (PUT with the `updatedAt` it was read with). When someone else changed it meanwhile the
 * server refuses (409): the dialog says so, the list reloads and the form shows the new version to check and
 * save again. A booking's sale keeps its services (they are the booking's).
 */
export function EditTransactionDialog({
  shopId,
  sale,
  timeZone,
  onClose,
}: {
  shopId: string;
  /** the transaction as the list shows it now (it follows a reload) */
  sale: SaleTransaction;
  timeZone: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const t = (id: string) => intl.formatMessage({ id });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const settings = useSaleMethods(shopId);
  const update = useUpdateSale(shopId);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: SaleFormValues, helpers: FormikHelpers<SaleFormValues>) => {
    setFailure(null);
    const changes = saleChangesOf(sale, values, timeZone);
    if (Object.keys(changes).length === 1) {
      onClose();
      return;
    }
    try {
      await update.mutateAsync({ id: sale.id, changes });
      toast.show({ kind: 'default', severity: 'success', message: t('sales.list.updated') });
      onClose();
    } catch (error) {
      if (hasErrorCode(error, 'TRANSACTION_STALE')) {
        setFailure(t('sales.list.conflict'));
        return;
      }
      if (error instanceof ApiError && error.errors)
        for (const [field, message] of Object.entries(error.errors)) {
          helpers.setFieldError(field, message);
          void helpers.setFieldTouched(field, true, false);
        }
      setFailure(errorText(error, intl, 'sales.updateFailed'));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('sales.list.editTitle')}</DialogTitle>
      {/* a newer version (after a conflict) starts the form afresh from it */}
      <Formik<SaleFormValues>
        key={sale.updatedAt}
        initialValues={formValuesOf(sale, timeZone)}
        validate={(values) => validateSaleForm(values, timeZone, Date.now())}
        validateOnChange={false}
        onSubmit={submit}
      >
        {(formik) => {
          const saving = formik.isSubmitting;
          return (
            <>
              <DialogContent dividers tabIndex={0}>
                <Stack
                  component="form"
                  id={formId}
                  noValidate
                  spacing={2}
                  onSubmit={(event) => {
                    event.preventDefault();
                    formik.handleSubmit();
                  }}
                >
                  {failure && (
                    <Alert severity="error" role="alert">
                      {failure}
                    </Alert>
                  )}
                  <SaleFormFields
                    formik={formik}
                    shopId={shopId}
                    methods={settings.data?.methods}
                    disabled={saving}
                    fromBooking={sale.source === 'booking'}
                    idPrefix="edit-sale"
                  />
                </Stack>
              </DialogContent>
              <DialogActions sx={{ px: 3, py: 2 }}>
                <Button onClick={onClose} disabled={saving} color="inherit">
                  {t('sales.list.cancel')}
                </Button>
                <Button
                  type="submit"
                  form={formId}
                  variant="contained"
                  disabled={saving}
                  startIcon={
                    saving ? (
                      <CircularProgress size={16} color="inherit" aria-hidden="true" />
                    ) : undefined
                  }
                >
                  {t(saving ? 'sales.form.saving' : 'sales.list.save')}
                </Button>
              </DialogActions>
            </>
          );
        }}
      </Formik>
    </Dialog>
  );
}
