import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import NearMeRounded from '@mui/icons-material/NearMeRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { LOCATION_SUGGESTIONS, type LocationSuggestion } from '@/domain/constants';
import { fieldInputSx, SearchField } from './SearchField';
import { filterLocationSuggestions } from './search-query';

export interface LocationComboboxProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  suggestionLabels: Record<LocationSuggestion, string>;
  noSuggestions?: string;
  onChange: (text: string, suggestion?: LocationSuggestion) => void;
  /** Trailing control inside the field (the use-my-location button). */
  end?: ReactNode;
}

/**
 * Free text with a list of suggestions filtered by what is typed (WAI-ARIA combobox with a listbox):
 * arrows move through the suggestions, Enter picks one, Escape closes the list.
 */
export function LocationCombobox({
  id,
  label,
  placeholder,
  value,
  suggestionLabels,
  noSuggestions,
  onChange,
  end,
}: LocationComboboxProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = filterLocationSuggestions(LOCATION_SUGGESTIONS, suggestionLabels, value);
  const listId = `${id}-listbox`;
  const expanded = open && (options.length > 0 || Boolean(noSuggestions));

  const pick = (key: LocationSuggestion) => {
    onChange(suggestionLabels[key], key);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length === 0 ? -1 : (i + step + options.length) % options.length));
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault(); // pick the suggestion rather than submit the form
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Box sx={{ position: 'relative', flex: 1, minWidth: 0, display: 'flex' }}>
      <SearchField inputId={id} label={label} icon={<PlaceRounded fontSize="small" />} end={end}>
        <Box
          component="input"
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          placeholder={placeholder}
          value={value}
          onChange={(e) => {
            const text = e.target.value;
            onChange(
              text,
              LOCATION_SUGGESTIONS.find((key) => suggestionLabels[key] === text),
            );
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          sx={fieldInputSx}
        />
      </SearchField>
      <Paper
        elevation={8}
        hidden={!expanded}
        sx={{
          position: 'absolute',
          top: 'calc(100% + 4px)',
          left: 0,
          right: 0,
          zIndex: 'modal',
          py: 0.5,
          display: expanded ? 'block' : 'none',
        }}
      >
        <Box
          component="ul"
          role="listbox"
          id={listId}
          aria-label={label}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {options.map((key, index) => (
            <Box
              component="li"
              key={key}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input's blur would close the list first
              onMouseDown={(e) => {
                e.preventDefault();
                pick(key);
              }}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 2,
                py: 1,
                cursor: 'pointer',
                bgcolor: index === active ? 'action.selected' : undefined,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              {key === 'nearMe' ? (
                <NearMeRounded fontSize="small" sx={{ color: 'primary.main' }} />
              ) : (
                <PlaceRounded fontSize="small" sx={{ color: 'text.secondary' }} />
              )}
              {suggestionLabels[key]}
            </Box>
          ))}
          {options.length === 0 && noSuggestions ? (
            <Box component="li" role="presentation" sx={{ px: 2, py: 1, color: 'text.secondary' }}>
              {noSuggestions}
            </Box>
          ) : null}
        </Box>
      </Paper>
    </Box>
  );
}
