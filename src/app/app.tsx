import { startTransition, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/**
 * The whole app: providers around the browser router. It renders in a transition started right after mount:
 * React splits a transition's render into short slices, where a first render at default priority (theme,
 * header, footer, page) is one long task that blocks input, about 600 ms on a mid-range phone.
 */
export function App({
  startNow = false,
  onStarted,
}: {
  /** the whole render is already a transition, over the server's first view (main.tsx) */
  startNow?: boolean;
  /** after the first commit of the app itself */
  onStarted?: () => void;
}) {
  const [started, setStarted] = useState(startNow);
  useEffect(() => startTransition(() => setStarted(true)), []);
  useEffect(() => {
    if (started) onStarted?.();
  }, [started, onStarted]);
  if (!started) return null;
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
