import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { shopToday } from '@/domain/availability';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/it';
import { useFormik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatClockTime } from '@/domain/clock-format';
import { BLOCK_LIMITS, type BlockConflict } from '@/domain/shop-blocks';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useToast } from '@/lib/toast';
import { conflictsOf } from './api';
import { BlockConflictsList } from './block-conflicts-list';
import {
  END_TIMES,
  START_TIMES,
  initialValues,
  toInput,
  validateBlockTime,
  type BlockTimeValues,
} from './block-time-form';
import { useBlockStaff, useCreateBlock } from './use-shop-blocks';

export interface BlockTimeDialogProps {
  shopId: string;
  /** the shop's time zone: the earliest date offered (and the first one, from the toolbar) is the shop's today */
  timeZone: string;
  open: boolean;
  onClose: () => void;
  /** the calendar's empty cell: its date, start and person (null or absent: the whole shop) */
  initial?: { date: string; startTime: string; staffId: string | null };
}

/**
 * Takes a person, or the whole shop, out of the book for a while, with a reason. The fields are checked by the
 * request's own schema; the server decides the rest (past, horizon, bookings in the way). A refusal over
 * bookings lists them, so the owner can move or cancel them first.
 */
export function BlockTimeDialog(props: BlockTimeDialogProps) {
  // a fresh form (and no stale refusal) every time the dialog opens
  return props.open ? <BlockTimeForm {...props} /> : null;
}

function BlockTimeForm({ shopId, timeZone, open, onClose, initial }: BlockTimeDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const toast = useToast();
  const id = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const staff = useBlockStaff(shopId, open);
  const create = useCreateBlock(shopId);
  const [conflicts, setConflicts] = useState<BlockConflict[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const today = shopToday(new Date(), timeZone);
  const staffNames = useMemo(
    () => new Map((staff.data ?? []).map((member) => [member.id, member.name])),
    [staff.data],
  );

  const formik = useFormik<BlockTimeValues>({
    initialValues: initialValues(today, initial),
    validate: validateBlockTime,
    onSubmit: async (values, helpers) => {
      setConflicts([]);
      setFailure(null);
      try {
        await create.mutateAsync(toInput(values));
        toast.show({ kind: 'default', severity: 'success', message: t('shopOps.blocks.created') });
        onClose();
      } catch (error) {
        const inTheWay = conflictsOf(error);
        if (inTheWay.length > 0) return setConflicts(inTheWay);
        if (error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0)
          return helpers.setErrors(error.errors);
        setFailure(errorText(error, intl, 'shopOps.blocks.createError'));
      }
    },
  });
  const busy = formik.isSubmitting;
  const errorOf = (field: keyof BlockTimeValues) => {
    const message = formik.errors[field];
    return (formik.touched[field] || formik.submitCount > 0) && message ? t(message) : undefined;
  };
  const timeField = (field: 'startTime' | 'endTime', times: readonly string[]) => (
    <TextField
      select
      id={`${id}-${field}`}
      name={field}
      label={t(field === 'startTime' ? 'shopOps.blocks.start' : 'shopOps.blocks.end')}
      value={formik.values[field]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      disabled={busy}
      error={Boolean(errorOf(field))}
      helperText={errorOf(field)}
      sx={{ flex: '1 1 120px' }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      {times.map((time) => (
        <MenuItem key={time} value={time}>
          {formatClockTime(intl.locale, time)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>
        <FormattedMessage id="shopOps.blocks.title" />
      </DialogTitle>
      <DialogContent>
        <form id={`${id}-form`} noValidate onSubmit={formik.handleSubmit}>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            <DialogContentText>
              <FormattedMessage id="shopOps.blocks.intro" />
            </DialogContentText>
            {conflicts.length > 0 && (
              <Alert severity="warning">
                <FormattedMessage id="errors.BLOCK_OVERLAPS_BOOKINGS" />
                <BlockConflictsList bookings={conflicts} staffNames={staffNames} />
              </Alert>
            )}
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              select
              id={`${id}-staff`}
              name="staffId"
              label={t('shopOps.blocks.who')}
              value={formik.values.staffId}
              onChange={formik.handleChange}
              disabled={busy}
              error={Boolean(errorOf('staffId'))}
              helperText={
                errorOf('staffId') ?? (staff.isError ? t('shopOps.blocks.staffError') : undefined)
              }
            >
              <MenuItem value="">{t('shopOps.blocks.wholeShop')}</MenuItem>
              {(staff.data ?? []).map((member) => (
                <MenuItem key={member.id} value={member.id}>
                  {member.name}
                </MenuItem>
              ))}
              {/* the calendar's person before the team has loaded */}
              {formik.values.staffId !== '' && !staffNames.has(formik.values.staffId) && (
                <MenuItem value={formik.values.staffId}>{formik.values.staffId}</MenuItem>
              )}
            </TextField>
            <LocalizationProvider
              dateAdapter={AdapterDayjs}
              adapterLocale={intl.locale.startsWith('it') ? 'it' : 'en-gb'}
            >
              <DatePicker
                label={t('shopOps.blocks.date')}
                value={formik.values.date ? dayjs(formik.values.date) : null}
                minDate={dayjs(today)}
                disabled={busy}
                onChange={(value) => {
                  void formik.setFieldValue(
                    'date',
                    value?.isValid() ? value.format('YYYY-MM-DD') : '',
                  );
                  void formik.setFieldTouched('date', true, false);
                }}
                slotProps={{
                  textField: {
                    id: `${id}-date`,
                    fullWidth: true,
                    error: Boolean(errorOf('date')),
                    helperText: errorOf('date'),
                  },
                }}
              />
            </LocalizationProvider>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
              {timeField('startTime', START_TIMES)}
              {timeField('endTime', END_TIMES)}
            </Stack>
            <TextField
              id={`${id}-reason`}
              name="reason"
              label={t('shopOps.blocks.reason')}
              value={formik.values.reason}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              disabled={busy}
              required
              multiline
              minRows={2}
              error={Boolean(errorOf('reason'))}
              helperText={errorOf('reason') ?? t('shopOps.blocks.reasonHelp')}
              slotProps={{ htmlInput: { maxLength: BLOCK_LIMITS.reason } }}
            />
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="shopOps.blocks.cancel" />
        </Button>
        <Button
          type="submit"
          form={`${id}-form`}
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          <FormattedMessage id={busy ? 'shopOps.blocks.saving' : 'shopOps.blocks.submit'} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
