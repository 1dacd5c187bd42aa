import { accessKeys } from './access';
import { accountKeys } from './accounts';
import { agentKeys } from './agents';
import { alertKeys } from './alerts';
import { auditKeys } from './audit';
import { beatboxKeys } from './beatbox';
import { certificateKeys } from './certificates';
import { flowAccessKeys } from './model/flowAccess';
import { flowKeys } from './model/flows';
import { heartbeatRoot } from './model/keys';
import { trafficKeys } from './model/traffic';
import { reportingKeys } from './reporting';
import { resourceKeys } from './resources';
import { traceKeys } from './traces';

/**
 * Every query key of the heartbeat module in one place, for tests and tools. The module's code
 * does not read them from here: each slice builds its fragment from the key root
 * (model/keys.ts), what several slices read is keyed in model/, and the frame's refresh goes by
 * what each query declares (model/refresh.ts).
 */
export const heartbeatKeys = {
  ...heartbeatRoot,
  ...flowKeys,
  ...trafficKeys,
  ...flowAccessKeys,
  ...accessKeys,
  ...traceKeys,
  ...accountKeys,
  ...beatboxKeys,
  ...agentKeys,
  ...alertKeys,
  ...reportingKeys,
  ...certificateKeys,
  ...resourceKeys,
  /** The audit log (audit/{organizationId}): every key of the page starts with this. */
  audit: auditKeys.organization,
  auditList: auditKeys.list,
};
