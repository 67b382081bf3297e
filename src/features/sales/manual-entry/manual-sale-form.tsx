import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { formatEuro } from '@design-system/components';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import { salesTransactionsHref } from '@/domain/links';
import { SALES_TOAST_MS, type SaleTransaction } from '@/domain/sales';
import { useSaleMethods } from '@/features/shop-operations';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useToast } from '@/lib/toast';
import { useCreateSale } from '../use-sales-queries';
import { SaleFormFields } from './sale-form-fields';
import {
  emptySaleForm,
  saleRequestOf,
  validateSaleForm,
  type SaleFormValues,
} from './sale-form-values';

export interface ManualSaleFormProps {
  shopId: string;
  /** stories: values over the empty form, shown as touched and checked at once */
  initialValues?: Partial<SaleFormValues>;
  initialTouched?: boolean;
}

/** Every field as touched, so a story shows the schema's messages without typing. */
const touchedAll = (values: SaleFormValues) =>
  Object.fromEntries(Object.keys(values).map((name) => [name, true]));

/**
 * Records an offline sale (spec 03 §2 "Manual sales entry"): the form, checked with the server's schema, sent
 * once; 'Transaction added successfully!' or 'Failed to add transaction. Please try again.' for 3 seconds. After
 * a success the form starts afresh and says what was added, with the way to the list; after a failure the values
 * stay, with the server's reason on the fields it names.
 */
export function ManualSaleForm({
  shopId,
  initialValues,
  initialTouched = false,
}: ManualSaleFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const settings = useSaleMethods(shopId);
  const create = useCreateSale(shopId);
  const [added, setAdded] = useState<SaleTransaction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [openedAt] = useState(() => Date.now());

  if (!settings.data) {
    if (settings.isError)
      return (
        <ErrorState
          title={t('sales.form.loadError')}
          description={errorText(settings.error, intl, 'sales.form.loadError')}
          retryLabel={t('sales.retry')}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      );
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }

  const { timeZone, methods } = settings.data;
  const start = { ...emptySaleForm(openedAt, timeZone), ...initialValues };

  const submit = async (values: SaleFormValues, helpers: FormikHelpers<SaleFormValues>) => {
    setFailure(null);
    setAdded(null);
    try {
      const transaction = await create.mutateAsync(saleRequestOf(values, timeZone));
      toast.show({
        kind: 'default',
        severity: 'success',
        message: t('sales.addSuccess'),
        durationMs: SALES_TOAST_MS,
      });
      setAdded(transaction);
      helpers.resetForm({ values: emptySaleForm(Date.now(), timeZone) });
    } catch (error) {
      toast.show({ kind: 'error', message: t('sales.addFailed'), durationMs: SALES_TOAST_MS });
      if (error instanceof ApiError && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          helpers.setFieldError(field, message);
          void helpers.setFieldTouched(field, true, false);
        }
      }
      setFailure(errorText(error, intl, 'sales.addFailed'));
    }
  };

  return (
    <Formik<SaleFormValues>
      initialValues={start}
      initialTouched={initialTouched ? touchedAll(start) : undefined}
      validateOnMount={initialTouched}
      validate={(values) => validateSaleForm(values, timeZone, Date.now())}
      validateOnChange={false}
      onSubmit={submit}
    >
      {(formik) => {
        const saving = formik.isSubmitting;
        return (
          <Paper
            component="form"
            variant="outlined"
            noValidate
            aria-label={t('sales.page.manualEntry.title')}
            aria-busy={saving || undefined}
            onSubmit={(event) => {
              event.preventDefault();
              formik.handleSubmit();
            }}
            sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
          >
            <Stack spacing={2.5}>
              {failure && (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              )}
              {added && (
                <Alert
                  severity="success"
                  action={
                    <Link
                      component={RouterLink}
                      to={salesTransactionsHref({ shop: shopId })}
                      color="inherit"
                      sx={{ alignSelf: 'center', whiteSpace: 'nowrap', mr: 1 }}
                    >
                      {t('sales.form.seeList')}
                    </Link>
                  }
                >
                  {t('sales.form.added', {
                    service: added.serviceName,
                    total: formatEuro(intl, added.total),
                  })}
                </Alert>
              )}
              <SaleFormFields
                formik={formik}
                shopId={shopId}
                methods={methods}
                disabled={saving}
                idPrefix="manual-sale"
              />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
                <Button
                  color="inherit"
                  disabled={saving}
                  onClick={() => {
                    setFailure(null);
                    formik.resetForm({ values: emptySaleForm(Date.now(), timeZone) });
                  }}
                >
                  {t('sales.form.clear')}
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={saving}
                  startIcon={
                    saving ? (
                      <CircularProgress size={16} color="inherit" aria-hidden="true" />
                    ) : undefined
                  }
                >
                  {t(saving ? 'sales.form.saving' : 'sales.form.submit')}
                </Button>
              </Box>
            </Stack>
          </Paper>
        );
      }}
    </Formik>
  );
}
