import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FieldArray, getIn, type FormikProps } from 'formik';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  DURATION_HOUR_CHOICES,
  DURATION_MINUTE_CHOICES,
  SERVICE_CATEGORIES,
  SERVICE_LIMITS,
  type ServiceFormValues,
} from '@/domain/shop-services';

type Form = FormikProps<ServiceFormValues>;

/**
 * TextField props bound to a formik field: checked on blur, typing clears that field's error, the error's
 * message id translated. Objects' own errors (a name in neither language, a too short duration) are shown by
 * the first field of the group through `groupError`.
 */
function useBinder(formik: Form, disabled: boolean) {
  const intl = useIntl();
  return (name: string, groupError?: string) => {
    const own = getIn(formik.errors, name) as unknown;
    const group = groupError ? (getIn(formik.errors, groupError) as unknown) : undefined;
    const error = typeof own === 'string' ? own : typeof group === 'string' ? group : undefined;
    const touched = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
    const shown = touched ? error : undefined;
    return {
      name,
      id: `service-${name.replace(/[.[\]]+/g, '-')}`,
      value: (getIn(formik.values, name) as string | number | null | undefined) ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        formik.handleChange(event);
        if (getIn(formik.errors, name)) formik.setFieldError(name, undefined);
      },
      onBlur: formik.handleBlur,
      disabled,
      error: Boolean(shown),
      helperText: shown ? intl.formatMessage({ id: shown }) : undefined,
      fullWidth: true,
    };
  };
}

const numberInput = (step: string, min = 0) => ({
  htmlInput: { step, min, inputMode: step === '1' ? 'numeric' : 'decimal' } as const,
});

/** Name, description, category, price, duration and the flags. */
export function ServiceBasicsFields({ formik, disabled }: { formik: Form; disabled: boolean }) {
  const intl = useIntl();
  const bind = useBinder(formik, disabled);
  const t = (id: string) => intl.formatMessage({ id });
  const hours = formik.values.duration.hours;
  const minutes = formik.values.duration.minutes;
  // a stored duration off the 5-minute grid stays choosable
  const minuteChoices = [...new Set([...DURATION_MINUTE_CHOICES, Number(minutes)])].sort(
    (a, b) => a - b,
  );
  const flag = (name: 'enabled' | 'onlineBooking' | 'requiresConsultation') => (
    <FormControlLabel
      control={
        <Switch
          name={name}
          checked={formik.values[name]}
          onChange={(event) => void formik.setFieldValue(name, event.target.checked)}
          disabled={disabled}
        />
      }
      label={t(`shopSetup.services.${name}`)}
    />
  );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...bind('name.en', 'name')} label={t('shopSetup.services.nameEn')} required />
        <TextField {...bind('name.it')} label={t('shopSetup.services.nameIt')} />
      </Stack>
      <TextField
        {...bind('description.en')}
        label={t('shopSetup.services.descriptionEn')}
        multiline
        minRows={2}
      />
      <TextField
        {...bind('description.it')}
        label={t('shopSetup.services.descriptionIt')}
        multiline
        minRows={2}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...bind('category')} select label={t('shopSetup.services.category')} required>
          {SERVICE_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {t(`shopSetup.services.categories.${category}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...bind('price')}
          type="number"
          label={t('shopSetup.services.price')}
          required
          slotProps={numberInput('0.01')}
        />
      </Stack>
      <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }} spacing={1}>
        <Typography component="legend" variant="subtitle2">
          {t('shopSetup.services.durationLegend')}
        </Typography>
        <Stack direction="row" spacing={2}>
          <TextField
            {...bind('duration.hours', 'duration')}
            value={hours}
            select
            label={t('shopSetup.services.durationHours')}
          >
            {DURATION_HOUR_CHOICES.map((h) => (
              <MenuItem key={h} value={h}>
                {h}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...bind('duration.minutes')}
            value={minutes}
            select
            label={t('shopSetup.services.durationMinutes')}
          >
            {minuteChoices.map((m) => (
              <MenuItem key={m} value={m}>
                {m}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        {flag('enabled')}
        {flag('onlineBooking')}
        {flag('requiresConsultation')}
      </Stack>
    </Stack>
  );
}

/** Paid extras (name in both languages, price) and the booking settings. */
export function ServiceExtrasFields({ formik, disabled }: { formik: Form; disabled: boolean }) {
  const intl = useIntl();
  const bind = useBinder(formik, disabled);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  return (
    <Stack spacing={2}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('shopSetup.services.optionsLegend')}
      </Typography>
      <FieldArray name="options">
        {(helpers) => (
          <Stack spacing={2}>
            {formik.values.options.map((_option, index) => (
              <Stack
                key={index}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <TextField
                  {...bind(`options[${index}].name.en`, `options[${index}].name`)}
                  label={t('shopSetup.services.optionNameEn')}
                  size="small"
                />
                <TextField
                  {...bind(`options[${index}].name.it`)}
                  label={t('shopSetup.services.optionNameIt')}
                  size="small"
                />
                <TextField
                  {...bind(`options[${index}].price`)}
                  type="number"
                  label={t('shopSetup.services.optionPrice')}
                  size="small"
                  slotProps={numberInput('0.01')}
                />
                <IconButton
                  aria-label={t('shopSetup.services.removeOption', { number: index + 1 })}
                  onClick={() => helpers.remove(index)}
                  disabled={disabled}
                  sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
                >
                  <CloseRounded fontSize="small" />
                </IconButton>
              </Stack>
            ))}
            <Button
              startIcon={<AddRounded />}
              onClick={() => helpers.push({ name: { en: '', it: '' }, price: 0 })}
              disabled={disabled || formik.values.options.length >= SERVICE_LIMITS.options}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('shopSetup.services.addOption')}
            </Button>
          </Stack>
        )}
      </FieldArray>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('shopSetup.services.bookingLegend')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...bind('maxAdvanceDays')}
          type="number"
          label={t('shopSetup.services.maxAdvanceDays')}
          slotProps={numberInput('1', 1)}
        />
        <TextField
          {...bind('minNoticeHours')}
          type="number"
          label={t('shopSetup.services.minNoticeHours')}
          slotProps={numberInput('1')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...bind('freeCancellationHours')}
          type="number"
          label={t('shopSetup.services.freeCancellationHours')}
          slotProps={numberInput('1')}
        />
        <TextField
          {...bind('cancellationFee')}
          type="number"
          label={t('shopSetup.services.cancellationFee')}
          slotProps={numberInput('0.01')}
        />
      </Stack>
    </Stack>
  );
}
