import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import {
  SUGGESTION_BLUR_DELAY_MS,
  SUGGESTIONS_MIN_CHARS,
  type SearchSuggestion,
} from '@/domain/search';
import { fieldInputSx, SearchField } from '../SearchWidget/SearchField';

export interface SearchBoxLabels {
  label: string;
  placeholder: string;
  /** the submit button */
  search: string;
  /** the clear button */
  clear: string;
  suggestions: string;
  recentSearches: string;
  /** e.g. "Searching suggestions" while they load */
  loading: string;
}

export interface SearchBoxProps {
  value: string;
  onChange: (text: string) => void;
  /** a trimmed, non-empty text (Enter or the search button) */
  onSubmit: (text: string) => void;
  /** the clear button: empties the text and searches with nothing */
  onClear: () => void;
  /** for the current text (the app asks for them from SUGGESTIONS_MIN_CHARS characters) */
  suggestions: SearchSuggestion[];
  suggestionsLoading?: boolean;
  onPickSuggestion: (suggestion: SearchSuggestion) => void;
  /** recent queries, newest first (already capped to the number shown) */
  recentSearches: string[];
  onPickRecent: (query: string) => void;
  labels: SearchBoxLabels;
  /** a trailing control inside the field (the location selector) */
  end?: ReactNode;
}

type Option =
  { type: 'suggestion'; suggestion: SearchSuggestion } | { type: 'recent'; query: string };

const KIND_ICONS = {
  shop: <StorefrontRounded fontSize="small" />,
  service: <SpaRounded fontSize="small" />,
  place: <PlaceRounded fontSize="small" />,
};

/**
 * The search page's text box (spec 02 §2.1): a WAI-ARIA combobox like the home widget's location field.
 * From two characters it lists suggestions, below that the recent searches; arrows move, Enter picks or
 * submits, Escape closes, and on blur the list closes after 200 ms so a click on an option still lands.
 */
export function SearchBox({
  value,
  onChange,
  onSubmit,
  onClear,
  suggestions,
  suggestionsLoading = false,
  onPickSuggestion,
  recentSearches,
  onPickRecent,
  labels,
  end,
}: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (blurTimer.current) clearTimeout(blurTimer.current);
    },
    [],
  );

  const typed = value.trim().length >= SUGGESTIONS_MIN_CHARS;
  const options: Option[] = typed
    ? suggestions.map((suggestion) => ({ type: 'suggestion', suggestion }))
    : recentSearches.map((query) => ({ type: 'recent', query }));
  const expanded = open && (options.length > 0 || (typed && suggestionsLoading));
  const heading = typed ? labels.suggestions : labels.recentSearches;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (option: Option) => {
    close();
    if (option.type === 'recent') onPickRecent(option.query);
    else onPickSuggestion(option.suggestion);
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = value.trim();
    if (!text) return;
    close();
    onSubmit(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length === 0 ? -1 : (i + step + options.length) % options.length));
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={labels.label}
      onSubmit={submit}
      sx={{ position: 'relative', flex: 1, minWidth: 0, display: 'flex', gap: 1 }}
    >
      <SearchField
        inputId={id}
        label={labels.label}
        icon={<SearchRounded fontSize="small" />}
        end={
          <>
            {value ? (
              <IconButton size="small" aria-label={labels.clear} onClick={() => onClear()}>
                <CloseRounded fontSize="small" />
              </IconButton>
            ) : null}
            {end}
          </>
        }
      >
        <Box
          component="input"
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          placeholder={labels.placeholder}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            if (blurTimer.current) clearTimeout(blurTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            blurTimer.current = setTimeout(close, SUGGESTION_BLUR_DELAY_MS);
          }}
          onKeyDown={onKeyDown}
          sx={fieldInputSx}
        />
      </SearchField>
      <IconButton
        type="submit"
        aria-label={labels.search}
        sx={{
          alignSelf: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        <SearchRounded />
      </IconButton>
      <Paper
        elevation={8}
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
        <Typography
          id={`${id}-heading`}
          variant="overline"
          component="p"
          sx={{ px: 2, color: 'text.secondary' }}
        >
          {heading}
        </Typography>
        {typed && suggestionsLoading && options.length === 0 ? (
          <Box role="status" sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={16} aria-hidden="true" />
            {labels.loading}
          </Box>
        ) : null}
        <Box
          component="ul"
          role="listbox"
          id={listId}
          aria-labelledby={`${id}-heading`}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {expanded
            ? options.map((option, index) => (
                <Box
                  component="li"
                  key={
                    option.type === 'recent'
                      ? `r-${option.query}`
                      : `s-${option.suggestion.kind}-${option.suggestion.id}`
                  }
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={index === active}
                  // mousedown, not click: the input's blur would start closing the list first
                  onMouseDown={(e) => {
                    e.preventDefault();
                    pick(option);
                  }}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    px: 2,
                    py: 1,
                    cursor: 'pointer',
                    bgcolor: index === active ? 'action.selected' : undefined,
                    outline: (t) =>
                      index === active ? `2px solid ${(t.vars ?? t).palette.primary.main}` : 'none',
                    outlineOffset: -2,
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  <Box aria-hidden="true" sx={{ display: 'flex', color: 'text.secondary' }}>
                    {option.type === 'recent' ? (
                      <HistoryRounded fontSize="small" />
                    ) : (
                      KIND_ICONS[option.suggestion.kind]
                    )}
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Box component="span" sx={{ display: 'block' }}>
                      {option.type === 'recent' ? option.query : option.suggestion.label}
                    </Box>
                    {option.type === 'suggestion' && option.suggestion.detail ? (
                      <Box
                        component="span"
                        sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}
                      >
                        {option.suggestion.detail}
                      </Box>
                    ) : null}
                  </Box>
                </Box>
              ))
            : null}
        </Box>
      </Paper>
    </Box>
  );
}
