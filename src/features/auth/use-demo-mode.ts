import { useEffect, useState } from 'react';
import { fetchHealth } from './api';

/**
 * Whether to show the test-credentials helper: always in development builds; in production only
 * when the server reports demo mode (GET /api/health → data.demo).
 */
export function useDemoMode(): boolean {
  const dev = import.meta.env.DEV;
  const [serverDemo, setServerDemo] = useState(false);
  useEffect(() => {
    if (dev) return;
    let active = true;
    fetchHealth()
      .then((health) => {
        if (active) setServerDemo(health.demo === true);
      })
      .catch(() => {
        /* no demo helper when the health check fails */
      });
    return () => {
      active = false;
    };
  }, [dev]);
  return dev || serverDemo;
}
