import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import { StateLayout } from '../EmptyState/EmptyState';

export interface ErrorStateProps {
  title: string;
  description?: string;
  /** Retry button text; shown when onRetry is given. */
  retryLabel?: string;
  onRetry?: () => void;
  /** Retry in progress: button disabled with a spinner. */
  retrying?: boolean;
  icon?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  dense?: boolean;
}

/** An error panel announced as an alert, with an optional retry. */
export function ErrorState({
  title,
  description,
  retryLabel,
  onRetry,
  retrying = false,
  icon,
  headingLevel,
  dense,
}: ErrorStateProps) {
  return (
    <StateLayout
      icon={icon ?? <ErrorOutlineRounded />}
      title={title}
      description={description}
      headingLevel={headingLevel}
      dense={dense}
      tone="error"
      role="alert"
    >
      {onRetry && retryLabel ? (
        <Button
          variant="contained"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying || undefined}
          startIcon={
            retrying ? (
              <CircularProgress size={16} color="inherit" aria-hidden="true" />
            ) : (
              <RefreshRounded />
            )
          }
        >
          {retryLabel}
        </Button>
      ) : null}
    </StateLayout>
  );
}
