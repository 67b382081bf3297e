import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { shopToday } from '@/domain/availability';
import {
  workingHoursFormSchema,
  type AffectedBooking,
  type AffectedBookingsChoice,
  type WorkingHoursSettings,
} from '@/domain/shop-hours';
import { ApiError } from '@/lib/api';
import { errorText, hasErrorCode } from '@/lib/error-text';
import { AffectedBookingsDialog } from './affected-bookings-dialog';
import { AffectedBookingsList } from './affected-bookings-list';
import { BreaksEditor } from './breaks-editor';
import { formErrorsOf, formValuesOf, touchedOf, type HoursFormValues } from './hours-form-values';
import { SpecialDatesEditor } from './special-dates-editor';
import { affectedBookingsOf, useSaveWorkingHours } from './use-shop-hours';
import { WeekEditor } from './week-editor';

type Status =
  { kind: 'saved'; bookedMeanwhile: AffectedBooking[] } | { kind: 'failed'; text: string } | null;

/**
 * The week, breaks and special dates with one save, validated by the server's own schema. A save that would
 * leave upcoming bookings outside the hours comes back with them; the owner chooses in the dialog and the same
 * values go again with the choice. Bookings customers made while the save was on its way, outside the new hours,
 * are kept and listed after it.
 */
export function HoursForm({
  shopId,
  settings,
}: {
  shopId: string;
  settings: WorkingHoursSettings;
}) {
  const intl = useIntl();
  const save = useSaveWorkingHours(shopId);
  const [status, setStatus] = useState<Status>(null);
  const [affected, setAffected] = useState<AffectedBooking[] | null>(null);

  const send = async (
    values: HoursFormValues,
    choice?: { affectedBookings: AffectedBookingsChoice; reason: string },
  ) => {
    setStatus(null);
    try {
      const saved = await save.mutateAsync({
        ...values,
        ...(choice ? { affectedBookings: choice.affectedBookings } : {}),
        ...(choice?.affectedBookings === 'cancel' ? { reason: choice.reason } : {}),
      });
      setAffected(null);
      const { bookedMeanwhile, ...settings } = saved;
      formik.resetForm({ values: formValuesOf(settings) });
      setStatus({ kind: 'saved', bookedMeanwhile });
    } catch (error) {
      const bookings = affectedBookingsOf(error);
      if (bookings) {
        setAffected(bookings);
        return;
      }
      setAffected(null);
      if (error instanceof ApiError && hasErrorCode(error, 'VALIDATION_FAILED') && error.errors) {
        formik.setErrors(formErrorsOf(error.errors));
        void formik.setTouched(touchedOf(error.errors), false);
      }
      setStatus({ kind: 'failed', text: errorText(error, intl, 'shopSetup.hours.saveFailed') });
    }
  };

  const formik = useFormik<HoursFormValues>({
    initialValues: formValuesOf(settings),
    validationSchema: workingHoursFormSchema,
    validateOnChange: true,
    onSubmit: (values) => send(values),
  });
  const busy = formik.isSubmitting || save.isPending;

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={formik.handleSubmit}
      aria-labelledby="hours-title"
    >
      <Typography id="hours-title" variant="h5" component="h2">
        <FormattedMessage id="shopSetup.hours.title" />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage id="shopSetup.hours.zone" values={{ zone: settings.timeZone }} />
      </Typography>
      <WeekEditor formik={formik} disabled={busy} />
      <Divider />
      <BreaksEditor formik={formik} disabled={busy} />
      <Divider />
      <SpecialDatesEditor
        formik={formik}
        disabled={busy}
        today={shopToday(new Date(), settings.timeZone)}
      />
      {status?.kind === 'saved' && (
        <Alert severity="success" role="status">
          <FormattedMessage id="shopSetup.hours.saved" />
        </Alert>
      )}
      {status?.kind === 'saved' && status.bookedMeanwhile.length > 0 && (
        <Alert severity="warning">
          <AlertTitle>
            <FormattedMessage
              id="shopSetup.hours.bookedMeanwhile.title"
              values={{ count: status.bookedMeanwhile.length }}
            />
          </AlertTitle>
          <FormattedMessage id="shopSetup.hours.bookedMeanwhile.body" />
          <AffectedBookingsList bookings={status.bookedMeanwhile} />
        </Alert>
      )}
      {status?.kind === 'failed' && <Alert severity="error">{status.text}</Alert>}
      {formik.submitCount > 0 && !formik.isValid && (
        <Alert severity="error">
          <FormattedMessage id="shopSetup.hours.fixErrors" />
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          <FormattedMessage id={busy ? 'shopSetup.hours.saving' : 'shopSetup.hours.save'} />
        </Button>
        <Button disabled={busy || !formik.dirty} onClick={() => formik.resetForm()}>
          <FormattedMessage id="shopSetup.hours.discard" />
        </Button>
      </Stack>
      <AffectedBookingsDialog
        key={affected ? affected.map((b) => b.id).join() : 'none'}
        open={affected !== null}
        bookings={affected ?? []}
        busy={save.isPending}
        onClose={() => setAffected(null)}
        onChoose={(choice, reason) =>
          void send(formik.values, { affectedBookings: choice, reason })
        }
      />
    </Stack>
  );
}
