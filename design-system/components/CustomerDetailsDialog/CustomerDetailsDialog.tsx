import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import {
  DEFAULT_REMINDER_HOURS,
  REMINDER_LEAD_HOURS,
  SPECIAL_REQUESTS_MAX,
  type ReminderLeadHours,
} from '@/domain/booking';
import type { CustomerDetailsDialogLabels } from './labels';
import {
  canCompleteBooking,
  toSubmittedValues,
  validateCustomerDetails,
  type CustomerDetailsValues,
} from './customer-details-form';

export interface CustomerDetailsDialogProps {
  open: boolean;
  initialValues: Pick<CustomerDetailsValues, 'name' | 'email' | 'phone'> &
    Partial<CustomerDetailsValues>;
  /** compact recap of the booking shown at the top */
  summary?: ReactNode;
  submitting?: boolean;
  error?: string | null;
  /** phone already normalised (digits and a leading +), special requests trimmed */
  onSubmit(values: CustomerDetailsValues): void;
  onClose(): void;
  labels: CustomerDetailsDialogLabels;
  /** stories: validate the initial values at once, as after a blur */
  validateOnOpen?: boolean;
}

/**
 * The customer-details modal of the booking page. Name and email come from the account and are read-only;
 * the phone is checked with the booking schema's rule on blur and on submit. The form lives inside the
 * dialog's content, so it starts again from `initialValues` every time the dialog opens.
 */
export function CustomerDetailsDialog(props: CustomerDetailsDialogProps) {
  const { open, submitting = false, onClose } = props;
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!submitting) onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      scroll="paper"
    >
      <DetailsForm {...props} titleId={titleId} />
    </Dialog>
  );
}

function DetailsForm({
  initialValues,
  summary,
  submitting = false,
  error = null,
  onSubmit,
  onClose,
  labels,
  validateOnOpen = false,
  titleId,
}: CustomerDetailsDialogProps & { titleId: string }) {
  const formId = useId();
  const introId = useId();
  const formik = useFormik<CustomerDetailsValues>({
    initialValues: {
      specialRequests: '',
      firstTimeCustomer: false,
      sendReminders: true,
      reminderHours: DEFAULT_REMINDER_HOURS,
      acceptTerms: false,
      ...initialValues,
    },
    initialTouched: validateOnOpen ? { phone: true, specialRequests: true } : undefined,
    validateOnMount: validateOnOpen,
    validateOnChange: false,
    validate: (values) => {
      const errors = validateCustomerDetails(values);
      return {
        ...(errors.phone ? { phone: labels[errors.phone] } : {}),
        ...(errors.specialRequests ? { specialRequests: labels[errors.specialRequests] } : {}),
      };
    },
    onSubmit: (values) => onSubmit(toSubmittedValues(values)),
  });
  const { values } = formik;
  const shownError = (name: 'phone' | 'specialRequests') =>
    formik.touched[name] ? formik.errors[name] : undefined;
  const phoneError = shownError('phone');
  const requestsError = shownError('specialRequests');
  /** typing clears that field's error; the check runs again on blur (spec 02 §5) */
  const clearError = (name: 'phone' | 'specialRequests') => {
    if (formik.errors[name]) formik.setFieldError(name, undefined);
  };

  return (
    <>
      <DialogTitle id={titleId}>{labels.heading}</DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id={formId}
          noValidate
          aria-describedby={introId}
          onSubmit={formik.handleSubmit}
          spacing={2}
        >
          {summary ? (
            <Box
              data-testid="booking-recap"
              sx={(t) => ({
                p: 1.5,
                borderRadius: 1,
                bgcolor: (t.vars ?? t).palette.surface.muted,
              })}
            >
              {summary}
            </Box>
          ) : null}
          <Typography id={introId} variant="body2" color="text.secondary">
            {labels.intro}
          </Typography>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              name="name"
              label={labels.name}
              value={values.name}
              helperText={labels.fromAccount}
              fullWidth
              slotProps={{ input: { readOnly: true } }}
            />
            <TextField
              name="email"
              type="email"
              label={labels.email}
              value={values.email}
              helperText={labels.fromAccount}
              fullWidth
              slotProps={{ input: { readOnly: true } }}
            />
          </Stack>
          <TextField
            name="phone"
            type="tel"
            label={labels.phone}
            value={values.phone}
            onChange={(event) => {
              formik.handleChange(event);
              clearError('phone');
            }}
            onBlur={formik.handleBlur}
            error={Boolean(phoneError)}
            helperText={phoneError}
            disabled={submitting}
            required
            fullWidth
            autoComplete="tel"
          />
          <TextField
            name="specialRequests"
            label={labels.specialRequests}
            value={values.specialRequests}
            onChange={(event) => {
              formik.handleChange(event);
              clearError('specialRequests');
            }}
            onBlur={formik.handleBlur}
            error={Boolean(requestsError)}
            helperText={
              requestsError ??
              labels.specialRequestsCounter(values.specialRequests.length, SPECIAL_REQUESTS_MAX)
            }
            disabled={submitting}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: SPECIAL_REQUESTS_MAX } }}
          />
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            <FormControlLabel
              control={
                <Checkbox
                  name="firstTimeCustomer"
                  checked={values.firstTimeCustomer}
                  onChange={formik.handleChange}
                  disabled={submitting}
                />
              }
              label={labels.firstTimeCustomer}
            />
            <FormControlLabel
              control={
                <Checkbox
                  name="sendReminders"
                  checked={values.sendReminders}
                  onChange={formik.handleChange}
                  disabled={submitting}
                />
              }
              label={labels.sendReminders}
            />
          </Box>
          {values.sendReminders ? (
            <TextField
              select
              name="reminderHours"
              label={labels.reminderLeadTime}
              value={values.reminderHours}
              onChange={(event) =>
                void formik.setFieldValue(
                  'reminderHours',
                  Number(event.target.value) as ReminderLeadHours,
                )
              }
              disabled={submitting}
              sx={{ maxWidth: { sm: 280 } }}
            >
              {REMINDER_LEAD_HOURS.map((hours) => (
                <MenuItem key={hours} value={hours}>
                  {labels.reminderOption(hours)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <FormControlLabel
            control={
              <Checkbox
                name="acceptTerms"
                checked={values.acceptTerms}
                onChange={formik.handleChange}
                disabled={submitting}
                slotProps={{ input: { 'aria-required': true } }}
              />
            }
            label={labels.acceptTerms}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={submitting} color="inherit">
          {labels.cancel}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={submitting || !canCompleteBooking(values)}
          aria-busy={submitting || undefined}
          startIcon={
            submitting ? (
              <CircularProgress size={16} color="inherit" aria-hidden="true" />
            ) : undefined
          }
        >
          {submitting ? labels.completing : labels.complete}
        </Button>
      </DialogActions>
    </>
  );
}
