import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Formik, type FormikHelpers } from 'formik';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  EMPTY_SERVICE,
  serviceCreateSchema,
  type ManagedService,
  type ServiceFormValues,
} from '@/domain/shop-services';
import { formValuesOf } from '@/domain/shop-service-records';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { ServiceBasicsFields, ServiceExtrasFields } from './service-form-fields';

export interface ServiceFormDialogProps {
  open: boolean;
  /** the service edited; null adds a new one */
  service: ManagedService | null;
  onClose: () => void;
  /** saves the values (create or update); resolves with the saved service, rejects with the ApiError */
  onSave: (values: ServiceFormValues) => Promise<ManagedService>;
  /** the picture's editor of the service edited (saved apart from the form); a new service gets one once saved */
  picture?: ReactNode;
  /** stories: values over the service's (or the defaults), shown as touched and checked at once */
  initialValues?: Partial<ServiceFormValues>;
  initialTouched?: boolean;
  /** stories: the saving state, and a failure message id shown on top */
  initialSaving?: boolean;
  initialFailure?: string;
}

/** Every field of the form as touched, so a story shows the schema's messages without typing. */
const ALL_TOUCHED = {
  name: { en: true, it: true },
  category: true,
  price: true,
  duration: { hours: true, minutes: true },
};

/** The values as the API takes them: numbers typed as text become numbers, blanks their defaults. */
function requestValues(values: ServiceFormValues): ServiceFormValues {
  return serviceCreateSchema.cast(values, { stripUnknown: true }) as ServiceFormValues;
}

/**
 * Add or edit a service (spec 03 "Services"): both languages of name and description, category, price in euro
 * (step 0.01), duration as hours and minutes, the flags, options and booking settings. Validated with the
 * server's schema (src/domain/shop-services.ts); a refusal from the server marks the same fields. The picture is
 * uploaded apart (`picture`), as soon as it is chosen.
 */
export function ServiceFormDialog({
  open,
  service,
  onClose,
  onSave,
  picture,
  initialValues,
  initialTouched = false,
  initialSaving = false,
  initialFailure,
}: ServiceFormDialogProps) {
  const intl = useIntl();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const formId = useId();
  const titleId = `${formId}-title`;
  const [failure, setFailure] = useState<string | null>(
    initialFailure ? intl.formatMessage({ id: initialFailure }) : null,
  );
  const t = (id: string) => intl.formatMessage({ id });

  const submit = async (values: ServiceFormValues, helpers: FormikHelpers<ServiceFormValues>) => {
    setFailure(null);
    try {
      await onSave(requestValues(values));
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          helpers.setFieldError(field, message);
          void helpers.setFieldTouched(field, true, false);
        }
      }
      setFailure(
        errorText(
          error,
          intl,
          service ? 'shopSetup.services.updateError' : 'shopSetup.services.createError',
        ),
      );
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <Formik<ServiceFormValues>
        initialValues={{ ...(service ? formValuesOf(service) : EMPTY_SERVICE), ...initialValues }}
        initialTouched={initialTouched ? ALL_TOUCHED : undefined}
        validateOnMount={initialTouched}
        validationSchema={serviceCreateSchema}
        validateOnChange={false}
        onSubmit={submit}
      >
        {(formik) => {
          const saving = formik.isSubmitting || initialSaving;
          return (
            <>
              <DialogTitle id={titleId}>
                {t(
                  service ? 'shopSetup.services.formEditTitle' : 'shopSetup.services.formAddTitle',
                )}
              </DialogTitle>
              {/* focusable: while saving every field is disabled and the content must still scroll from the keyboard */}
              <DialogContent dividers tabIndex={0}>
                <form
                  id={formId}
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    formik.handleSubmit();
                  }}
                >
                  {failure && (
                    <Alert severity="error" sx={{ mb: 2 }} role="alert">
                      {failure}
                    </Alert>
                  )}
                  <ServiceBasicsFields formik={formik} disabled={saving} />
                  <Divider sx={{ my: 3 }} />
                  {service && picture}
                  {!service && (
                    <Typography variant="body2" color="text.secondary">
                      {t('shopSetup.services.picture.afterSave')}
                    </Typography>
                  )}
                  {(picture || !service) && <Divider sx={{ my: 3 }} />}
                  <ServiceExtrasFields formik={formik} disabled={saving} />
                </form>
              </DialogContent>
              <DialogActions sx={{ px: 3, py: 2 }}>
                <Button onClick={onClose} disabled={saving} color="inherit">
                  {t('shopSetup.services.cancel')}
                </Button>
                <Button
                  type="submit"
                  form={formId}
                  variant="contained"
                  disabled={saving}
                  aria-busy={saving || undefined}
                  startIcon={
                    saving ? (
                      <CircularProgress size={16} color="inherit" aria-hidden="true" />
                    ) : undefined
                  }
                >
                  {t(saving ? 'shopSetup.services.saving' : 'shopSetup.services.save')}
                </Button>
              </DialogActions>
            </>
          );
        }}
      </Formik>
    </Dialog>
  );
}
