import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export type JobRunState = 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';

/** A run of a one-shot job (migration 0025); times in epoch ms but `created`/`updated`. */
export interface JobRunsTable {
  id: Generated<number>;
  job: string;
  payload_json: string;
  state: JobRunState;
  attempts: Generated<number>;
  max_attempts: number;
  checkpoint_json: string | null;
  claimed_by: string | null;
  lease_until: number | null;
  run_after: number;
  last_error: string | null;
  created: Timestamp;
  updated: Timestamp;
}

export interface JobTables {
  job_runs: JobRunsTable;
}
