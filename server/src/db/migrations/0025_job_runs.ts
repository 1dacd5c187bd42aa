import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { idColumn, type Db } from './helpers';

/**
 * Runs of one-shot background jobs that must survive a restart (a simulation, an import):
 * each row is a run of a named job with its input, claimed by one instance for a lease
 * (`claimed_by`, `lease_until`, epoch ms), with the point it has reached (`checkpoint_json`)
 * and the attempts made. A run whose claimant stops renewing its lease is claimed again by
 * another instance and goes on from its checkpoint; past `max_attempts` it is FAILED.
 */
export function jobRuns(dialect: Dialect): Migration {
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Db) {
      await db.schema
        .createTable('job_runs')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('job', 'text', (c) => c.notNull())
        .addColumn('payload_json', 'text', (c) => c.notNull())
        // PENDING, RUNNING, DONE or FAILED.
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('checkpoint_json', 'text')
        .addColumn('claimed_by', 'text')
        .addColumn('lease_until', bigint)
        // Not claimed before this (epoch ms): the first run, or the next attempt after a failure.
        .addColumn('run_after', bigint, (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('updated', 'text', (c) => c.notNull())
        .execute();
      // The claim's search: a job's runs by state, the due ones first.
      await db.schema
        .createIndex('job_runs_claim_idx')
        .on('job_runs')
        .columns(['job', 'state', 'run_after'])
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('job_runs').execute();
    },
  };
}
