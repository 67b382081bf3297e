import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { getIn, type FormikProps } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { WEEKDAYS } from '@/domain/shop';
import type { TeamFormValues } from './team-form-values';

/**
 * A person's own week: "same as the shop" (the default) or a row per day with its switch and hours. Times are
 * native time fields in quarter hours, which every phone and keyboard can set.
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
        WEEKDAYS.map((day) => {
          const hours = workingHours[day];
          const error = getIn(formik.errors, `workingHours.${day}`) as unknown;
          const message = typeof error === 'string' ? error : undefined;
          const dayName = intl.formatMessage({ id: `shopSetup.hours.day.${day}` });
          return (
            <Stack key={day} spacing={0.5}>
              <Stack
                direction="row"
                sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 1 }}
              >
                <FormControlLabel
                  sx={{ minWidth: 140, mr: 0 }}
                  control={
                    <Switch
                      checked={hours.isOpen}
                      disabled={disabled}
                      onChange={(event) =>
                        void formik.setFieldValue(
                          `workingHours.${day}.isOpen`,
                          event.target.checked,
                        )
                      }
                    />
                  }
                  label={dayName}
                />
                {hours.isOpen && (
                  <Stack direction="row" spacing={1}>
                    {(['start', 'end'] as const).map((edge) => (
                      <TextField
                        key={edge}
                        type="time"
                        size="small"
                        label={intl.formatMessage({ id: `shopSetup.team.${edge}` })}
                        value={hours[edge] === '24:00' ? '23:59' : hours[edge]}
                        disabled={disabled}
                        error={Boolean(message)}
                        onChange={(event) =>
                          void formik.setFieldValue(
                            `workingHours.${day}.${edge}`,
                            event.target.value,
                          )
                        }
                        slotProps={{
                          htmlInput: {
                            step: 900,
                            'aria-label': `${dayName} ${intl.formatMessage({ id: `shopSetup.team.${edge}` })}`,
                          },
                        }}
                        sx={{ width: 128 }}
                      />
                    ))}
                  </Stack>
                )}
              </Stack>
              {message && (
                <FormHelperText error>{intl.formatMessage({ id: message })}</FormHelperText>
              )}
            </Stack>
          );
        })
      )}
    </Stack>
  );
}
