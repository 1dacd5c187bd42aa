import type { Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../dialect';
import { initial } from './0001_initial';
import { heartbeat } from './0002_heartbeat';
import { traceSearch } from './0003_trace_search';
import { payloadBytes } from './0004_payload_bytes';
import { payloadUsage } from './0005_payload_usage';
import { flowHours } from './0006_flow_hours';
import { flowHourRevisions } from './0007_flow_hour_revisions';
import { datalake } from './0008_datalake';
import { assets } from './0009_assets';
import { security } from './0010_security';
import { auditIndexes } from './0013_audit_indexes';
import { certificates } from './0014_certificates';
import { resources } from './0015_resources';
import { alerts } from './0016_alerts';
import { beatboxAgents } from './0018_beatbox_agents';
import { organizations } from './0019_organizations';
import { authorizationLimits } from './0020_authorization_limits';
import { authenticators } from './0021_authenticators';
import { userDisabled } from './0022_user_disabled';
import { idpMappingApproval } from './0023_idp_mapping_approval';
import { membershipInvitations } from './0024_membership_invitations';
import { jobRuns } from './0025_job_runs';

/**
 * Every migration, in order, each in its own file named as its key (`<key>.ts`). A
 * shipped migration never changes (server/test/db/migrations.test.ts holds the hash of
 * each file): a change to the schema is a new file, appended here.
 */
export const MIGRATIONS: Record<string, (dialect: Dialect) => Migration> = {
  '0001_initial': initial,
  '0002_heartbeat': heartbeat,
  '0003_trace_search': traceSearch,
  '0004_payload_bytes': payloadBytes,
  '0005_payload_usage': payloadUsage,
  '0006_flow_hours': flowHours,
  '0007_flow_hour_revisions': flowHourRevisions,
  '0008_datalake': datalake,
  '0009_assets': assets,
  '0010_security': security,
  '0013_audit_indexes': auditIndexes,
  '0014_certificates': certificates,
  '0015_resources': resources,
  '0016_alerts': alerts,
  '0018_beatbox_agents': beatboxAgents,
  '0019_organizations': organizations,
  '0020_authorization_limits': authorizationLimits,
  '0021_authenticators': authenticators,
  '0022_user_disabled': userDisabled,
  '0023_idp_mapping_approval': idpMappingApproval,
  '0024_membership_invitations': membershipInvitations,
  '0025_job_runs': jobRuns,
};

/** Versioned migrations; each is written once for both databases. */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      return Object.fromEntries(
        Object.entries(MIGRATIONS).map(([name, migration]) => [name, migration(dialect)]),
      );
    },
  };
}
