import { accessKeys } from './access/keys';
import { accountKeys } from './accounts/keys';
import { beatboxKeys } from './beatbox/keys';
import { alertKeys } from './alerts/keys';
import { auditKeys } from './audit/keys';
import { certificateKeys } from './certificates/keys';
import { flowKeys } from './flows/keys';
import { overviewKeys } from './overview/keys';
import { reportingKeys } from './reporting/keys';
import { resourceKeys } from './resources/keys';
import { traceKeys } from './traces/keys';

/**
 * Query keys of the heartbeat module; invalidate through these only. Each sub-feature owns its
 * fragment under ['heartbeat', org, ...]; the frame refreshes and the persistence keeps them
 * by these shapes.
 */
export const heartbeatKeys = {
  all: ['heartbeat'] as const,
  organization: (org: number) => ['heartbeat', org] as const,
  ...flowKeys,
  ...overviewKeys,
  ...traceKeys,
  ...accessKeys,
  ...accountKeys,
  ...beatboxKeys,
  ...alertKeys,
  ...reportingKeys,
  ...certificateKeys,
  ...resourceKeys,
  /** The audit log (audit/{organizationId}): every key of the page starts with this. */
  audit: auditKeys.organization,
  auditList: auditKeys.list,
};
