import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import MyLocationRounded from '@mui/icons-material/MyLocationRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';

export interface LocationSelectorLabels {
  /** accessible name of the button, e.g. "Location: {current}" */
  button: (current: string) => string;
  /** shown when no location is set, e.g. "Anywhere" */
  anywhere: string;
  nearMe: string;
  /** 'Locating...' */
  locating: string;
  /** label of the custom location input */
  customLabel: string;
  customPlaceholder: string;
  /** the tick button */
  useCustom: string;
  /** the entry that removes the location */
  clear: string;
  /** 'Custom location' */
  customDescription: string;
}

export interface LocationSelectorProps {
  /** what is selected: a typed place, 'Your Location' (already worded), or empty */
  value: string;
  /** while the device position is requested */
  locating?: boolean;
  onNearMe: () => void;
  onCustom: (name: string) => void;
  onClear: () => void;
  labels: LocationSelectorLabels;
}

/** The button shows at most 15 characters of the location (spec 02 §2.1). */
export const LOCATION_LABEL_MAX = 15;

export function truncateLocationLabel(text: string): string {
  return text.length > LOCATION_LABEL_MAX ? `${text.slice(0, LOCATION_LABEL_MAX)}…` : text;
}

/**
 * The location dropdown of the search header (spec 02 §2.1): Near Me (showing 'Locating...' until the
 * page has the position) or a custom place typed and confirmed with Enter or the tick.
 */
export function LocationSelector({
  value,
  locating = false,
  onNearMe,
  onCustom,
  onClear,
  labels,
}: LocationSelectorProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState('');
  const current = locating ? labels.locating : value || labels.anywhere;

  const close = () => setAnchor(null);
  const submitCustom = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.trim();
    if (!name) return;
    onCustom(name);
    close();
  };

  return (
    <>
      <Button
        size="small"
        color="inherit"
        aria-label={labels.button(current)}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? `${id}-popover` : undefined}
        onClick={(e) => {
          setDraft(value && !locating ? value : '');
          setAnchor(e.currentTarget);
        }}
        startIcon={
          locating ? (
            <CircularProgress size={16} aria-hidden="true" />
          ) : (
            <PlaceRounded aria-hidden="true" />
          )
        }
        endIcon={<ExpandMoreRounded aria-hidden="true" />}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, color: 'text.primary', textTransform: 'none' }}
      >
        <span title={current}>{truncateLocationLabel(current)}</span>
      </Button>
      <Popover
        id={`${id}-popover`}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': labels.customLabel,
            sx: { p: 2, width: 300, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Button
            startIcon={<MyLocationRounded aria-hidden="true" />}
            onClick={() => {
              onNearMe();
              close();
            }}
            disabled={locating}
            sx={{ justifyContent: 'flex-start' }}
          >
            {locating ? labels.locating : labels.nearMe}
          </Button>
          {value ? (
            <Button
              startIcon={<PublicRounded aria-hidden="true" />}
              onClick={() => {
                onClear();
                close();
              }}
              sx={{ justifyContent: 'flex-start' }}
            >
              {labels.clear}
            </Button>
          ) : null}
          <Divider />
          <Box
            component="form"
            onSubmit={submitCustom}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
          >
            <TextField
              size="small"
              fullWidth
              label={labels.customLabel}
              placeholder={labels.customPlaceholder}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
            <IconButton
              type="submit"
              aria-label={labels.useCustom}
              disabled={!draft.trim()}
              color="primary"
            >
              <CheckRounded />
            </IconButton>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {labels.customDescription}
          </Typography>
        </Box>
      </Popover>
    </>
  );
}
