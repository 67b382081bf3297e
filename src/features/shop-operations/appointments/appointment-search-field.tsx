import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { useEffect, useEffectEvent, useState } from 'react';
import { BOOKING_SEARCH_MAX } from '@/domain/booking';

/** how long typing pauses before the list is asked again */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The text search of the Bookings tab: asks the list again once typing pauses, not on every key. An outside
 * change of the value (the filters reset) replaces what is typed.
 */
export function AppointmentSearchField({
  value,
  onSearch,
  label,
  helper,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  helper: string;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const search = useEffectEvent((q: string) => onSearch(q));
  useEffect(() => {
    if (text === shown) return;
    const timer = setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, shown]);

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      helperText={helper}
      fullWidth
      slotProps={{
        htmlInput: { maxLength: BOOKING_SEARCH_MAX },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
