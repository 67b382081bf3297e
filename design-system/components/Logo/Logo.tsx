import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { navigationClickHandler } from '../AppLink/AppLink';
import type { NavigationProps } from '../types';

export interface LogoProps extends NavigationProps {
  /** Brand name shown as the wordmark. */
  name?: string;
  /** Accessible name of the link, e.g. "Orabella, home". Defaults to `name`. */
  ariaLabel?: string;
  /** Link target (the app's home page); null renders a non-link logo. */
  href: string | null;
  size?: 'small' | 'medium' | 'large';
  /** Hide the wordmark and show the mark only (compact headers). */
  markOnly?: boolean;
}

const SIZES = {
  small: { mark: 26, font: '1.15rem' },
  medium: { mark: 32, font: '1.4rem' },
  large: { mark: 44, font: '1.9rem' },
};

/** The Orabella mark: a ring ("O") with a petal, drawn in the theme's primary and secondary colours. */
function Mark({ size }: { size: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      sx={{ width: size, height: size, flex: 'none', display: 'block' }}
    >
      <Box
        component="circle"
        cx="20"
        cy="20"
        r="15"
        sx={{ fill: 'none', stroke: (t) => (t.vars ?? t).palette.primary.main, strokeWidth: 4.5 }}
      />
      <Box
        component="path"
        d="M20 5c5.5 4.2 7.6 9.4 5.4 14.2-1.2 2.6-3.2 4.2-5.4 4.8-2.2-.6-4.2-2.2-5.4-4.8C12.4 14.4 14.5 9.2 20 5Z"
        sx={{ fill: (t) => (t.vars ?? t).palette.secondary.main }}
      />
      <Box
        component="circle"
        cx="20"
        cy="29"
        r="2.2"
        sx={{ fill: (t) => (t.vars ?? t).palette.primary.main }}
      />
    </Box>
  );
}

export function Logo({
  name = 'Orabella',
  ariaLabel,
  href,
  size = 'medium',
  markOnly = false,
  linkComponent,
  onNavigate,
}: LogoProps) {
  const dims = SIZES[size];
  const content = (
    <>
      <Mark size={dims.mark} />
      {markOnly ? null : (
        <Box
          component="span"
          sx={{
            fontFamily: (t) => t.typography.h1.fontFamily,
            fontWeight: 600,
            fontSize: dims.font,
            letterSpacing: '-0.02em',
            lineHeight: 1,
            color: 'text.primary',
          }}
        >
          {name}
        </Box>
      )}
    </>
  );
  const sx = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 1,
    textDecoration: 'none',
    color: 'text.primary',
    borderRadius: 1,
    flex: 'none',
  } as const;

  if (href === null) {
    return (
      <Box component="span" sx={sx} role="img" aria-label={ariaLabel ?? name} data-testid="logo">
        {content}
      </Box>
    );
  }
  return (
    <Box
      component={linkComponent ?? 'a'}
      href={href}
      aria-label={ariaLabel ?? name}
      onClick={navigationClickHandler(href, onNavigate) as (e: MouseEvent<HTMLElement>) => void}
      sx={sx}
      data-testid="logo"
    >
      {content}
    </Box>
  );
}
