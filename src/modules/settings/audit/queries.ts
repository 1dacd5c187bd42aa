import { auditKeysOf, auditQueriesOf } from '../../../shared/ui/audit';

/** The settings' audit log keys, under ['settings', org, 'audit']. */
export const auditKeys = auditKeysOf('settings');
export const auditQueries = auditQueriesOf(auditKeys);
