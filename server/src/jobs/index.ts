import type { JobDefinition } from './define';
import { alertsJob } from './alerts';
import { automationJob } from './automation';
import { maintenanceJob } from './maintenance';
import { trafficJob } from './traffic';

/**
 * The server's background jobs, the one list: app.ts starts, health-checks and stops them
 * together (jobs/runner.ts), in this order, and the jobs' status names them in this order.
 * A new job is a `defineJob` in its own file and a line here; a new advisory lock is a name
 * in lib/advisory-locks.ts.
 */
export const JOBS: readonly JobDefinition[] = [
  maintenanceJob,
  trafficJob,
  automationJob,
  alertsJob,
];
