import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { visuallyHidden } from '../../a11y/visually-hidden';
import { SUPPORTED_LOCALES, type Locale } from '@/domain/constants';

export interface LanguageToggleLabels {
  /** Accessible name of the group, e.g. "Language". */
  group: string;
  /** Full language names used in the accessible names of EN / IT. */
  en: string;
  it: string;
}

export interface LanguageToggleProps {
  locale: Locale;
  onChange: (locale: Locale) => void;
  labels: LanguageToggleLabels;
  size?: 'small' | 'medium';
}

/**
 * EN / IT segmented toggle: a group of two pressed/unpressed buttons. Built on ButtonBase rather than
 * ToggleButtonGroup because it sits in the header of every page (bundle budget).
 */
export function LanguageToggle({ locale, onChange, labels, size = 'small' }: LanguageToggleProps) {
  return (
    <Box
      role="group"
      aria-label={labels.group}
      sx={(t) => ({
        display: 'inline-flex',
        borderRadius: `${t.shape.borderRadius}px`,
        border: `${t.accessibility.highContrast ? 2 : 1}px solid ${(t.vars ?? t).palette.divider}`,
        overflow: 'hidden',
      })}
    >
      {SUPPORTED_LOCALES.map((code, index) => {
        const pressed = code === locale;
        return (
          <ButtonBase
            key={code}
            lang={code}
            aria-pressed={pressed}
            title={labels[code]}
            onClick={() => {
              if (!pressed) onChange(code);
            }}
            sx={(t) => {
              const p = (t.vars ?? t).palette;
              return {
                px: 1.25,
                minWidth: 40,
                minHeight: size === 'small' ? 32 : 40,
                fontSize: '0.8125rem',
                fontWeight: 600,
                letterSpacing: '0.04em',
                color: pressed ? p.primary.main : p.text.secondary,
                bgcolor: pressed ? p.action.selected : 'transparent',
                borderLeft: index > 0 ? `1px solid ${p.divider}` : 0,
                transition: t.transitions.create(['background-color', 'color']),
                '&:hover': { bgcolor: p.action.hover },
                '&.Mui-focusVisible': { outline: `2px solid ${p.primary.main}`, outlineOffset: -2 },
              };
            }}
          >
            {/* The name comes from content (not aria-label), so what is seen and what is heard agree. */}
            <span aria-hidden="true">{code.toUpperCase()}</span>
            <Box component="span" sx={visuallyHidden}>
              {`${labels[code]} (${code.toUpperCase()})`}
            </Box>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
