import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { forwardRef, useState } from 'react';

export interface PasswordFieldLabels {
  /** Accessible name of the toggle while the password is hidden, e.g. "Show password". */
  show: string;
  /** Accessible name of the toggle while the password is shown, e.g. "Hide password". */
  hide: string;
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** Texts of the show/hide toggle. */
  toggleLabels: PasswordFieldLabels;
  /** Hide the show/hide toggle (e.g. a confirmation field that follows the main one). */
  hideToggle?: boolean;
  /** Controlled visibility; omit to let the field keep its own. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
};

/**
 * A MUI TextField for passwords with a show/hide toggle (spec 01 "Login", "Reset password"; profile →
 * change password). All TextField props pass through (name, value, onChange, onBlur, error, helperText,
 * autoComplete, slotProps…); the toggle is a real button with aria-pressed and a translated name.
 */
export const PasswordField = forwardRef<HTMLDivElement, PasswordFieldProps>(function PasswordField(
  { toggleLabels, hideToggle = false, visible, onVisibleChange, slotProps, disabled, ...rest },
  ref,
) {
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = visible ?? ownVisible;
  const toggle = () => {
    const next = !shown;
    if (visible === undefined) setOwnVisible(next);
    onVisibleChange?.(next);
  };
  const inputSlot = (slotProps?.input ?? {}) as Record<string, unknown>;
  return (
    <TextField
      {...rest}
      ref={ref}
      disabled={disabled}
      type={shown ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          ...inputSlot,
          endAdornment: hideToggle ? undefined : (
            <InputAdornment position="end">
              <IconButton
                onClick={toggle}
                onMouseDown={(event) => event.preventDefault()}
                aria-label={shown ? toggleLabels.hide : toggleLabels.show}
                aria-pressed={shown}
                disabled={disabled}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
});
