import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { getIn, type FormikProps } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { WEEKDAYS } from '@/domain/shop';
import { DayHoursField } from '../hours/day-hours-field';
import type { TeamFormValues } from './team-form-values';

/**
 * A person's own week: "same as the shop" (the default) or a row per day with its switch and time ranges, the
 * same day rows as the shop's week (../hours/day-hours-field.tsx).
 */
export function TeamHoursEditor({
  formik,
  disabled,
}: {
  formik: FormikProps<TeamFormValues>;
  disabled: boolean;
}) {
  const intl = useIntl();
  const { ownHours, workingHours } = formik.values;
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormControlLabel
        control={
          <Switch
            checked={ownHours}
            disabled={disabled}
            onChange={(event) => void formik.setFieldValue('ownHours', event.target.checked)}
          />
        }
        label={intl.formatMessage({ id: 'shopSetup.team.ownHours' })}
      />
      {!ownHours ? (
        <FormHelperText sx={{ mt: 0 }}>
          <FormattedMessage id="shopSetup.team.sameAsShop" />
        </FormHelperText>
      ) : (
        WEEKDAYS.map((day) => (
          <DayHoursField
            key={day}
            day={day}
            idPrefix="team-hours"
            value={workingHours[day]}
            disabled={disabled}
            labels={{ start: 'shopSetup.team.start', end: 'shopSetup.team.end' }}
            errorAt={(below) => {
              const error = getIn(formik.errors, `workingHours.${day}.${below}`) as unknown;
              return typeof error === 'string' ? error : undefined;
            }}
            onChange={(next) => void formik.setFieldValue(`workingHours.${day}`, next)}
          />
        ))
      )}
    </Stack>
  );
}
