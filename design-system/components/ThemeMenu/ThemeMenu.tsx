import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import SettingsBrightnessRounded from '@mui/icons-material/SettingsBrightnessRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import FileUploadRounded from '@mui/icons-material/FileUploadRounded';
import {
  ACCESSIBILITY_OPTIONS,
  THEME_MODES,
  serializeThemeConfig,
  type AccessibilityOption,
  type ThemeConfig,
  type ThemeMenuChange,
  type ThemeMode,
} from '../../theme/theme-config';

export type { ThemeMenuChange };

export interface ThemeMenuLabels {
  /** Accessible name of the trigger button, e.g. "Theme settings". */
  button: string;
  /** Heading inside the menu. */
  title: string;
  /** Name of each mode: light, dark, spa-light, spa-dark, system. */
  modes: Record<ThemeMode, string>;
  /** Heading of the accessibility section. */
  accessibility: string;
  highContrast: string;
  reducedMotion: string;
  largeText: string;
  /** Switch for the 300 ms theme transition. */
  transitions: string;
  reset: string;
  export: string;
  import: string;
  /** Shown when onImport refused the file (invalid JSON or shape). */
  importError: string;
  /** Shown after a successful import (optional). */
  importSuccess?: string;
}

export interface ThemeMenuProps {
  config: ThemeConfig;
  labels: ThemeMenuLabels;
  /** Called with the whole next config and what changed. */
  onChange: (next: ThemeConfig, change: ThemeMenuChange) => void;
  /** Reset to defaults (the app usually sets DEFAULT_THEME_CONFIG and clears user-set flags). */
  onReset: () => void;
  /** Import: receives the file text; return false (or a promise of false) to refuse → error label shown. */
  onImport: (text: string) => boolean | Promise<boolean>;
  /** Export: called with the JSON text after the download starts (the menu downloads `exportFileName`). */
  onExport?: (json: string) => void;
  exportFileName?: string;
  /** Open on first render (stories, tests). */
  defaultOpen?: boolean;
}

export const THEME_MODE_ICONS: Record<ThemeMode, ReactNode> = {
  light: <LightModeRounded />,
  dark: <DarkModeRounded />,
  'spa-light': <SpaRounded />,
  'spa-dark': <SpaRounded />,
  system: <SettingsBrightnessRounded />,
};

/**
 * A preview of a colour scheme. It sets `data-theme` on itself, so the scheme's CSS variables
 * apply inside it whatever the page's scheme is (system shows light and dark halves).
 */
function Swatch({ mode }: { mode: ThemeMode }) {
  const half = (scheme: string, clip?: string) => (
    <Box
      data-theme={scheme}
      sx={(t) => {
        const p = (t.vars ?? t).palette;
        return {
          position: 'absolute',
          inset: 0,
          bgcolor: p.background.default,
          clipPath: clip,
          '&::before': {
            content: '""',
            position: 'absolute',
            left: 6,
            top: 6,
            width: 12,
            height: 12,
            borderRadius: '50%',
            bgcolor: p.primary.main,
          },
          '&::after': {
            content: '""',
            position: 'absolute',
            right: 6,
            bottom: 6,
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: p.secondary.main,
          },
        };
      }}
    />
  );
  return (
    <Box
      aria-hidden="true"
      sx={(t) => ({
        position: 'relative',
        width: 40,
        height: 32,
        borderRadius: 2,
        overflow: 'hidden',
        flex: 'none',
        border: `${t.accessibility.highContrast ? 2 : 1}px solid ${(t.vars ?? t).palette.border.strong}`,
      })}
    >
      {mode === 'system' ? (
        <>
          {half('light', 'polygon(0 0, 100% 0, 0 100%)')}
          {half('dark', 'polygon(100% 0, 100% 100%, 0 100%)')}
        </>
      ) : (
        half(mode)
      )}
    </Box>
  );
}

