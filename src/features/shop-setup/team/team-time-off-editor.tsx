import CloseRounded from '@mui/icons-material/CloseRounded';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
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
import { TEAM_LIMITS } from '@/domain/shop-team';
import type { TeamFormValues } from './team-form-values';

const DATE_FORMAT = 'YYYY-MM-DD';

/** A person's time off: ranges of whole days (first and last day) with a private note, added and removed. */
export function TeamTimeOffEditor({
  formik,
  disabled,
}: {
  formik: FormikProps<TeamFormValues>;
  disabled: boolean;
}) {
  const intl = useIntl();
  const list = formik.values.timeOff;
  const today = dayjs().format(DATE_FORMAT);
  const set = (path: string, value: unknown) => {
    void formik.setFieldValue(path, value);
    void formik.setFieldTouched(path, true, false);
  };
  const messageAt = (path: string) => {
    const error = getIn(formik.errors, path) as unknown;
    return typeof error === 'string' ? intl.formatMessage({ id: error }) : undefined;
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={intl.locale.startsWith('it') ? 'it' : 'en-gb'}
    >
      <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1">
          <FormattedMessage id="shopSetup.team.timeOff" />
        </Typography>
        {list.length === 0 && (
          <FormHelperText sx={{ mt: 0 }}>
            <FormattedMessage id="shopSetup.team.noTimeOff" />
          </FormHelperText>
        )}
        {list.map((range, index) => (
          <Stack
            key={index}
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
          >
            {(['from', 'to'] as const).map((edge) => (
              <DatePicker
                key={edge}
                label={intl.formatMessage({ id: `shopSetup.team.timeOff.${edge}` })}
                value={range[edge] ? dayjs(range[edge]) : null}
                minDate={dayjs(today)}
                disabled={disabled}
                onChange={(value) =>
                  set(`timeOff.${index}.${edge}`, value?.isValid() ? value.format(DATE_FORMAT) : '')
                }
                slotProps={{
                  textField: {
                    size: 'small',
                    sx: { width: 170 },
                    error: Boolean(messageAt(`timeOff.${index}.${edge}`)),
                    helperText: messageAt(`timeOff.${index}.${edge}`),
                  },
                }}
              />
            ))}
            <TextField
              size="small"
              label={intl.formatMessage({ id: 'shopSetup.team.timeOff.note' })}
              value={range.note}
              disabled={disabled}
              onChange={(event) => set(`timeOff.${index}.note`, event.target.value)}
              error={Boolean(messageAt(`timeOff.${index}.note`))}
              helperText={messageAt(`timeOff.${index}.note`)}
              slotProps={{ htmlInput: { maxLength: TEAM_LIMITS.note } }}
              sx={{ flex: '1 1 160px' }}
            />
            <IconButton
              aria-label={intl.formatMessage({ id: 'shopSetup.team.timeOff.remove' })}
              disabled={disabled}
              onClick={() =>
                void formik.setFieldValue(
                  'timeOff',
                  list.filter((_, i) => i !== index),
                )
              }
            >
              <CloseRounded />
            </IconButton>
          </Stack>
        ))}
        {typeof formik.errors.timeOff === 'string' && (
          <FormHelperText error>{intl.formatMessage({ id: formik.errors.timeOff })}</FormHelperText>
        )}
        <Button
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          disabled={disabled || list.length >= TEAM_LIMITS.timeOff}
          onClick={() =>
            void formik.setFieldValue('timeOff', [...list, { from: today, to: today, note: '' }])
          }
        >
          <FormattedMessage id="shopSetup.team.timeOff.add" />
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
