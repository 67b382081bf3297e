import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getIn, type FormikProps } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { WEEKDAYS, type Weekday } from '@/domain/shop';
import { HOURS_LIMITS } from '@/domain/shop-hours';
import type { HoursFormValues } from './hours-form-values';
import { TimeRangeFields } from './time-range-fields';

/** Named breaks (lunch, a team meeting) on chosen weekdays: no slot overlaps them. */
export function BreaksEditor({
  formik,
  disabled,
}: {
  formik: FormikProps<HoursFormValues>;
  disabled: boolean;
}) {
  const intl = useIntl();
  const breaks = formik.values.breaks;
  const errorAt = (path: string) => {
    const error = getIn(formik.errors, path) as string | undefined;
    return error && getIn(formik.touched, path) ? intl.formatMessage({ id: error }) : undefined;
  };
  const set = (path: string, value: unknown) => {
    void formik.setFieldValue(path, value);
    void formik.setFieldTouched(path, true, false);
  };
  const toggleDay = (index: number, day: Weekday) => {
    const days = breaks[index]?.days ?? [];
    set(
      `breaks[${index}].days`,
      days.includes(day)
        ? days.filter((d) => d !== day)
        : WEEKDAYS.filter((d) => d === day || days.includes(d)),
    );
  };
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="breaks-title">
      <Typography id="breaks-title" variant="h6" component="h3">
        <FormattedMessage id="shopSetup.hours.breaksTitle" />
      </Typography>
      {breaks.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage id="shopSetup.hours.noBreaks" />
        </Typography>
      )}
      {breaks.map((entry, index) => {
        const label =
          entry.name.trim() || intl.formatMessage({ id: 'shopSetup.hours.breakUntitled' });
        return (
          <Paper key={index} variant="outlined" sx={{ p: 1.5 }}>
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  id={`break-${index}-name`}
                  label={intl.formatMessage({ id: 'shopSetup.hours.breakName' })}
                  value={entry.name}
                  size="small"
                  fullWidth
                  disabled={disabled}
                  slotProps={{ htmlInput: { maxLength: HOURS_LIMITS.breakName } }}
                  onChange={(event) => set(`breaks[${index}].name`, event.target.value)}
                  error={Boolean(errorAt(`breaks[${index}].name`))}
                  helperText={errorAt(`breaks[${index}].name`)}
                />
                <IconButton
                  aria-label={intl.formatMessage(
                    { id: 'shopSetup.hours.removeBreak' },
                    { name: label },
                  )}
                  disabled={disabled}
                  onClick={() =>
                    void formik.setFieldValue(
                      'breaks',
                      breaks.filter((_, i) => i !== index),
                    )
                  }
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Stack>
              <Stack
                direction="row"
                role="group"
                aria-label={intl.formatMessage(
                  { id: 'shopSetup.hours.breakDays' },
                  { name: label },
                )}
                sx={{ flexWrap: 'wrap', gap: 0.75 }}
              >
                {WEEKDAYS.map((day) => {
                  const on = entry.days.includes(day);
                  return (
                    <Chip
                      key={day}
                      label={intl.formatMessage({ id: `shopSetup.hours.dayShort.${day}` })}
                      color={on ? 'primary' : 'default'}
                      variant={on ? 'filled' : 'outlined'}
                      disabled={disabled}
                      aria-pressed={on}
                      onClick={() => toggleDay(index, day)}
                    />
                  );
                })}
              </Stack>
              {errorAt(`breaks[${index}].days`) && (
                <FormHelperText error role="alert">
                  {errorAt(`breaks[${index}].days`)}
                </FormHelperText>
              )}
              <TimeRangeFields
                id={`break-${index}`}
                start={entry.start}
                end={entry.end}
                startLabel={intl.formatMessage({ id: 'shopSetup.hours.from' })}
                endLabel={intl.formatMessage({ id: 'shopSetup.hours.to' })}
                disabled={disabled}
                invalid={errorAt(`breaks[${index}].end`) ? 'end' : undefined}
                message={errorAt(`breaks[${index}].end`)}
                onChange={(edge, time) => set(`breaks[${index}].${edge}`, time)}
              />
            </Stack>
          </Paper>
        );
      })}
      <div>
        <Button
          startIcon={<AddIcon />}
          disabled={disabled || breaks.length >= HOURS_LIMITS.breaks}
          onClick={() =>
            void formik.setFieldValue('breaks', [
              ...breaks,
              { name: '', days: [], start: '13:00', end: '14:00' },
            ])
          }
        >
          <FormattedMessage id="shopSetup.hours.addBreak" />
        </Button>
      </div>
    </Stack>
  );
}
