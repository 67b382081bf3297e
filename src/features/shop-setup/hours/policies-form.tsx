import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getIn, useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { POLICY_LIMITS, policiesUpdateSchema, type PoliciesSettings } from '@/domain/shop-hours';
import { ApiError } from '@/lib/api';
import { errorText, hasErrorCode } from '@/lib/error-text';
import { formErrorsOf, touchedOf } from './hours-form-values';
import { useSavePolicies } from './use-shop-hours';

type Status = { kind: 'saved' } | { kind: 'failed'; text: string } | null;

/** Each number field: its path, the label's message id, the upper bound and the step (money takes cents). */
const FIELDS = [
  { path: 'cancellation.allowedHours', max: POLICY_LIMITS.hours, step: 1 },
  { path: 'cancellation.feePercentage', max: POLICY_LIMITS.percent, step: 1 },
  { path: 'reschedule.allowedHours', max: POLICY_LIMITS.hours, step: 1 },
  { path: 'reschedule.maxReschedules', max: POLICY_LIMITS.maxReschedules, step: 1 },
  { path: 'noShow.feeAmount', max: POLICY_LIMITS.noShowFee, step: 0.01 },
  { path: 'noShow.maxNoShows', max: POLICY_LIMITS.maxNoShows, step: 1 },
] as const;

/** Cancellation, reschedule and no-show policies (for new bookings) and whether bookings confirm themselves. */
export function PoliciesForm({ shopId, policies }: { shopId: string; policies: PoliciesSettings }) {
  const intl = useIntl();
  const save = useSavePolicies(shopId);
  const [status, setStatus] = useState<Status>(null);
  const formik = useFormik<PoliciesSettings>({
    initialValues: policies,
    validationSchema: policiesUpdateSchema,
    onSubmit: async (values) => {
      setStatus(null);
      try {
        const saved = await save.mutateAsync(values);
        formik.resetForm({ values: saved });
        setStatus({ kind: 'saved' });
      } catch (error) {
        if (error instanceof ApiError && hasErrorCode(error, 'VALIDATION_FAILED') && error.errors) {
          formik.setErrors(formErrorsOf(error.errors));
          void formik.setTouched(touchedOf(error.errors), false);
        }
        setStatus({
          kind: 'failed',
          text: errorText(error, intl, 'shopSetup.policies.saveFailed'),
        });
      }
    },
  });
  const busy = formik.isSubmitting;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={formik.handleSubmit}
      aria-labelledby="policies-title"
    >
      <Typography id="policies-title" variant="h6" component="h3">
        <FormattedMessage id="shopSetup.policies.title" />
      </Typography>
      <Stack sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {FIELDS.map(({ path, max, step }) => {
          const error = getIn(formik.errors, path) as string | undefined;
          const shown = error && getIn(formik.touched, path) ? error : undefined;
          const value = getIn(formik.values, path) as number | string;
          return (
            <TextField
              key={path}
              id={`policy-${path.replace('.', '-')}`}
              name={path}
              type="number"
              size="small"
              label={intl.formatMessage({ id: `shopSetup.policies.${path}` })}
              value={value}
              disabled={busy}
              onBlur={formik.handleBlur}
              onChange={(event) => {
                const text = event.target.value;
                // an empty field stays empty (and says so), not 0
                void formik.setFieldValue(path, text === '' ? '' : Number(text));
              }}
              error={Boolean(shown)}
              helperText={
                shown
                  ? intl.formatMessage({ id: shown })
                  : intl.formatMessage({ id: 'shopSetup.policies.range' }, { max })
              }
              slotProps={{
                htmlInput: { min: 0, max, step, inputMode: step < 1 ? 'decimal' : 'numeric' },
              }}
            />
          );
        })}
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={formik.values.autoConfirm}
            disabled={busy}
            onChange={(event) => void formik.setFieldValue('autoConfirm', event.target.checked)}
          />
        }
        label={intl.formatMessage({ id: 'shopSetup.policies.autoConfirm' })}
      />
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="shopSetup.policies.newBookingsOnly" />
      </Typography>
      {status?.kind === 'saved' && (
        <Alert severity="success" role="status">
          <FormattedMessage id="shopSetup.policies.saved" />
        </Alert>
      )}
      {status?.kind === 'failed' && <Alert severity="error">{status.text}</Alert>}
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          <FormattedMessage id={busy ? 'shopSetup.hours.saving' : 'shopSetup.policies.save'} />
        </Button>
      </div>
    </Stack>
  );
}