function download(fileName: string, text: string) {
  if (typeof URL === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Theme and accessibility settings: mode, high contrast, reduced motion, large text, transitions, reset, export, import. */
export function ThemeMenu({
  config,
  labels,
  onChange,
  onReset,
  onImport,
  onExport,
  exportFileName = 'orabella-theme.json',
  defaultOpen = false,
}: ThemeMenuProps) {
  const id = useId();
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(defaultOpen);
  const [importStatus, setImportStatus] = useState<'idle' | 'error' | 'success'>('idle');
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = `${id}-title`;

  const setMode = (theme: ThemeMode) => {
    if (theme !== config.theme) onChange({ ...config, theme }, { kind: 'theme', theme });
  };
  const setAccessibility = (option: AccessibilityOption, value: boolean) =>
    onChange(
      { ...config, accessibility: { ...config.accessibility, [option]: value } },
      { kind: 'accessibility', option, value },
    );

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let ok = false;
    try {
      ok = await onImport(await file.text());
    } catch {
      ok = false;
    }
    setImportStatus(ok ? 'success' : 'error');
  };

  const switchLabels: Record<AccessibilityOption, string> = {
    highContrast: labels.highContrast,
    reducedMotion: labels.reducedMotion,
    largeText: labels.largeText,
  };

  return (
    <>
      <Tooltip title={labels.button}>
        <IconButton
          ref={setAnchorEl}
          aria-label={labels.button}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? `${id}-panel` : undefined}
          onClick={() => setOpen((o) => !o)}
          sx={(t) => ({ border: `1px solid ${(t.vars ?? t).palette.border.subtle}` })}
        >
          {THEME_MODE_ICONS[config.theme]}
        </IconButton>
      </Tooltip>
      <Popover
        open={open && Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: `${id}-panel`,
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { mt: 1, width: 340, maxWidth: 'calc(100vw - 24px)', p: 2 },
          },
        }}
      >
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ mb: 1 }}>
          {labels.title}
        </Typography>
        <RadioGroup
          aria-labelledby={titleId}
          value={config.theme}
          onChange={(_, v) => setMode(v as ThemeMode)}
          sx={{ gap: 0.5 }}
        >
          {THEME_MODES.map((mode) => (
            <FormControlLabel
              key={mode}
              value={mode}
              labelPlacement="start"
              control={<Radio size="small" />}
              label={
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Swatch mode={mode} />
                  <Box component="span" sx={{ fontWeight: config.theme === mode ? 600 : 400 }}>
                    {labels.modes[mode]}
                  </Box>
                </Box>
              }
              sx={(t) => {
                const p = (t.vars ?? t).palette;
                const selected = config.theme === mode;
                return {
                  m: 0,
                  pl: 1,
                  py: 0.5,
                  borderRadius: 2,
                  justifyContent: 'space-between',
                  border: `${t.accessibility.highContrast ? 2 : 1}px solid ${selected ? p.primary.main : 'transparent'}`,
                  bgcolor: selected ? p.surface.brandSoft : 'transparent',
                  '&:hover': { bgcolor: p.surface.muted },
                };
              }}
            />
          ))}
        </RadioGroup>

        <Divider sx={{ my: 1.5 }} />
        <Typography
          component="h3"
          variant="subtitle2"
          color="text.secondary"
          sx={{ mb: 0.5 }}
          id={`${id}-a11y`}
        >
          {labels.accessibility}
        </Typography>
        <Box
          role="group"
          aria-labelledby={`${id}-a11y`}
          sx={{ display: 'flex', flexDirection: 'column' }}
        >
          {ACCESSIBILITY_OPTIONS.map((option) => (
            <FormControlLabel
              key={option}
              labelPlacement="start"
              sx={{ m: 0, justifyContent: 'space-between' }}
              control={
                <Switch
                  checked={config.accessibility[option]}
                  onChange={(_, checked) => setAccessibility(option, checked)}
                />
              }
              label={switchLabels[option]}
            />
          ))}
          <FormControlLabel
            labelPlacement="start"
            sx={{ m: 0, justifyContent: 'space-between' }}
            control={
              <Switch
                checked={config.transitions}
                disabled={config.accessibility.reducedMotion}
                onChange={(_, checked) =>
                  onChange(
                    { ...config, transitions: checked },
                    { kind: 'transitions', value: checked },
                  )
                }
              />
            }
            label={labels.transitions}
          />
        </Box>

        <Divider sx={{ my: 1.5 }} />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<FileDownloadRounded />}
            onClick={() => {
              const json = serializeThemeConfig(config);
              download(exportFileName, json);
              onExport?.(json);
            }}
          >
            {labels.export}
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<FileUploadRounded />}
            onClick={() => fileInput.current?.click()}
          >
            {labels.import}
          </Button>
          <Button
            size="small"
            variant="text"
            color="inherit"
            startIcon={<RestartAltRounded />}
            sx={{ gridColumn: '1 / -1' }}
            onClick={() => {
              setImportStatus('idle');
              onReset();
            }}
          >
            {labels.reset}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            hidden
            onChange={handleFile}
            data-testid="theme-import-input"
            aria-label={labels.import}
          />
        </Box>
        <Box aria-live="polite" sx={{ mt: importStatus === 'idle' ? 0 : 1.5 }}>
          {importStatus === 'error' ? (
            <Alert severity="error" variant="outlined">
              {labels.importError}
            </Alert>
          ) : null}
          {importStatus === 'success' && labels.importSuccess ? (
            <Alert severity="success" variant="outlined">
              {labels.importSuccess}
            </Alert>
          ) : null}
        </Box>
      </Popover>
    </>
  );
}
