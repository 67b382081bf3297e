import type { MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { navigationClickHandler } from '../AppLink/AppLink';
import type { NavigationProps } from '../types';

export interface StateAction {
  label: string;
  onClick?: () => void;
  /** Render as a link instead of a button. */
  href?: string;
}

export interface EmptyStateProps extends NavigationProps {
  title: string;
  description?: string;
  /** Overrides the default illustration icon. */
  icon?: ReactNode;
  action?: StateAction;
  secondaryAction?: StateAction;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  dense?: boolean;
}

/** Shared layout of empty and error states. */
export function StateLayout({
  icon,
  title,
  description,
  headingLevel = 2,
  dense,
  tone,
  children,
  role,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  headingLevel?: 2 | 3 | 4;
  dense?: boolean;
  tone: 'neutral' | 'error';
  children?: ReactNode;
  role?: string;
}) {
  return (
    <Box
      role={role}
      sx={(t) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        px: 3,
        py: dense ? 4 : { xs: 6, md: 8 },
        borderRadius: 4,
        border: `${t.accessibility.highContrast ? 2 : 1}px dashed ${(t.vars ?? t).palette.border.strong}`,
        bgcolor: (t.vars ?? t).palette.surface.muted,
      })}
    >
      <Box
        aria-hidden="true"
        sx={(t) => {
          const p = (t.vars ?? t).palette;
          return {
            width: dense ? 56 : 72,
            height: dense ? 56 : 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: tone === 'error' ? p.shopStatus.closed.bg : p.surface.brandSoft,
            color: tone === 'error' ? p.shopStatus.closed.fg : p.surface.brandSoftText,
            '& svg': { fontSize: dense ? 28 : 36 },
          };
        }}
      >
        {icon}
      </Box>
      <Typography component={`h${headingLevel}`} variant={dense ? 'h6' : 'h5'} sx={{ mt: 1 }}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body1" color="text.secondary" sx={{ maxWidth: 460 }}>
          {description}
        </Typography>
      ) : null}
      {children ? (
        <Box
          sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center', mt: 1.5 }}
        >
          {children}
        </Box>
      ) : null}
    </Box>
  );
}

function ActionButton({
  action,
  variant,
  linkComponent,
  onNavigate,
}: { action: StateAction; variant: 'contained' | 'text' } & NavigationProps) {
  if (action.href) {
    const href = action.href;
    return (
      <Button
        variant={variant}
        component={linkComponent ?? 'a'}
        href={href}
        onClick={(e: MouseEvent<HTMLElement>) => {
          action.onClick?.();
          navigationClickHandler(href, onNavigate)(e);
        }}
      >
        {action.label}
      </Button>
    );
  }
  return (
    <Button variant={variant} onClick={action.onClick}>
      {action.label}
    </Button>
  );
}

export function EmptyState({
  title,
  description,
  icon,
  action,
  secondaryAction,
  headingLevel,
  dense,
  linkComponent,
  onNavigate,
}: EmptyStateProps) {
  return (
    <StateLayout
      icon={icon ?? <SearchOffRounded />}
      title={title}
      description={description}
      headingLevel={headingLevel}
      dense={dense}
      tone="neutral"
    >
      {action || secondaryAction ? (
        <>
          {action ? (
            <ActionButton
              action={action}
              variant="contained"
              linkComponent={linkComponent}
              onNavigate={onNavigate}
            />
          ) : null}
          {secondaryAction ? (
            <ActionButton
              action={secondaryAction}
              variant="text"
              linkComponent={linkComponent}
              onNavigate={onNavigate}
            />
          ) : null}
        </>
      ) : null}
    </StateLayout>
  );
}
