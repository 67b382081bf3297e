import { Router } from 'express';
import type { ApiSuccess } from '../../../src/domain/api';
import type { DatabaseState } from '../../db/connect';

export interface HealthData {
  status: 'ok' | 'degraded';
  database: DatabaseState;
  /** seconds since the process started */
  uptime: number;
  version: string;
  /** true outside production: the login page then shows the demo accounts */
  demo: boolean;
}

/** GET /api/health → 200 ok, or 503 degraded when the database does not answer. */
export function healthRouter(options: {
  version: string;
  demo: boolean;
  databaseState: () => Promise<DatabaseState>;
}): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const database = await options.databaseState();
    const data: HealthData = {
      status: database === 'up' ? 'ok' : 'degraded',
      database,
      uptime: Math.round(process.uptime()),
      version: options.version,
      demo: options.demo,
    };
    const body: ApiSuccess<HealthData> = { success: true, data };
    res.status(database === 'up' ? 200 : 503).json(body);
  });
  return router;
}
