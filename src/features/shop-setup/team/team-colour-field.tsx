import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { STAFF_COLOURS, type StaffColour } from '@/domain/shop-team';

export interface TeamColourFieldProps {
  value: StaffColour;
  disabled: boolean;
  onChange: (colour: StaffColour) => void;
}

/**
 * The person's colour on the calendar: one of the palette's named colours (radio buttons, arrow keys move
 * between them), each shown as its name written on its own tint, as the calendar's column header shows it.
 */
export function TeamColourField({ value, disabled, onChange }: TeamColourFieldProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <Stack component="fieldset" spacing={0.5} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" id={`${id}-legend`}>
        <FormattedMessage id="shopSetup.team.colour" />
      </Typography>
      <FormHelperText id={`${id}-help`} sx={{ mx: 0 }}>
        <FormattedMessage id="shopSetup.team.colourHelp" />
      </FormHelperText>
      <RadioGroup
        row
        name="colour"
        value={value}
        aria-labelledby={`${id}-legend`}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(event.target.value as StaffColour)}
        sx={{ gap: 1 }}
      >
        {STAFF_COLOURS.map((colour) => (
          <FormControlLabel
            key={colour}
            value={colour}
            disabled={disabled}
            data-colour={colour}
            control={<Radio size="small" />}
            label={intl.formatMessage({ id: `shopSetup.team.colours.${colour}` })}
            sx={(t) => {
              const token = (t.vars ?? t).palette.staffColour[colour];
              return {
                m: 0,
                pr: 1.5,
                borderRadius: 1,
                bgcolor: token.soft,
                color: token.text,
                border: `1px solid ${token.accent}`,
                borderLeftWidth: 6,
                '& .MuiRadio-root, & .MuiRadio-root.Mui-checked': { color: token.text },
                '& .MuiFormControlLabel-label.Mui-disabled': { color: token.text },
              };
            }}
          />
        ))}
      </RadioGroup>
    </Stack>
  );
}
