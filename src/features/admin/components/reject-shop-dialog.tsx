import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FIELD_MAX } from '@/domain/auth';
import { rejectShopSchema } from '@/domain/admin';
import { useRejectShopDialogLabels } from '@/lib/ui/profile-labels';
import { ConfirmDialog } from '@design-system/components/ConfirmDialog/ConfirmDialog';

export interface RejectShopDialogProps {
  /** The shop being rejected; null = closed. */
  shopName: string | null;
  onClose: () => void;
  /** POST …/reject with the reason; a thrown error's text is shown in the dialog. */
  onSubmit: (reason: string) => Promise<void>;
  /** Stories: a typed reason (touched and validated), submitting, or a failure. */
  initialReason?: string;
  initialTouched?: boolean;
  initialSubmitting?: boolean;
  initialError?: string | null;
}

/** Reject a shop: a required reason (rejectShopSchema: at least 5 characters), in a confirmation dialog. */
export function RejectShopDialog({
  shopName,
  onClose,
  onSubmit,
  initialReason = '',
  initialTouched = false,
  initialSubmitting = false,
  initialError = null,
}: RejectShopDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const labels = useRejectShopDialogLabels();
  const [submitting, setSubmitting] = useState(initialSubmitting);
  const [error, setError] = useState<string | null>(initialError);
  const formik = useFormik({
    initialValues: { reason: initialReason },
    initialTouched: initialTouched ? { reason: true } : undefined,
    validateOnMount: initialTouched,
    validateOnChange: false,
    validationSchema: rejectShopSchema,
    onSubmit: async ({ reason }) => {
      setSubmitting(true);
      setError(null);
      try {
        await onSubmit(reason.trim());
      } catch (failure) {
        setError(
          failure instanceof Error && failure.message
            ? failure.message
            : intl.formatMessage({ id: 'admin.shops.actionError' }),
        );
      } finally {
        setSubmitting(false);
      }
    },
  });
  const shown = formik.touched.reason ? formik.errors.reason : undefined;
  const close = () => {
    formik.resetForm();
    setError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={shopName !== null}
      title={intl.formatMessage({ id: 'admin.reject.title' }, { name: shopName ?? '' })}
      description={intl.formatMessage({ id: 'admin.reject.body' })}
      labels={labels}
      tone="danger"
      busy={submitting}
      formId={formId}
      onClose={close}
    >
      <form id={formId} noValidate onSubmit={formik.handleSubmit}>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          name="reason"
          id={`${formId}-reason`}
          label={intl.formatMessage({ id: 'admin.reject.reason' })}
          value={formik.values.reason}
          onChange={(event) => {
            formik.handleChange(event);
            if (formik.errors.reason) formik.setFieldError('reason', undefined);
          }}
          onBlur={formik.handleBlur}
          error={Boolean(shown)}
          helperText={shown ? intl.formatMessage({ id: shown }) : undefined}
          disabled={submitting}
          required
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: FIELD_MAX.reason } }}
        />
      </form>
    </ConfirmDialog>
  );
}
