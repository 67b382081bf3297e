import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getIn, type FormikProps } from 'formik';
import { FormattedMessage } from 'react-intl';
import { WEEKDAYS } from '@/domain/shop';
import { DayHoursField } from './day-hours-field';
import { copyMondayToWeekdays, type HoursFormValues } from './hours-form-values';

/**
 * The weekly hours: a row per day with its open switch and its time ranges (a day with a pause in the middle is
 * two ranges: 09:00–13:00, 15:00–19:00). "Copy Monday to weekdays" copies Monday's ranges to Tuesday–Friday.
 */
export function WeekEditor({
  formik,
  disabled,
}: {
  formik: FormikProps<HoursFormValues>;
  disabled: boolean;
}) {
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography component="legend" variant="h6">
          <FormattedMessage id="shopSetup.hours.weekTitle" />
        </Typography>
        <Button
          size="small"
          disabled={disabled}
          onClick={() => {
            void formik.setFieldValue(
              'workingHours',
              copyMondayToWeekdays(formik.values.workingHours),
            );
          }}
        >
          <FormattedMessage id="shopSetup.hours.copyMonday" />
        </Button>
      </Stack>
      {WEEKDAYS.map((day) => {
        const path = `workingHours.${day}`;
        const touched = Boolean(getIn(formik.touched, path));
        return (
          <DayHoursField
            key={day}
            day={day}
            idPrefix="hours"
            value={formik.values.workingHours[day]}
            disabled={disabled}
            errorAt={(below) => {
              const error = getIn(formik.errors, `${path}.${below}`) as unknown;
              return touched && typeof error === 'string' ? error : undefined;
            }}
            onChange={(next) => {
              void formik.setFieldValue(path, next);
              void formik.setFieldTouched(path, true, false);
            }}
          />
        );
      })}
    </Stack>
  );
}
