import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent, type ReactElement } from 'react';

export interface TagInputOption {
  value: string;
  label: string;
  icon?: ReactElement;
}

export interface TagInputLabels {
  /** Text of the Add button. */
  add: string;
  /** Accessible name of a tag's remove action, e.g. (tag) => `Remove ${tag}`. */
  remove: (tag: string) => string;
  /** Shown when there are no tags. */
  empty: string;
  /** Shown when the typed tag is already in the list. */
  duplicate: string;
}

export interface TagInputProps {
  /** Label of the whole group and of the entry field. */
  label: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  labels: TagInputLabels;
  /**
   * With options the entry is a select of the options not yet chosen (each tag shows its option's
   * label and icon); without, free text added on Enter or the Add button.
   */
  options?: readonly TagInputOption[];
  /** Label of the select / text field (defaults to `label`). */
  inputLabel?: string;
  helperText?: string;
  error?: string;
  disabled?: boolean;
  /** Longest tag accepted by the text field. */
  maxLength?: number;
}

/**
 * A list of removable tags and a way to add more. A tag is added only when non-empty after trimming and
 * not already present (case-insensitive). Each tag is a button: Enter, Space, Delete or Backspace removes it.
 */
export function TagInput({
  label,
  tags,
  onChange,
  labels,
  options,
  inputLabel,
  helperText,
  error,
  disabled = false,
  maxLength,
}: TagInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const has = (value: string) => tags.some((t) => t.toLowerCase() === value.toLowerCase());

  const add = (raw: string) => {
    const value = raw.trim();
    if (!value) return;
    if (has(value)) {
      setDuplicate(true);
      return;
    }
    onChange([...tags, value]);
    setDraft('');
    setDuplicate(false);
  };
  const remove = (value: string) => onChange(tags.filter((t) => t !== value));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(draft);
    }
  };
  const optionOf = (value: string) => options?.find((o) => o.value === value);
  const available = options?.filter((o) => !has(o.value)) ?? [];
  const message = duplicate ? labels.duplicate : (error ?? helperText);

  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {tags.length === 0 ? (
          <Typography component="li" variant="body2" color="text.secondary">
            {labels.empty}
          </Typography>
        ) : (
          tags.map((tag) => {
            const option = optionOf(tag);
            const text = option?.label ?? tag;
            return (
              <li key={tag}>
                <Chip
                  label={text}
                  icon={option?.icon}
                  variant="outlined"
                  color="primary"
                  {...(disabled
                    ? {}
                    : {
                        onDelete: () => remove(tag),
                        onClick: () => remove(tag),
                        'aria-label': labels.remove(text),
                      })}
                />
              </li>
            );
          })
        )}
      </Box>
      {!disabled && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {options ? (
            <TextField
              select
              size="small"
              label={inputLabel ?? label}
              value=""
              onChange={(event) => add(event.target.value)}
              disabled={available.length === 0}
              sx={{ minWidth: 220 }}
              helperText={message}
              error={Boolean(error)}
            >
              {available.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    {option.icon}
                    <span>{option.label}</span>
                  </Stack>
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <>
              <TextField
                size="small"
                label={inputLabel ?? label}
                value={draft}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setDuplicate(false);
                }}
                onKeyDown={onKeyDown}
                helperText={message}
                error={duplicate || Boolean(error)}
                slotProps={{ htmlInput: { maxLength } }}
                sx={{ flex: 1, maxWidth: 360 }}
              />
              <Button
                variant="outlined"
                onClick={() => add(draft)}
                startIcon={<AddRounded />}
                sx={{ mt: '2px' }}
              >
                {labels.add}
              </Button>
            </>
          )}
        </Stack>
      )}
    </Box>
  );
}
