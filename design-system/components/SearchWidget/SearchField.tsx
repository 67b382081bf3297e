import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The outlined frame, label and leading icon shared by the widget's two fields. Hand-made rather than a
 * TextField so the home page does not load MUI's Select, Menu, Modal and Popper machinery (bundle budget).
 */
export function SearchField({
  inputId,
  label,
  icon,
  end,
  children,
}: {
  inputId: string;
  label: string;
  icon: ReactNode;
  end?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
      <Box
        component="label"
        htmlFor={inputId}
        sx={(t) => ({
          position: 'absolute',
          top: -9,
          left: 12,
          px: 0.5,
          zIndex: 1,
          fontSize: '0.75rem',
          lineHeight: '18px',
          fontWeight: 600,
          color: (t.vars ?? t).palette.text.secondary,
          bgcolor: (t.vars ?? t).palette.background.paper,
        })}
      >
        {label}
      </Box>
      <Box
        sx={(t) => {
          const p = (t.vars ?? t).palette;
          return {
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minHeight: 56,
            pl: 1.75,
            pr: 1,
            borderRadius: `${t.shape.borderRadius}px`,
            border: `${t.accessibility.highContrast ? 2 : 1}px solid ${p.border.strong}`,
            transition: t.transitions.create(['border-color', 'box-shadow']),
            '&:hover': { borderColor: p.text.primary },
            '&:focus-within': {
              borderColor: p.primary.main,
              boxShadow: `0 0 0 1px ${p.primary.main}`,
            },
          };
        }}
      >
        <Box aria-hidden="true" sx={{ display: 'flex', color: 'primary.main' }}>
          {icon}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex' }}>{children}</Box>
        {end}
      </Box>
    </Box>
  );
}

/** Input styling shared by the native select and the location input: inherits the field's font and colours. */
export const fieldInputSx = {
  flex: 1,
  minWidth: 0,
  height: 54,
  border: 0,
  outline: 0,
  p: 0,
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: 'transparent',
  '&::placeholder': { color: 'text.secondary', opacity: 1 },
} as const;
