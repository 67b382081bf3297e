import { Router } from 'express';
import type { DatabaseState } from '../../db/connect';
import { ok } from '../../http/ok';

export interface HealthData {
  status: 'ok' | 'degraded';
  database: DatabaseState;
  /** seconds since the process started */
  uptime: number;
  version: string;
  /** true outside production: the login page then shows the demo accounts */
  demo: boolean;
}

interface HealthRouteDeps {
  version: string;
  demo: boolean;
  databaseState: () => Promise<DatabaseState>;
}

/** GET /api/health → 200 ok, or 503 degraded when the database does not answer. */
export function healthRouter(deps: HealthRouteDeps): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const database = await deps.databaseState();
    const data: HealthData = {
      status: database === 'up' ? 'ok' : 'degraded',
      database,
      uptime: Math.round(process.uptime()),
      version: deps.version,
      demo: deps.demo,
    };
    ok(res, data, { status: database === 'up' ? 200 : 503 });
  });
  return router;
}
