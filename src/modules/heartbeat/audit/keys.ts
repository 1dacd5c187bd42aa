import { auditKeysOf } from '../../../shared/ui/audit/keys';

/** Key fragment of the audit log: ['heartbeat', org, 'audit', ...], reached by the frame. */
export const auditKeys = auditKeysOf('heartbeat');
