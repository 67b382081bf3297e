import ContentCutIcon from '@mui/icons-material/ContentCut';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { getIn, type FormikProps } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { WEEKDAYS, type Weekday } from '@/domain/shop';
import { HOURS_LIMITS } from '@/domain/shop-hours';
import { copyMondayToWeekdays, type HoursFormValues } from './hours-form-values';
import { TimeSelect } from './time-select';

/**
 * The weekly hours: a row per day with its open switch and its opening range. A day with a pause in the middle
 * (09:00–13:00, 15:00–19:00) is the whole range plus a break below, which customers see the same way.
 */
export function WeekEditor({
  formik,
  disabled,
}: {
  formik: FormikProps<HoursFormValues>;
  disabled: boolean;
}) {
  const intl = useIntl();
  const dayName = (day: Weekday) => intl.formatMessage({ id: `shopSetup.hours.day.${day}` });
  /** A pause in the middle of the day (13:00–14:00) on that day only: how a day gets two opening ranges. */
  const splitBreak = (day: Weekday) => ({
    name: intl.formatMessage({ id: 'shopSetup.hours.defaultBreakName' }),
    days: [day],
    start: '13:00',
    end: '14:00',
  });
  const set = (path: string, value: unknown) => {
    void formik.setFieldValue(path, value);
    void formik.setFieldTouched(path, true, false);
  };
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
        const hours = formik.values.workingHours[day];
        const error = getIn(formik.errors, `workingHours.${day}.end`) as string | undefined;
        const shown = error && getIn(formik.touched, `workingHours.${day}`) ? error : undefined;
        return (
          <Stack key={day} spacing={0.5}>
            <Stack
              direction="row"
              sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 1 }}
            >
              <FormControlLabel
                sx={{ minWidth: 148, mr: 0 }}
                control={
                  <Switch
                    checked={hours.isOpen}
                    disabled={disabled}
                    onChange={(event) => set(`workingHours.${day}.isOpen`, event.target.checked)}
                  />
                }
                label={dayName(day)}
              />
              {hours.isOpen ? (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TimeSelect
                    id={`hours-${day}-start`}
                    label={intl.formatMessage({ id: 'shopSetup.hours.opens' })}
                    value={hours.start}
                    disabled={disabled}
                    error={Boolean(shown)}
                    onChange={(time) => set(`workingHours.${day}.start`, time)}
                  />
                  <TimeSelect
                    id={`hours-${day}-end`}
                    end
                    label={intl.formatMessage({ id: 'shopSetup.hours.closes' })}
                    value={hours.end}
                    disabled={disabled}
                    error={Boolean(shown)}
                    onChange={(time) => set(`workingHours.${day}.end`, time)}
                  />
                  <IconButton
                    aria-label={intl.formatMessage(
                      { id: 'shopSetup.hours.splitDay' },
                      { day: dayName(day) },
                    )}
                    title={intl.formatMessage(
                      { id: 'shopSetup.hours.splitDay' },
                      { day: dayName(day) },
                    )}
                    disabled={disabled || formik.values.breaks.length >= HOURS_LIMITS.breaks}
                    onClick={() =>
                      void formik.setFieldValue('breaks', [
                        ...formik.values.breaks,
                        splitBreak(day),
                      ])
                    }
                  >
                    <ContentCutIcon fontSize="small" />
                  </IconButton>
                </Stack>
              ) : (
                <Typography color="text.secondary">
                  <FormattedMessage id="shopSetup.hours.closed" />
                </Typography>
              )}
            </Stack>
            {shown && (
              <FormHelperText error role="alert">
                {intl.formatMessage({ id: shown }, { day: dayName(day) })}
              </FormHelperText>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
