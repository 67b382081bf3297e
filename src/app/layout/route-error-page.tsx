import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * Shown when a page throws or its code chunk fails to load (e.g. after a deploy). Reloading fetches
 * the current build; the home link is a plain link so it also works when routing itself broke.
 */
export function RouteErrorPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="app.error.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage id="app.error.description" />
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()} sx={{ mr: 1 }}>
        <FormattedMessage id="app.error.reload" />
      </Button>
      <Button href="/" variant="outlined">
        <FormattedMessage id="app.error.home" />
      </Button>
    </Container>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** a new value (the path) clears the error */
  resetKey: string;
}

/** Catches errors of the current page, keeps header and footer usable, and resets on navigation. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}
