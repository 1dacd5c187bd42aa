export { AuditLogPage } from './AuditLogPage';
export { auditKeysOf, type AuditKeys } from './keys';
export { auditMessages } from './messages';
export { auditQueriesOf, type AuditQueries } from './queries';
