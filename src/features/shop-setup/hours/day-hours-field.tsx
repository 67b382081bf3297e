import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatClockRange } from '@/domain/clock-format';
import { DAY_RANGES_MAX } from '@/domain/day-ranges';
import type { DayHours, Weekday } from '@/domain/shop';
import { nextRange } from './hours-form-values';
import { TimeRangeFields } from './time-range-fields';

export interface DayHoursFieldProps {
  day: Weekday;
  /** the fields' ids start with `${idPrefix}-${day}` */
  idPrefix: string;
  value: DayHours;
  onChange: (next: DayHours) => void;
  disabled: boolean;
  /** the message id of what is wrong below the day (`ranges`, `ranges[1].end`, …), or undefined */
  errorAt: (path: string) => string | undefined;
  /** message ids of a range's two fields (default: Opens, Closes) */
  labels?: { start: string; end: string };
}

/**
 * One weekday of a week's hours (the shop's, or a team member's own): its open switch and its time ranges, each
 * removable, with "Add hours" for another one (up to DAY_RANGES_MAX). Messages name the day. After adding or
 * removing a range the keyboard focus stays in the day: on the new range's start, or on "Add hours".
 */
export function DayHoursField({
  day,
  idPrefix,
  value,
  onChange,
  disabled,
  errorAt,
  labels = { start: 'shopSetup.hours.opens', end: 'shopSetup.hours.closes' },
}: DayHoursFieldProps) {
  const intl = useIntl();
  const group = useRef<HTMLDivElement>(null);
  const id = `${idPrefix}-${day}`;
  const dayName = intl.formatMessage({ id: `shopSetup.hours.day.${day}` });
  const words = (messageId: string | undefined) =>
    messageId ? intl.formatMessage({ id: messageId }, { day: dayName }) : undefined;
  const { isOpen, ranges } = value;
  const next = nextRange(ranges);
  /** after React has drawn the change: the focus on the `nth` range's start, or on "Add hours" */
  const focusLater = (nth: number | 'add') =>
    requestAnimationFrame(() => {
      const target =
        nth === 'add'
          ? group.current?.querySelector<HTMLElement>(`#${id}-add`)
          : group.current?.querySelectorAll<HTMLElement>('[role="combobox"]')[nth * 2];
      (target ?? group.current?.querySelector<HTMLElement>('[role="combobox"]'))?.focus();
    });
  const dayMessage = words(errorAt('ranges'));
  return (
    <Stack ref={group} role="group" aria-labelledby={`${id}-label`} spacing={0.5}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', flexWrap: 'wrap', columnGap: 1.5, rowGap: 1 }}
      >
        <FormControlLabel
          id={`${id}-label`}
          sx={{ minWidth: 148, mr: 0 }}
          control={
            <Switch
              checked={isOpen}
              disabled={disabled}
              onChange={(event) => onChange({ isOpen: event.target.checked, ranges })}
            />
          }
          label={dayName}
        />
        {isOpen ? (
          <Stack spacing={1}>
            {ranges.map((range, index) => {
              const startError = words(errorAt(`ranges[${index}].start`));
              const endError = words(errorAt(`ranges[${index}].end`));
              return (
                <TimeRangeFields
                  key={index}
                  id={`${id}-${index}`}
                  start={range.start}
                  end={range.end}
                  startLabel={intl.formatMessage({ id: labels.start })}
                  endLabel={intl.formatMessage({ id: labels.end })}
                  disabled={disabled}
                  invalid={startError ? 'start' : endError ? 'end' : undefined}
                  message={startError ?? endError}
                  onChange={(edge, time) =>
                    onChange({
                      isOpen,
                      ranges: ranges.map((r, i) => (i === index ? { ...r, [edge]: time } : r)),
                    })
                  }
                  action={
                    ranges.length > 1 ? (
                      <IconButton
                        aria-label={intl.formatMessage(
                          { id: 'shopSetup.hours.removeRange' },
                          {
                            range: formatClockRange(intl.locale, range.start, range.end),
                            day: dayName,
                          },
                        )}
                        disabled={disabled}
                        onClick={() => {
                          onChange({ isOpen, ranges: ranges.filter((_, i) => i !== index) });
                          focusLater('add');
                        }}
                      >
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    ) : undefined
                  }
                />
              );
            })}
            {ranges.length < DAY_RANGES_MAX && (
              <div>
                <Button
                  id={`${id}-add`}
                  size="small"
                  startIcon={<AddIcon />}
                  disabled={disabled || next === null}
                  aria-label={intl.formatMessage(
                    { id: 'shopSetup.hours.addRangeTo' },
                    { day: dayName },
                  )}
                  onClick={() => {
                    if (!next) return;
                    onChange({ isOpen, ranges: [...ranges, next] });
                    focusLater(ranges.length);
                  }}
                >
                  <FormattedMessage id="shopSetup.hours.addRange" />
                </Button>
              </div>
            )}
          </Stack>
        ) : (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            <FormattedMessage id="shopSetup.hours.closed" />
          </Typography>
        )}
      </Stack>
      {dayMessage && (
        <FormHelperText error role="alert">
          {dayMessage}
        </FormHelperText>
      )}
    </Stack>
  );
}
