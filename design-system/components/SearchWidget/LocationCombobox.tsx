import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import LocationCityRounded from '@mui/icons-material/LocationCityRounded';
import MyLocationRounded from '@mui/icons-material/MyLocationRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { fieldInputSx, SearchField } from './SearchField';
import type { PlaceOption } from './search-query';

/** What a pick sets: the device position, or a place from the list. */
export type LocationPick = { kind: 'current' } | { kind: 'place'; place: PlaceOption };

export interface LocationComboboxProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  /** the first option, always offered: "Current position" */
  currentPositionLabel: string;
  /** places for what is typed (the app asks the gazetteer), best first */
  places?: readonly PlaceOption[];
  /** the places for the typed text are on their way */
  loading?: boolean;
  loadingLabel?: string;
  /** shown under "Current position" when text is typed and no place matches */
  noSuggestions?: string;
  /** `pick` is set when an option was chosen, absent while typing */
  onChange: (text: string, pick?: LocationPick) => void;
  /** Trailing control inside the field (the use-my-location button). */
  end?: ReactNode;
}

type Option = { key: string; text: string; pick: LocationPick; icon: ReactNode };

/**
 * Free text with suggestions (WAI-ARIA combobox with a listbox): "Current position" first, then the places
 * the app found for what is typed; arrows move through them, Enter picks one, Escape closes the list.
 */
export function LocationCombobox({
  id,
  label,
  placeholder,
  value,
  currentPositionLabel,
  places = [],
  loading = false,
  loadingLabel,
  noSuggestions,
  onChange,
  end,
}: LocationComboboxProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options: Option[] = [
    {
      key: 'current',
      text: currentPositionLabel,
      pick: { kind: 'current' },
      icon: <MyLocationRounded fontSize="small" sx={{ color: 'primary.main' }} />,
    },
    ...places.map((place) => ({
      key: place.id,
      text: place.label,
      pick: { kind: 'place' as const, place },
      icon:
        place.kind === 'city' ? (
          <LocationCityRounded fontSize="small" sx={{ color: 'text.secondary' }} />
        ) : (
          <PlaceRounded fontSize="small" sx={{ color: 'text.secondary' }} />
        ),
    })),
  ];
  const typed = value.trim() !== '' && value !== currentPositionLabel;
  const status =
    typed && loading && loadingLabel
      ? loadingLabel
      : typed && places.length === 0 && noSuggestions
        ? noSuggestions
        : null;
  const listId = `${id}-listbox`;
  const expanded = open;

  const pick = (option: Option) => {
    onChange(option.text, option.pick);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
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
            onChange(e.target.value);
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
          aria-busy={typed && loading}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {options.map((option, index) => (
            <Box
              component="li"
              key={option.key}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input's blur would close the list first
              onMouseDown={(e) => {
                e.preventDefault();
                pick(option);
              }}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 2,
                py: 1,
                cursor: 'pointer',
                overflowWrap: 'anywhere',
                bgcolor: index === active ? 'action.selected' : undefined,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              {option.icon}
              {option.text}
            </Box>
          ))}
          {status ? (
            <Box
              component="li"
              role="presentation"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 2,
                py: 1,
                color: 'text.secondary',
              }}
            >
              {loading ? <CircularProgress size={16} aria-hidden="true" /> : null}
              {status}
            </Box>
          ) : null}
        </Box>
      </Paper>
    </Box>
  );
}
