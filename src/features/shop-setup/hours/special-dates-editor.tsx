import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/it';
import { getIn, type FormikProps } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatCalendarDate } from '@/domain/clock-format';
import { HOURS_LIMITS } from '@/domain/shop-hours';
import type { HoursFormValues } from './hours-form-values';
import { TimeRangeFields } from './time-range-fields';

export interface SpecialDatesEditorProps {
  formik: FormikProps<HoursFormValues>;
  disabled: boolean;
  /** the shop-local today: no date before it can be picked */
  today: string;
}

/** Dates with their own hours or closed (holidays, events), with a note in English and Italian. */
export function SpecialDatesEditor({ formik, disabled, today }: SpecialDatesEditorProps) {
  const intl = useIntl();
  const dates = formik.values.specialDates;
  const errorAt = (path: string) => {
    const error = getIn(formik.errors, path) as string | undefined;
    return error && getIn(formik.touched, path) ? intl.formatMessage({ id: error }) : undefined;
  };
  const set = (path: string, value: unknown) => {
    void formik.setFieldValue(path, value);
    void formik.setFieldTouched(path, true, false);
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={intl.locale.startsWith('it') ? 'it' : 'en-gb'}
    >
      <Stack spacing={1.5} component="section" aria-labelledby="special-dates-title">
        <Typography id="special-dates-title" variant="h6" component="h3">
          <FormattedMessage id="shopSetup.hours.specialDatesTitle" />
        </Typography>
        {dates.length === 0 && (
          <Typography color="text.secondary">
            <FormattedMessage id="shopSetup.hours.noSpecialDates" />
          </Typography>
        )}
        {dates.map((entry, index) => {
          const label = entry.date
            ? formatCalendarDate(intl.locale, entry.date, 'medium')
            : intl.formatMessage({ id: 'shopSetup.hours.newDate' });
          return (
            <Paper key={index} variant="outlined" sx={{ p: 1.5 }}>
              <Stack spacing={1.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <DatePicker
                    label={intl.formatMessage({ id: 'shopSetup.hours.date' })}
                    value={entry.date ? dayjs(entry.date) : null}
                    minDate={dayjs(today)}
                    disabled={disabled}
                    onChange={(value) =>
                      set(
                        `specialDates[${index}].date`,
                        value?.isValid() ? value.format('YYYY-MM-DD') : '',
                      )
                    }
                    slotProps={{
                      textField: {
                        id: `special-${index}-date`,
                        size: 'small',
                        fullWidth: true,
                        error: Boolean(errorAt(`specialDates[${index}].date`)),
                        helperText: errorAt(`specialDates[${index}].date`),
                      },
                    }}
                  />
                  <IconButton
                    aria-label={intl.formatMessage(
                      { id: 'shopSetup.hours.removeDate' },
                      { date: label },
                    )}
                    disabled={disabled}
                    onClick={() =>
                      void formik.setFieldValue(
                        'specialDates',
                        dates.filter((_, i) => i !== index),
                      )
                    }
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </Stack>
                <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={entry.isClosed}
                        disabled={disabled}
                        onChange={(event) => {
                          set(`specialDates[${index}].isClosed`, event.target.checked);
                          if (!event.target.checked && !entry.start)
                            void formik.setFieldValue(`specialDates[${index}]`, {
                              ...entry,
                              isClosed: false,
                              start: '10:00',
                              end: '14:00',
                            });
                        }}
                      />
                    }
                    label={intl.formatMessage({ id: 'shopSetup.hours.closedAllDay' })}
                  />
                  {!entry.isClosed && (
                    <TimeRangeFields
                      id={`special-${index}`}
                      start={entry.start ?? ''}
                      end={entry.end ?? ''}
                      startLabel={intl.formatMessage({ id: 'shopSetup.hours.opens' })}
                      endLabel={intl.formatMessage({ id: 'shopSetup.hours.closes' })}
                      disabled={disabled}
                      invalid={errorAt(`specialDates[${index}].end`) ? 'end' : undefined}
                      message={errorAt(`specialDates[${index}].end`)}
                      onChange={(edge, time) => set(`specialDates[${index}].${edge}`, time)}
                    />
                  )}
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  {(['en', 'it'] as const).map((language) => (
                    <TextField
                      key={language}
                      id={`special-${index}-description-${language}`}
                      label={intl.formatMessage({ id: `shopSetup.hours.description.${language}` })}
                      value={entry.description[language] ?? ''}
                      size="small"
                      fullWidth
                      disabled={disabled}
                      slotProps={{ htmlInput: { maxLength: HOURS_LIMITS.description } }}
                      onChange={(event) =>
                        set(`specialDates[${index}].description.${language}`, event.target.value)
                      }
                      error={Boolean(errorAt(`specialDates[${index}].description.${language}`))}
                      helperText={errorAt(`specialDates[${index}].description.${language}`)}
                    />
                  ))}
                </Stack>
              </Stack>
            </Paper>
          );
        })}
        <div>
          <Button
            startIcon={<AddIcon />}
            disabled={disabled || dates.length >= HOURS_LIMITS.specialDates}
            onClick={() =>
              void formik.setFieldValue('specialDates', [
                ...dates,
                { date: '', isClosed: true, start: null, end: null, description: {} },
              ])
            }
          >
            <FormattedMessage id="shopSetup.hours.addSpecialDate" />
          </Button>
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
