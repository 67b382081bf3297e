import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SeriesPreview } from '@/domain/booking-series';
import {
  SERIES_FREQUENCIES,
  SERIES_MAX_COUNT,
  SERIES_MIN_COUNT,
  type SeriesFrequency,
} from '@/domain/booking-series-choices';
import { errorMessageId, isApiErrorCode } from '@/domain/errors';

export interface RepeatChoice {
  enabled: boolean;
  frequency: SeriesFrequency;
  count: number;
}

export const NO_REPEAT: RepeatChoice = { enabled: false, frequency: 'weekly', count: 4 };

const COUNTS = Array.from(
  { length: SERIES_MAX_COUNT - SERIES_MIN_COUNT + 1 },
  (_, i) => i + SERIES_MIN_COUNT,
);

/** A shop-local date shown as a calendar day (noon UTC, so no zone moves it to another day). */
const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * "Repeat" for a booking: weekly or monthly, 2–12 times, and once previewed, the occurrences that are not free
 * (each with why), which the booking will leave out.
 */
export function SeriesRepeat({
  value,
  onChange,
  preview,
  disabled,
}: {
  value: RepeatChoice;
  onChange(next: RepeatChoice): void;
  preview: SeriesPreview | null;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const reasonOf = (code: string | null) =>
    code && isApiErrorCode(code) && intl.messages[errorMessageId(code)]
      ? intl.formatMessage({ id: errorMessageId(code) })
      : intl.formatMessage({ id: 'shopOps.walkIns.repeat.notFree' });
  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={
          <Checkbox
            checked={value.enabled}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, enabled: event.target.checked })}
          />
        }
        label={intl.formatMessage({ id: 'shopOps.walkIns.repeat.label' })}
      />
      {value.enabled && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            fullWidth
            disabled={disabled}
            label={intl.formatMessage({ id: 'shopOps.walkIns.repeat.frequency' })}
            value={value.frequency}
            onChange={(event) =>
              onChange({ ...value, frequency: event.target.value as SeriesFrequency })
            }
            helperText={
              value.frequency === 'monthly'
                ? intl.formatMessage({ id: 'shopOps.walkIns.repeat.monthlyHint' })
                : undefined
            }
          >
            {SERIES_FREQUENCIES.map((frequency) => (
              <MenuItem key={frequency} value={frequency}>
                <FormattedMessage id={`shopOps.walkIns.repeat.${frequency}`} />
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            disabled={disabled}
            label={intl.formatMessage({ id: 'shopOps.walkIns.repeat.count' })}
            value={value.count}
            onChange={(event) => onChange({ ...value, count: Number(event.target.value) })}
          >
            {COUNTS.map((count) => (
              <MenuItem key={count} value={count}>
                <FormattedMessage id="shopOps.walkIns.repeat.times" values={{ count }} />
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      {value.enabled && preview && (
        <Alert severity={preview.conflicts.length > 0 ? 'warning' : 'success'} role="status">
          {preview.conflicts.length === 0 ? (
            <FormattedMessage
              id="shopOps.walkIns.repeat.allFree"
              values={{ count: preview.occurrences.length }}
            />
          ) : (
            <>
              <FormattedMessage
                id="shopOps.walkIns.repeat.conflicts"
                values={{ count: preview.conflicts.length, total: preview.occurrences.length }}
              />
              <List dense disablePadding>
                {preview.conflicts.map((conflict) => (
                  <ListItem key={conflict.date} disableGutters>
                    <ListItemText
                      primary={
                        <>
                          <FormattedDate
                            value={dayOf(conflict.date)}
                            timeZone="UTC"
                            weekday="short"
                            day="numeric"
                            month="short"
                            year="numeric"
                          />{' '}
                          {conflict.time}
                        </>
                      }
                      secondary={reasonOf(conflict.conflict)}
                    />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}
