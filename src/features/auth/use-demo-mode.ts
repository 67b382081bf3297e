import { useQuery } from '@tanstack/react-query';
import { healthQuery } from './auth-queries';

/**
 * Whether to show the test-credentials helper: always in development builds; in production only
 * when the server reports demo mode (GET /api/health → data.demo). No helper when the health check fails.
 */
export function useDemoMode(): boolean {
  const dev = import.meta.env.DEV;
  const health = useQuery({ ...healthQuery(), enabled: !dev });
  return dev || health.data?.demo === true;
}
